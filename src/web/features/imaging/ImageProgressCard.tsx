import { Sparkles } from 'lucide-react';
import type { ImageJobStatus } from '#shared/api/imaging';
import { useProgressDisplay } from './useJobProgress';

/** The image-progress card: bar, step text and countdown while a job runs. */
export function ImageProgressCard({ job }: { job: ImageJobStatus | null }) {
  const { percent, step, secondsLeft } = useProgressDisplay(job);
  return (
    <section
      aria-label="Image progress"
      className="rounded-3xl border border-rose-400/25 bg-gradient-to-br from-rose-500/10 via-violet-500/10 to-transparent p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 place-items-center rounded-2xl bg-white/10">
          <Sparkles className="h-5 w-5 animate-pulse text-rose-300" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-white" aria-live="polite">
            {job?.step?.startsWith('Retrying') ? job.step : step}
          </p>
          <p className="text-xs text-zinc-400">
            {secondsLeft > 0 ? `About ${secondsLeft} s left` : 'Almost there…'}
          </p>
        </div>
        <span className="text-sm font-semibold text-white tabular-nums">{percent}%</span>
      </div>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-white/10"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-rose-500 to-violet-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </section>
  );
}
