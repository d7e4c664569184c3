import { Copy, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/Button';

/** Phones get the system share sheet; elsewhere (or when sharing is refused) the link is copied. */
const prefersShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;

async function copy(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied to clipboard!');
  } catch {
    toast.error('Could not copy the link. Select it and copy it yourself.');
  }
}

export function ShareLink({ link }: { link: string }) {
  const share = prefersShareSheet();

  async function onClick() {
    if (!share) return copy(link);
    try {
      await navigator.share({ title: 'Join me on Velvet', url: link });
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(link);
    }
  }

  return (
    <Button onClick={onClick} className="shrink-0">
      {share ? (
        <Share2 className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      {share ? 'Share link' : 'Copy link'}
    </Button>
  );
}
