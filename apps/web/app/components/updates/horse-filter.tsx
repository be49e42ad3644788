import type { UserHorse } from '@stride/shared';
import { cn } from '../ui/cn';

export interface HorseFilterProps {
  horses: readonly Pick<UserHorse, 'id' | 'name'>[];
  /** The chosen horse; null for all. */
  value: number | null;
  onChange: (horseId: number | null) => void;
}

/**
 * The feed's horse filter (SPEC §7 `horse.id`): "All horses" and one chip per horse of the member, as a
 * radio group that scrolls sideways on phones.
 */
export function HorseFilter({ horses, value, onChange }: HorseFilterProps) {
  if (horses.length < 2 && value === null) return null;
  const options: { id: number | null; name: string }[] = [{ id: null, name: 'All horses' }, ...horses];
  return (
    <div
      role="radiogroup"
      aria-label="Filter updates by horse"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => {
        const checked = option.id === value;
        return (
          <button
            key={option.id ?? 'all'}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(option.id)}
            className={cn(
              'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              checked
                ? 'border-ink-900 bg-ink-900 text-white'
                : 'border-line bg-surface text-fg-muted hover:border-fg-subtle hover:text-fg',
            )}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
