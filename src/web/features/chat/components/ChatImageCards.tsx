import { AlertTriangle, Lock, Sparkles, X } from 'lucide-react';
import { useEffect } from 'react';
import { IMAGING_MESSAGES } from '#shared/imaging';
import { ButtonLink } from '#web/components/ui/Button';
import { ImageProgressCard, useJobStatus } from '#web/features/imaging';
import type { ChatImage } from '../useChatImages';

interface ChatImageCardsProps {
  images: ChatImage[];
  characterName: string;
  signedIn: boolean;
  /** A job finished: the conversation reloads to show the image the server posted. */
  onFinished: (key: string) => void;
  onDismiss: (key: string) => void;
}

/** Under the messages: progress of pictures being made, the Premium card, failures. */
export function ChatImageCards(props: ChatImageCardsProps) {
  if (props.images.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {props.images.map((image) =>
        image.kind === 'job' ? (
          <ChatImageJob key={image.key} image={image} {...props} />
        ) : image.kind === 'paywall' ? (
          <ImagePaywallCard key={image.key} name={props.characterName} signedIn={props.signedIn} />
        ) : (
          <ImageFailure
            key={image.key}
            message={image.message}
            onDismiss={() => props.onDismiss(image.key)}
          />
        ),
      )}
    </div>
  );
}

function ChatImageJob(props: ChatImageCardsProps & { image: Extract<ChatImage, { kind: 'job' }> }) {
  const job = useJobStatus(props.image.jobId);
  const { onFinished } = props;
  const done = job?.status === 'done';
  useEffect(() => {
    if (done) onFinished(props.image.key);
  }, [done, onFinished, props.image.key]);
  if (job?.status === 'failed')
    return (
      <ImageFailure
        message={job.error ?? IMAGING_MESSAGES.fallbackFailure}
        onDismiss={() => props.onDismiss(props.image.key)}
      />
    );
  return (
    <div className="ml-10 max-w-sm" data-testid="chat-image-progress">
      <ImageProgressCard job={job} />
    </div>
  );
}

function ImageFailure(props: { message: string; onDismiss: () => void }) {
  return (
    <p
      role="alert"
      className="ml-10 flex max-w-sm items-start gap-2 rounded-2xl border border-red-400/30 bg-red-500/10 px-3 py-2.5 text-sm text-red-100"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-red-300" aria-hidden="true" />
      <span className="flex-1">{props.message}</span>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={props.onDismiss}
        className="rounded p-0.5 text-red-200 hover:bg-white/10"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </p>
  );
}

function ImagePaywallCard({ name, signedIn }: { name: string; signedIn: boolean }) {
  const target = signedIn ? '/pricing' : `/auth?next=${encodeURIComponent('/pricing')}`;
  return (
    <aside
      aria-label="Premium required"
      data-testid="image-paywall-card"
      className="ml-10 max-w-sm rounded-2xl border border-rose-400/30 bg-gradient-to-br from-rose-500/15 via-fuchsia-500/10 to-violet-600/20 p-4"
    >
      <div className="flex items-start gap-3">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-rose-500 to-violet-600">
          <Lock className="h-4 w-4 text-white" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-white">Pictures are a Premium feature</h3>
          <p className="mt-0.5 text-sm text-zinc-300">
            With Premium, {name} sends you pictures right here in the chat, and every one is kept in
            your private collection.
          </p>
        </div>
      </div>
      <ButtonLink to={target} className="mt-4 w-full">
        <Sparkles className="h-4 w-4" aria-hidden="true" /> See Premium
      </ButtonLink>
    </aside>
  );
}
