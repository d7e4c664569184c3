import { AlertTriangle, Images, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { IMAGING_MESSAGES } from '#shared/imaging';
import { Button, ButtonLink } from '#web/components/ui/Button';
import { ImageActions } from './ImageActions';
import { ImageProgressCard } from './ImageProgressCard';
import { useJobStatus } from './useJobProgress';

/** One job from start to result: the progress card, then the image or the failure. */
export function JobView(props: { jobId: string; onFinished: () => void; onAnother: () => void }) {
  const job = useJobStatus(props.jobId);
  const { onFinished } = props;
  const ended = job?.status === 'done' || job?.status === 'failed';
  useEffect(() => {
    if (ended) onFinished();
  }, [ended, onFinished]);

  if (job?.status === 'failed') {
    return (
      <section className="rounded-3xl border border-red-400/30 bg-red-500/10 p-6" role="alert">
        <h2 className="flex items-center gap-2 font-semibold text-white">
          <AlertTriangle className="h-5 w-5 text-red-300" aria-hidden="true" />
          {IMAGING_MESSAGES.generationFailed}
        </h2>
        <p className="mt-2 text-sm text-zinc-300">
          {job.error ?? IMAGING_MESSAGES.fallbackFailure}
        </p>
        {job.creditsRefunded && (
          <p className="mt-1 text-sm text-zinc-400">
            The {job.creditsCharged} credits it cost are back in your balance.
          </p>
        )}
        <Button className="mt-4" onClick={props.onAnother}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> Try again
        </Button>
      </section>
    );
  }
  if (job?.status === 'done' && job.image) {
    const image = job.image;
    return (
      <section className="grid gap-6 rounded-3xl border border-white/10 bg-white/[0.03] p-6 md:grid-cols-2">
        <img
          src={image.image_url}
          alt={`${image.characters.name}: ${image.prompt}`}
          width={image.width}
          height={image.height}
          className="h-auto w-full rounded-2xl bg-black/30"
        />
        <div className="flex flex-col gap-4">
          <div>
            <h2 className="text-xl font-semibold text-white">{image.characters.name}</h2>
            <p className="mt-1 text-sm text-zinc-400">{image.prompt}</p>
            {image.preview && (
              <p className="mt-2 text-xs text-amber-200">
                Preview image: made by the built-in renderer, not by an image model.
              </p>
            )}
            <p className="mt-2 text-xs text-zinc-400">Saved to your collection.</p>
          </div>
          <ImageActions item={image} />
          <div className="mt-auto flex flex-wrap gap-2">
            <Button onClick={props.onAnother}>Create another</Button>
            <ButtonLink to="/collection" variant="outline">
              <Images className="h-4 w-4" aria-hidden="true" /> Open collection
            </ButtonLink>
          </div>
        </div>
      </section>
    );
  }
  return <ImageProgressCard job={job} />;
}
