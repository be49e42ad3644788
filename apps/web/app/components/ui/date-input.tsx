import { DEFAULT_LOCALE } from '@stride/shared';
import { type ReactNode, forwardRef, useEffect, useState } from 'react';
import { datePattern, formatLocaleDate, parseLocaleDate } from '../../lib/dates/locale-date';
import { TextInput } from './text-input';

export interface DateInputProps {
  label: ReactNode;
  name: string;
  /** ISO 'YYYY-MM-DD', '' when empty, or the raw text while it is not a date yet. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  locale?: string;
}

/**
 * A date typed in the site's locale (en-IE: DD/MM/YYYY), not the browser's (issue 18 item 15): a design
 * system text field whose form value is the ISO date, so the shared schemas check it unchanged. Text that
 * is not a date yet is handed on as typed, so the schema's "valid date" message shows on submit.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value = '', onChange, locale = DEFAULT_LOCALE, hint, ...rest },
  ref,
) {
  const [text, setText] = useState(() => formatLocaleDate(value, locale));
  // A value set from outside (a reset after saving, a prefilled profile) replaces what is shown.
  useEffect(() => {
    setText((current) =>
      (parseLocaleDate(current, locale) ?? current) === value ? current : formatLocaleDate(value, locale),
    );
  }, [value, locale]);
  const pattern = datePattern(locale);
  return (
    <TextInput
      ref={ref}
      type="text"
      inputMode="numeric"
      placeholder={pattern}
      hint={
        hint ? (
          <>
            {hint} · {pattern}
          </>
        ) : (
          pattern
        )
      }
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parseLocaleDate(typed, locale) ?? typed));
      }}
      {...rest}
    />
  );
});
