import { cn } from '#web/lib/cn';

export interface Choice {
  id: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** A row of single-choice chips (a radio group: arrow keys move, Space selects). */
export function ChoiceChips(props: {
  label: string;
  name: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-zinc-300">{props.label}</legend>
      <div className="flex flex-wrap gap-2">
        {props.choices.map((choice) => (
          <label
            key={choice.id}
            className={cn(
              'cursor-pointer rounded-xl border px-3 py-2 text-sm transition focus-within:ring-2 focus-within:ring-rose-400',
              props.value === choice.id
                ? 'border-rose-400/60 bg-rose-500/15 text-white'
                : 'border-white/10 bg-white/[0.03] text-zinc-300 hover:border-white/25',
              choice.disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={props.name}
              value={choice.id}
              checked={props.value === choice.id}
              disabled={choice.disabled}
              onChange={() => props.onChange(choice.id)}
            />
            {choice.label}
            {choice.hint && <span className="ml-1.5 text-xs text-zinc-400">{choice.hint}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
