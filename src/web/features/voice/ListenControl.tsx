import { Lock, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { CREDIT_COSTS } from '#shared/plans';
import { Spinner } from '#web/components/ui/Spinner';
import type { MessageAudio } from '#shared/api/voice';
import { VoicePlayer } from './VoicePlayer';

export interface ListenControlProps {
  /** Free members and guests see the feature locked, leading to /pricing. */
  locked: boolean;
  audio: Pick<MessageAudio, 'audioUrl' | 'durationMs' | 'offline'> | null;
  pending: boolean;
  autoPlay: boolean;
  onListen: () => void;
}

const pill =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs ring-1 ring-white/10 transition focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none';

/** "Listen · 50 credits" under a reply, the player once it is spoken, or the Premium lock. */
export function ListenControl({ locked, audio, pending, autoPlay, onListen }: ListenControlProps) {
  if (locked)
    return (
      <Link to="/pricing" className={`${pill} text-zinc-400 hover:bg-white/10 hover:text-zinc-100`}>
        <Lock className="h-3 w-3" aria-hidden="true" /> Listen · Premium
      </Link>
    );
  if (audio) return <VoicePlayer {...audio} autoPlay={autoPlay} />;
  return (
    <button
      type="button"
      onClick={onListen}
      disabled={pending}
      className={`${pill} text-zinc-300 hover:bg-white/10 hover:text-white disabled:opacity-60`}
    >
      {pending ? (
        <Spinner className="h-3 w-3" />
      ) : (
        <Volume2 className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      {pending ? 'Making the voice…' : `Listen · ${CREDIT_COSTS.audio_reply} credits`}
    </button>
  );
}
