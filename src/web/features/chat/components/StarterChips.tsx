import { Sparkles } from 'lucide-react';
import { chipLabel } from '../starters';

interface StarterChipsProps {
  prompts: string[];
  disabled: boolean;
  onPick: (prompt: string) => void;
}

/** Up to three conversation starters while the chat has only the greeting (docs/PRODUCT.md#pages). */
export function StarterChips({ prompts, disabled, onPick }: StarterChipsProps) {
  if (prompts.length === 0) return null;
  return (
    <div role="group" aria-label="Conversation starters" className="flex flex-wrap gap-2 pl-10">
      {prompts.map((prompt) => (
        <button
          key={prompt}
          type="button"
          disabled={disabled}
          onClick={() => onPick(prompt)}
          title={prompt}
          aria-label={`Send: ${prompt}`}
          className="inline-flex items-center gap-1.5 rounded-full border border-rose-400/30 bg-rose-500/10 px-3.5 py-1.5 text-sm text-rose-100 transition hover:border-rose-400/60 hover:bg-rose-500/20 focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none disabled:opacity-50"
        >
          <Sparkles className="h-3.5 w-3.5 text-rose-300" aria-hidden="true" />
          {chipLabel(prompt)}
        </button>
      ))}
    </div>
  );
}
