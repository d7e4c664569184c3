import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useViewer } from '#web/app';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { Skeleton } from '#web/components/ui/Skeleton';
import { downloadMyData } from './api';
import { DeleteAccountDialog } from './DeleteAccountDialog';

function DownloadButton() {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      toast.success('Your data is downloading');
    } catch {
      toast.error('Could not prepare your data', { description: 'Please try again in a moment.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" disabled={busy} onClick={() => void onClick()}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {busy ? 'Preparing...' : 'Download my data'}
    </Button>
  );
}

const card = 'flex flex-col gap-3 rounded-xl border p-5';

/**
 * The member's data rights (GDPR access and erasure): export everything as JSON, or delete the
 * account. Used on /profile and in the dashboard's Privacy tab; reads the viewer itself.
 */
export function DataRightsPanel() {
  const viewer = useViewer();
  return (
    <section
      aria-labelledby="data-rights-heading"
      className="rounded-2xl border border-white/10 bg-white/[0.03] p-6"
    >
      <div className="flex items-center gap-3">
        <ShieldCheck className="h-5 w-5 text-emerald-300" aria-hidden="true" />
        <h2 id="data-rights-heading" className="text-lg font-semibold text-white">
          Your data
        </h2>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-zinc-400">
        Your conversations are private and never sold. Take a copy of everything we keep about you,
        or delete it all together with your account.
      </p>
      {viewer.status === 'loading' ? (
        <Skeleton className="mt-5 h-40 rounded-xl" />
      ) : !viewer.signedIn || !viewer.email ? (
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-zinc-400">
          Sign in to download or delete your data.
          <ButtonLink to="/auth" size="sm" variant="outline">
            Sign in
          </ButtonLink>
        </div>
      ) : (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className={`${card} border-white/10 bg-white/[0.02]`}>
            <h3 className="flex items-center gap-2 font-medium text-white">
              <Download className="h-4 w-4 text-zinc-400" aria-hidden="true" /> Export
            </h3>
            <p className="flex-1 text-sm text-zinc-400">
              A JSON file with your account, your conversations and your purchases.
            </p>
            <DownloadButton />
          </div>
          <div className={`${card} border-rose-400/20 bg-rose-500/[0.04]`}>
            <h3 className="flex items-center gap-2 font-medium text-white">
              <Trash2 className="h-4 w-4 text-rose-300" aria-hidden="true" /> Delete account
            </h3>
            <p className="flex-1 text-sm text-zinc-400">
              Permanently removes your account and everything in it. This cannot be undone.
            </p>
            <DeleteAccountDialog email={viewer.email} />
          </div>
        </div>
      )}
    </section>
  );
}
