/** The syndicate select of write-a-post: the author's own syndicates only (SPEC §5 'Please Select Syndicate'). */
import { useId } from 'react';
import { cn } from '../ui/cn';

export interface SyndicateSelectProps {
  syndicates: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A native select (best keyboard and mobile behaviour) styled like the design system's fields. */
export function SyndicateSelect({ syndicates, value, onChange, error, disabled }: SyndicateSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Syndicate
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-12 w-full appearance-none rounded-control border bg-surface bg-[length:20px] bg-[right_14px_center] bg-no-repeat px-4 pr-10 text-base text-fg',
          "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234a5368' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")]",
          'focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25 disabled:cursor-not-allowed disabled:bg-canvas',
          error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
        )}
      >
        <option value="">Choose a syndicate</option>
        {syndicates.map((syndicate) => (
          <option key={syndicate.id} value={syndicate.id}>
            {syndicate.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger" data-testid="syndicate-error">
          {error}
        </p>
      )}
    </div>
  );
}
