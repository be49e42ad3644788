/**
 * SPEC §5 validation messages and the reusable zod field rules built on them. Form schemas (forms/)
 * compose these so react-hook-form and the API report the same words.
 */
import { z } from 'zod';
import {
  FIELD_LABELS,
  requiredMessage,
  incorrectFormatMessage,
  tooLongMessage,
  EMAIL_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PHONE_LENGTH_MESSAGE,
  PASSWORD_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
} from './validation-messages.js';

export * from './validation-messages.js';

/** A required, trimmed, length-bounded text field with the SPEC's required message. */
export function requiredText(label: string, max: number = TEXT_MAX_LENGTH) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label), abort: true })
    .max(max, { error: tooLongMessage(label, max) });
}

/** An optional text field: empty string or missing is fine, still length-bounded. */
export function optionalText(label: string, max: number = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .optional();
}

/** A required e-mail: required message, then the capitalised format message. */
export function emailField(requiredLabel: string = FIELD_LABELS.email, formatLabel = 'email') {
  return requiredText(requiredLabel, EMAIL_MAX_LENGTH).regex(z.regexes.email, {
    error: incorrectFormatMessage(formatLabel),
  });
}

/** True for an acceptable phone value: empty, or 10–20 characters (SPEC §5, §9). */
export function isValidOptionalPhone(value: string): boolean {
  const length = value.trim().length;
  return length === 0 || (length >= PHONE_MIN_LENGTH && length <= PHONE_MAX_LENGTH);
}

/** Optional phone: empty or missing is fine, otherwise 10 to 20 characters. */
export function optionalPhoneField() {
  return z.string().trim().refine(isValidOptionalPhone, { error: PHONE_LENGTH_MESSAGE }).optional();
}

/** Lists which password rules a candidate breaks (empty when it passes), for live hints in the UI. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_MESSAGES.lowercase);
  if (!/\d/.test(password)) problems.push(PASSWORD_MESSAGES.digit);
  if (![...PASSWORD_SPECIAL_CHARACTERS].some((char) => password.includes(char))) {
    problems.push(PASSWORD_MESSAGES.special);
  }
  return problems;
}

/** A new password obeying every SPEC §5 rule; each broken rule becomes its own issue. */
export function passwordField(label: string = FIELD_LABELS.password) {
  return z
    .string({ error: requiredMessage(label) })
    .min(1, { error: requiredMessage(label), abort: true })
    .superRefine((value, ctx) => {
      for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
    });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'YYYY-MM-DD' into calendar parts, null when it is not a real date (e.g. 2023-02-30). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Whole years between a 'YYYY-MM-DD' birth date and `now` (calendar-based, birthday counted on the day). */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

export interface DateOfBirthOptions {
  minAge?: number;
  maxAge?: number;
  /** Clock for tests; defaults to the time of validation. */
  now?: () => Date;
}

/** Checks a date of birth; returns the message of the first broken rule or null (SPEC §5). */
export function dateOfBirthProblem(value: string, options: DateOfBirthOptions = {}): string | null {
  const age = ageOn(value, options.now?.() ?? new Date());
  if (age === null || age < 0) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (options.minAge !== undefined && age < options.minAge)
    return DATE_OF_BIRTH_MESSAGES.tooYoung(options.minAge);
  if (options.maxAge !== undefined && age > options.maxAge)
    return DATE_OF_BIRTH_MESSAGES.tooOld(options.maxAge);
  return null;
}

/** A required 'YYYY-MM-DD' date of birth, with optional age bounds. */
export function dateOfBirthField(options: DateOfBirthOptions = {}) {
  return requiredText(FIELD_LABELS.dateOfBirth, 32).superRefine((value, ctx) => {
    const problem = dateOfBirthProblem(value, options);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** An optional date of birth: empty or missing is fine, otherwise checked like dateOfBirthField. */
export function optionalDateOfBirthField(options: DateOfBirthOptions = {}) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const problem = dateOfBirthProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional();
}

/** '{Field} must be a whole number between {min} and {max}'. */
export function wholeNumberMessage(field: string, min: number, max: number): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} must be a whole number between ${min} and ${max}`;
}

function toWholeNumber(value: string | number): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
}

/** A required whole number that form inputs may send as a string ('' counts as missing). */
export function requiredWholeNumber(label: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: requiredMessage(label) }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
      return z.NEVER;
    }
    const n = toWholeNumber(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: wholeNumberMessage(label, min, max) });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional whole number: missing, null or '' give undefined, anything else must be in range. */
export function optionalWholeNumber(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: wholeNumberMessage(label, min, max) })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
        return undefined;
      }
      const n = toWholeNumber(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: wholeNumberMessage(label, min, max) });
        return z.NEVER;
      }
      return n;
    });
}
