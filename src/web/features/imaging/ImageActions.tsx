import { Download, Heart, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { CollectionItem } from '#shared/api/imaging';
import { IMAGING_MESSAGES } from '#shared/imaging';
import { Button, buttonClasses } from '#web/components/ui/Button';
import { errorMessage } from '../billing';
import { recordDownload, shareImage, useSetFavorite } from './api';

/** Public links only for SFW images; the system share sheet, else the clipboard. */
async function share(item: CollectionItem) {
  if (item.nsfw_level !== 'sfw') {
    toast.error(IMAGING_MESSAGES.onlySfwShare);
    return;
  }
  try {
    const { share_url } = await shareImage(item.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${item.characters.name} — Velvet`, url: share_url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(share_url);
    toast.success(IMAGING_MESSAGES.linkCopied);
  } catch (error) {
    toast.error(errorMessage(error, 'Could not share this image.'));
  }
}

/** Favourite, download and share buttons of one image. */
export function ImageActions({
  item,
  compact = false,
}: {
  item: CollectionItem;
  compact?: boolean;
}) {
  const favorite = useSetFavorite();
  const size = compact ? 'icon' : 'sm';
  const label = (text: string) => (compact ? <span className="sr-only">{text}</span> : text);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size={size}
        aria-pressed={item.is_favorite}
        disabled={favorite.isPending}
        onClick={() =>
          favorite.mutate(
            { id: item.id, favorite: !item.is_favorite },
            { onError: (error) => toast.error(errorMessage(error, 'Could not save that.')) },
          )
        }
      >
        <Heart
          className={item.is_favorite ? 'h-4 w-4 fill-rose-400 text-rose-400' : 'h-4 w-4'}
          aria-hidden="true"
        />
        {label(item.is_favorite ? 'Favourited' : 'Favourite')}
      </Button>
      <a
        href={item.download_url}
        download
        className={buttonClasses({ variant: 'secondary', size })}
        onClick={() => void recordDownload(item.id)}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {label('Download')}
      </a>
      <Button variant="secondary" size={size} onClick={() => void share(item)}>
        <Share2 className="h-4 w-4" aria-hidden="true" />
        {label('Share')}
      </Button>
    </div>
  );
}
