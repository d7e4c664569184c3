import { Pause, Play, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VOICE_PLAYBACK_RATES } from '#shared/constants';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export interface VoicePlayerProps {
  audioUrl: string;
  durationMs: number;
  offline: boolean;
  /** Starts playing once it can (read-aloud mode). */
  autoPlay?: boolean;
}

/** An inline player for one spoken reply: play/pause, progress, speed. Replays cost nothing. */
export function VoicePlayer({ audioUrl, durationMs, offline, autoPlay = false }: VoicePlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(durationMs / 1000);
  const [rate, setRate] = useState<number>(1);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = rate;
  }, [rate]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const nextRate = () => {
    const index = VOICE_PLAYBACK_RATES.indexOf(rate as (typeof VOICE_PLAYBACK_RATES)[number]);
    setRate(VOICE_PLAYBACK_RATES[(index + 1) % VOICE_PLAYBACK_RATES.length]!);
  };

  return (
    <div
      className="flex items-center gap-2 rounded-full bg-white/[0.06] py-1 pr-3 pl-1 text-xs text-zinc-300 ring-1 ring-white/10"
      data-testid="voice-player"
    >
      <audio
        ref={audio}
        src={audioUrl}
        preload="auto"
        autoPlay={autoPlay}
        data-testid="voice-audio"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setDuration(seconds);
        }}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause voice' : 'Play voice'}
        className="grid h-7 w-7 place-items-center rounded-full bg-rose-500/90 text-white hover:bg-rose-400 focus-visible:ring-2 focus-visible:ring-rose-300 focus-visible:outline-none"
      >
        {playing ? <Pause className="h-3.5 w-3.5" /> : <Play className="h-3.5 w-3.5" />}
      </button>
      <input
        type="range"
        aria-label="Voice position"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(position, duration || 0)}
        onChange={(event) => {
          if (audio.current) audio.current.currentTime = Number(event.target.value);
        }}
        className="h-1 w-24 accent-rose-400 sm:w-36"
      />
      <span className="tabular-nums">
        {clock(position)} / {clock(duration)}
      </span>
      <button
        type="button"
        onClick={nextRate}
        aria-label={`Playback speed ${rate}×`}
        className="rounded-md px-1.5 py-0.5 tabular-nums hover:bg-white/10"
      >
        {rate}×
      </button>
      {offline && (
        <span
          className="inline-flex items-center gap-1 text-zinc-500"
          title="Made by the built-in offline voice"
        >
          <WifiOff className="h-3 w-3" aria-hidden="true" /> Offline voice
        </span>
      )}
    </div>
  );
}
