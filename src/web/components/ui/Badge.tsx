import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

type Tone = 'neutral' | 'star' | 'premium' | 'gold' | 'silver' | 'bronze';

const tones: Record<Tone, string> = {
  neutral: 'bg-black/55 text-zinc-100 ring-white/15',
  star: 'bg-black/55 text-amber-200 ring-amber-300/50',
  premium:
    'bg-gradient-to-r from-rose-500 to-violet-500 text-white ring-white/20 shadow-md shadow-rose-500/30',
  gold: 'bg-gradient-to-br from-yellow-300 to-amber-500 text-amber-950 ring-yellow-200/60',
  silver: 'bg-gradient-to-br from-zinc-100 to-zinc-400 text-zinc-900 ring-white/60',
  bronze: 'bg-gradient-to-br from-orange-300 to-amber-700 text-orange-950 ring-orange-200/50',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 backdrop-blur-sm',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
