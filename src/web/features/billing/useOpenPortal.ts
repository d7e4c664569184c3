import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { openPortalSession } from './api';
import { errorMessage } from './format';

/** A placeholder for the new tab while the server creates the portal session. */
function openWaitingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.document.title = 'Opening billing portal…';
  tab.document.body.style.cssText =
    'margin:0;display:grid;place-items:center;height:100vh;background:#0c0a12;color:#a1a1aa;font:16px system-ui,sans-serif';
  tab.document.body.textContent = 'Opening the billing portal…';
  return tab;
}

/**
 * Opens the subscription portal (Stripe's, or the local test portal) in a new tab. The tab is
 * opened during the click, before the request: a tab opened after an await counts as a pop-up
 * and is blocked. Without a tab (blocked anyway) the portal opens in this one.
 */
export function useOpenPortal() {
  const mutation = useMutation({ mutationFn: openPortalSession });

  function open() {
    const tab = openWaitingTab();
    mutation.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          tab?.close();
          toast.error('No portal URL received');
          return;
        }
        if (!tab) {
          window.location.assign(url);
          return;
        }
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        toast.error(`Failed to open billing portal: ${errorMessage(error)}`);
      },
    });
  }

  return { open, isOpening: mutation.isPending };
}
