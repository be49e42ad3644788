/**
 * Dates typed and shown in the site's locale (SPEC §1 English, locale en-IE: day/month/year), whatever
 * language the browser runs in. `<input type="date">` follows the browser's own locale (mm/dd/yyyy in an
 * en-US Chrome), so date-of-birth fields are text fields that speak en-IE and hand ISO dates to the forms.
 */
import { DEFAULT_LOCALE, parseIsoDate } from '@stride/shared';

type Part = 'day' | 'month' | 'year';

/** The order of day, month and year in a locale's numeric dates (en-IE: day, month, year). */
export function datePartOrder(locale: string = DEFAULT_LOCALE): Part[] {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.UTC(2001, 10, 22)))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  return parts.length === 3 ? parts : ['day', 'month', 'year'];
}

/** What the field shows as its format hint: "DD/MM/YYYY" for en-IE. */
export function datePattern(locale: string = DEFAULT_LOCALE): string {
  const names: Record<Part, string> = { day: 'DD', month: 'MM', year: 'YYYY' };
  return datePartOrder(locale)
    .map((part) => names[part])
    .join('/');
}

/** An ISO 'YYYY-MM-DD' date as the locale writes it ("12/04/1985" in en-IE); '' for empty, as-is if not ISO. */
export function formatLocaleDate(iso: string, locale: string = DEFAULT_LOCALE): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const values: Record<Part, string> = {
    day: String(date.day).padStart(2, '0'),
    month: String(date.month).padStart(2, '0'),
    year: String(date.year).padStart(4, '0'),
  };
  return datePartOrder(locale)
    .map((part) => values[part])
    .join('/');
}

/**
 * The ISO date of what was typed in the locale's order ("12/4/1985", "12-04-1985", "12.04.1985"), or
 * null when it is not a real calendar date. Years must have four digits.
 */
export function parseLocaleDate(text: string, locale: string = DEFAULT_LOCALE): string | null {
  const pieces = text.trim().split(/[/.\-\s]+/);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const order = datePartOrder(locale);
  const value = (part: Part) => pieces[order.indexOf(part)]!;
  if (value('year').length !== 4 || value('day').length > 2 || value('month').length > 2) return null;
  const iso = `${value('year')}-${value('month').padStart(2, '0')}-${value('day').padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}
