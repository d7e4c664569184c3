import { Volume2 } from 'lucide-react';
import { CREDIT_COSTS } from '#shared/plans';

/** "Read replies aloud" for one conversation; it says what each reply costs. */
export function ReadAloudToggle({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-[11px] text-zinc-400">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
        className="h-3.5 w-3.5 accent-rose-500"
      />
      <Volume2 className="h-3 w-3" aria-hidden="true" />
      Read replies aloud · spends {CREDIT_COSTS.audio_reply} credits per reply
    </label>
  );
}
