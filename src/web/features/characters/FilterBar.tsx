import { ArrowDownAZ, Flame, Hourglass, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { CharacterSort } from './api';

const SORT_OPTIONS: { value: CharacterSort; label: string; icon: LucideIcon }[] = [
  { value: 'popularity', label: 'Popularity', icon: Flame },
  { value: 'name', label: 'Name', icon: ArrowDownAZ },
  { value: 'age', label: 'Age', icon: Hourglass },
];

const pill =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 transition ring-1 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400';

export function SortButtons({
  value,
  onChange,
}: {
  value: CharacterSort;
  onChange: (sort: CharacterSort) => void;
}) {
  return (
    <div role="group" aria-label="Sort by" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-zinc-500">Sort:</span>
      {SORT_OPTIONS.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            pill,
            'py-1.5 text-sm',
            value === option
              ? 'bg-white text-zinc-900 ring-white'
              : 'bg-white/[0.04] text-zinc-300 ring-white/10 hover:bg-white/10',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}

interface TagChipsProps {
  tags: string[];
  selected: string[];
  onChange: (tags: string[]) => void;
}

/** Multi-select tag filter: a character matches when it has any selected tag. */
export function TagChips({ tags, selected, onChange }: TagChipsProps) {
  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((item) => item !== tag) : [...selected, tag]);
  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const active = selected.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={active}
            onClick={() => toggle(tag)}
            className={cn(
              pill,
              'py-1 text-xs sm:text-sm',
              active
                ? 'bg-gradient-to-r from-rose-500 to-violet-500 text-white ring-transparent'
                : 'bg-white/[0.04] text-zinc-300 ring-white/10 hover:bg-white/10 hover:text-white',
            )}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
