import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconAction } from './IconAction';

interface AlternateSwitcherProps {
  index: number;
  total: number;
  disabled?: boolean;
  onSelect: (index: number) => void;
}

/** '‹ 2/3 ›' between the versions of a regenerated reply (also ←/→ on the focused message). */
export function AlternateSwitcher({ index, total, disabled, onSelect }: AlternateSwitcherProps) {
  return (
    <div className="flex items-center gap-0.5 text-xs text-zinc-400" data-testid="alternates">
      <IconAction
        label="Previous version"
        disabled={disabled || index <= 0}
        onClick={() => onSelect(index - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </IconAction>
      <span className="min-w-8 text-center tabular-nums" aria-live="polite">
        {index + 1}/{total}
      </span>
      <IconAction
        label="Next version"
        disabled={disabled || index >= total - 1}
        onClick={() => onSelect(index + 1)}
      >
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </IconAction>
    </div>
  );
}
