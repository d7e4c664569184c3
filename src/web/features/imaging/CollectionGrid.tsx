import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { CollectionItem } from '#shared/api/imaging';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { cn } from '#web/lib/cn';
import { errorMessage } from '../billing';
import { useDeleteImage } from './api';
import { ImageActions } from './ImageActions';

/** The collection's images as a grid of cards or a list of rows. */
export function CollectionGrid({
  items,
  view,
}: {
  items: CollectionItem[];
  view: 'grid' | 'list';
}) {
  const remove = useDeleteImage();
  return (
    <ul
      className={cn(
        view === 'grid'
          ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
          : 'space-y-3',
      )}
    >
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            'overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03]',
            view === 'list' && 'flex items-center gap-4 p-3',
          )}
        >
          <div className={cn('relative', view === 'list' && 'w-24 shrink-0')}>
            <img
              src={item.image_url}
              alt={`${item.characters.name}: ${item.prompt}`}
              width={item.width}
              height={item.height}
              loading="lazy"
              className={cn('h-auto w-full bg-black/30', view === 'list' && 'rounded-xl')}
            />
            {item.nsfw_level !== 'sfw' && (
              <Badge className="absolute top-2 left-2" aria-label="Adults only">
                18+
              </Badge>
            )}
          </div>
          <div className={cn('min-w-0 flex-1 space-y-3', view === 'grid' && 'p-4')}>
            <div>
              <p className="font-medium text-white">{item.characters.name}</p>
              <p className="line-clamp-2 text-sm text-zinc-400">{item.prompt}</p>
              <p className="mt-1 text-xs text-zinc-500">
                {new Date(item.created_at).toLocaleDateString('en-GB')}
                {item.preview && ' · preview'}
              </p>
            </div>
            <div className="flex items-center justify-between gap-2">
              <ImageActions item={item} compact />
              <Button
                variant="ghost"
                size="icon"
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm('Delete this image? This cannot be undone.')) return;
                  remove.mutate(item.id, {
                    onError: (error) => toast.error(errorMessage(error, 'Could not delete it.')),
                  });
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Delete</span>
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
