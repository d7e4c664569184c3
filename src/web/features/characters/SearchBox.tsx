import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '#web/lib/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 250;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search input that reports its text only after typing pauses, so the URL and API keep up calmly. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const reported = useRef(value);

  // Outside changes (back button, "clear filters") win over what is typed.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced !== reported.current) {
      reported.current = debounced;
      onChange(debounced);
    }
  }, [debounced, onChange]);

  return (
    <div className="relative w-full">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-zinc-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search name, bio or tag…"
        aria-label="Search characters"
        maxLength={100}
        className="h-12 w-full rounded-xl border border-white/10 bg-white/[0.04] pr-10 pl-11 text-base text-white placeholder:text-zinc-500 transition focus:border-rose-400/60 focus:bg-white/[0.06] focus:ring-2 focus:ring-rose-400/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg p-1.5 text-zinc-400 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-rose-400 focus-visible:outline-none"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
