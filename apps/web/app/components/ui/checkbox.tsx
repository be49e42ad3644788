import { type InputHTMLAttributes, type ReactNode, forwardRef, useId } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | null;
  id?: string;
}

/** A native checkbox (so forms and react-hook-form work unchanged) with a larger, branded box and its label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn(
            'mt-0.5 size-5 shrink-0 cursor-pointer rounded-md border-line accent-brand-ink',
            'disabled:cursor-not-allowed',
          )}
          {...rest}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-fg">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-8 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
