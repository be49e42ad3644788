import type { CountriesList } from '@stride/shared';
import { type SelectHTMLAttributes, forwardRef, useId } from 'react';
import { cn } from '../ui/cn';
import { selectClassName } from '../ui/select-style';

export interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  countries: CountriesList | null;
  error?: string;
}

/** The join form's required country select (SPEC §5): preferred countries first, then every country. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { label, countries, error, required, className, ...rest },
  ref,
) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={selectClassName(error)}
        {...rest}
      >
        <option value="">Select a country</option>
        {countries && countries.preferredChoices.length > 0 && (
          <optgroup label="Popular">
            {countries.preferredChoices.map((c) => (
              <option key={`p-${c.value}`} value={c.value}>
                {c.label}
              </option>
            ))}
          </optgroup>
        )}
        {countries && (
          <optgroup label="All countries">
            {countries.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
