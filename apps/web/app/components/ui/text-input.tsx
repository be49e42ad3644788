import { type InputHTMLAttributes, type ReactNode, forwardRef, useId } from 'react';
import { cn } from './cn';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field in red and linked with aria-describedby; marks the field invalid. */
  error?: string | null;
  /** Helper text under the field, also linked with aria-describedby. */
  hint?: ReactNode;
  id?: string;
}

/** A labelled text field with hint and error text wired for screen readers; works with react-hook-form's register. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, id, className, type = 'text', required, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-12 w-full rounded-control border bg-surface px-4 text-base text-fg shadow-[inset_0_1px_2px_rgb(12_19_38/0.04)]',
          'placeholder:text-fg-subtle/80 transition-[border-color,box-shadow] duration-150',
          'focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25',
          'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-fg-subtle',
          error ? 'border-danger' : 'border-line hover:border-fg-subtle/60',
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
