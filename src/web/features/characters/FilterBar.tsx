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

/*
 * The tags scroll sideways on one line, so the row is one chip high however many tags the roster
 * has: its place is held while they load and nothing below it moves when they arrive.
 */
const chipRow =
  'flex gap-2 overflow-x-auto p-0.5 [scrollbar-width:none] ' +
  // A mouse has no sideways swipe: on wider screens a thin scrollbar shows there is more.
  'sm:pb-1.5 sm:[scrollbar-color:rgb(255_255_255/0.2)_transparent] sm:[scrollbar-width:thin]';
const chip = 'shrink-0 whitespace-nowrap py-1 text-xs sm:text-sm';
// Enough to overflow the row as the roster's tags do, so the scrollbar's room is held too.
const PLACEHOLDER_CHIPS = Array.from({ length: 24 }, (_, index) =>
  'tag'.padEnd(5 + (index % 5), 'x'),
);

/** The tag row's place while the roster loads: chips of the same height, without labels. */
export function TagChipsPlaceholder() {
  return (
    <div aria-hidden="true" className={chipRow}>
      {PLACEHOLDER_CHIPS.map((label, index) => (
        <span
          key={index}
          className={cn(pill, chip, 'animate-pulse bg-white/[0.04] text-transparent ring-white/10')}
        >
          {label}
        </span>
      ))}
    </div>
  );
}

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
    <div role="group" aria-label="Filter by tag" className={chipRow}>
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
              chip,
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
