/**
 * Horse select with search (SPEC §5): matches show once the author has typed HORSE_SEARCH_MIN_CHARS
 * characters; arrow keys, Enter and Escape work as in any combobox (WAI-ARIA combobox pattern).
 */
import { HORSE_SEARCH_MIN_CHARS, POST_MESSAGES } from '@stride/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { cn } from '../ui/cn';
import { SearchIcon, XIcon } from './icons';

export interface HorseOption {
  id: number;
  name: string;
}

export interface HorsePickerProps {
  horses: readonly HorseOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Horses whose name contains the query (case-insensitive), or none below the minimum length. */
export function matchHorses(horses: readonly HorseOption[], query: string): HorseOption[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < HORSE_SEARCH_MIN_CHARS) return [];
  return horses.filter((horse) => horse.name.toLowerCase().includes(needle)).slice(0, 20);
}

/** The horse combobox; a chosen horse shows as a chip with a clear button. */
export function HorsePicker({ horses, value, onChange, error, disabled }: HorsePickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const selected = horses.find((horse) => horse.id === value) ?? null;
  const matches = useMemo(() => matchHorses(horses, query), [horses, query]);
  const tooShort = query.trim().length < HORSE_SEARCH_MIN_CHARS;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  function choose(horse: HorseOption) {
    onChange(horse.id);
    setQuery('');
    setOpen(false);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-fg">
        Horse
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </label>
      {selected ? (
        <div className="flex h-12 items-center justify-between rounded-control border border-line bg-brand-soft/50 pr-1.5 pl-4">
          <span className="truncate font-semibold text-fg" data-testid="selected-horse">
            {selected.name}
          </span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              onChange(null);
              requestAnimationFrame(() => input.current?.focus());
            }}
            aria-label={`Change horse (${selected.name})`}
            className="grid size-9 place-items-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25"
          >
            <XIcon className="size-4" />
          </button>
        </div>
      ) : (
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-fg-subtle" />
          <input
            ref={input}
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            disabled={disabled}
            placeholder="Search horses by name"
            aria-expanded={open && !tooShort}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && matches[active] ? `${id}-opt-${matches[active].id}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 120)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
                setActive((index) => Math.min(index + 1, Math.max(0, matches.length - 1)));
              } else if (event.key === 'ArrowUp') {
                event.preventDefault();
                setActive((index) => Math.max(index - 1, 0));
              } else if (event.key === 'Enter' && open && matches[active]) {
                event.preventDefault();
                choose(matches[active]);
              } else if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
            className={cn(
              'h-12 w-full rounded-control border bg-surface pr-4 pl-11 text-base text-fg shadow-[inset_0_1px_2px_rgb(12_19_38/0.04)]',
              'placeholder:text-fg-subtle/80 focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25',
              'disabled:cursor-not-allowed disabled:bg-canvas',
              error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
            )}
          />
          {open && !tooShort && (
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label="Horses"
              className="absolute inset-x-0 top-[calc(100%+6px)] z-20 max-h-64 overflow-y-auto rounded-card border border-line bg-surface p-1.5 shadow-float"
            >
              {matches.length === 0 ? (
                <li className="px-3 py-2.5 text-sm text-fg-muted">No horse matches “{query.trim()}”</li>
              ) : (
                matches.map((horse, index) => (
                  <li
                    key={horse.id}
                    id={`${id}-opt-${horse.id}`}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(horse)}
                    onMouseEnter={() => setActive(index)}
                    className={cn(
                      'cursor-pointer rounded-lg px-3 py-2.5 text-[0.9375rem] text-fg',
                      index === active && 'bg-brand-soft',
                    )}
                  >
                    {horse.name}
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {selected ? 'Members following this horse will see the post.' : POST_MESSAGES.horseSearchTooShort}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger" data-testid="horse-error">
          {error}
        </p>
      )}
    </div>
  );
}
