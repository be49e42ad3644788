/**
 * The race entry attached to a post (SPEC §5 horse entry): required update type, date, time, race
 * number, racetrack and race name; optional distance, draw position, jockey and finishing position.
 * Date and time are Europe/Dublin local; the submit turns them into an ISO datetime with offset.
 */
import { RACE_UPDATE_TYPES, type HorseEntryInput } from '@stride/shared';
import { useId } from 'react';
import { cn } from '../ui/cn';
import { TextInput } from '../ui/text-input';

/** Form state of the entry: every field as the inputs hold it. */
export type EntryFormValues = Record<Exclude<keyof HorseEntryInput, 'status'>, string>;

export const EMPTY_ENTRY: EntryFormValues = {
  updateType: '',
  date: '',
  time: '',
  raceNumber: '',
  racetrack: '',
  raceName: '',
  distance: '',
  drawPosition: '',
  jockey: '',
  finishingPosition: '',
};

export interface HorseEntryFieldsProps {
  values: EntryFormValues;
  onChange: (values: EntryFormValues) => void;
  errors: Partial<Record<keyof EntryFormValues, string>>;
  disabled?: boolean;
}

/** The entry's fields in a responsive grid. */
export function HorseEntryFields({ values, onChange, errors, disabled }: HorseEntryFieldsProps) {
  const id = useId();
  const set = (field: keyof EntryFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const typeError = errors.updateType;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <div className="flex flex-col gap-1.5 sm:col-span-6">
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-fg">
          Update type
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </label>
        <select
          id={`${id}-type`}
          value={values.updateType}
          onChange={set('updateType')}
          disabled={disabled}
          required
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          className={cn(
            'h-12 w-full appearance-none rounded-control border bg-surface bg-[length:20px] bg-[right_14px_center] bg-no-repeat px-4 pr-10 text-base text-fg',
            "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234a5368' stroke-width='2'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")]",
            'focus-visible:border-brand-ink focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/25',
            typeError ? 'border-danger' : 'border-line',
          )}
        >
          <option value="">Choose the kind of race update</option>
          {RACE_UPDATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {typeError && (
          <p id={`${id}-type-error`} className="text-sm font-medium text-danger">
            {typeError}
          </p>
        )}
      </div>
      <TextInput
        className="sm:col-span-3"
        label="Date"
        type="date"
        required
        value={values.date}
        onChange={set('date')}
        error={errors.date}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-3"
        label="Time"
        type="time"
        required
        value={values.time}
        onChange={set('time')}
        error={errors.time}
        hint="Irish time"
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-2"
        label="Race number"
        inputMode="numeric"
        required
        value={values.raceNumber}
        onChange={set('raceNumber')}
        error={errors.raceNumber}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-4"
        label="Racetrack"
        required
        value={values.racetrack}
        onChange={set('racetrack')}
        error={errors.racetrack}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-6"
        label="Race name"
        required
        value={values.raceName}
        onChange={set('raceName')}
        error={errors.raceName}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-3"
        label="Distance"
        placeholder="e.g. 2m 4f"
        value={values.distance}
        onChange={set('distance')}
        error={errors.distance}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-3"
        label="Draw position"
        inputMode="numeric"
        value={values.drawPosition}
        onChange={set('drawPosition')}
        error={errors.drawPosition}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-3"
        label="Jockey"
        value={values.jockey}
        onChange={set('jockey')}
        error={errors.jockey}
        disabled={disabled}
      />
      <TextInput
        className="sm:col-span-3"
        label="Finishing position"
        placeholder="e.g. 1 or pu"
        value={values.finishingPosition}
        onChange={set('finishingPosition')}
        error={errors.finishingPosition}
        disabled={disabled}
      />
    </div>
  );
}
