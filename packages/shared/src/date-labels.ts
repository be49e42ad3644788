/**
 * Dates as the product writes them: how long ago (SPEC §9's relative-time labels), and dates and times
 * in the site's locale (SPEC §1, en-IE; race entries in Europe/Dublin time, SPEC §9), the latter
 * written without `Intl` (decision 054): a page's first `Intl.DateTimeFormat` costs it 30–50 ms on a slow
 * core (the engine loads its locale and time-zone data), and members' pages made one in the takeover's
 * task for a tooltip. Each function writes exactly what `Intl.DateTimeFormat('en-IE', …)` writes with the
 * options named in its comment — `date-labels.test.ts` holds them to it over decades of instants — so the
 * server and the browser print the same text.
 *
 * No imports on purpose: a shared module without imports gets a chunk of its own (build-config's
 * sharedElsewhereName), so these labels load with the pages that show them, never with the shell.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Label of how long ago `date` was: few seconds, 1 Min, N Mins, 1 Hour, N Hrs, 1 Day, N Days, 1 Month … N Years. */
export function relativeTimeLabel(date: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, new Date(now).getTime() - new Date(date).getTime());
  if (Number.isNaN(elapsed) || elapsed < MINUTE) return 'few seconds';
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? '1 Min' : `${minutes} Mins`;
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? '1 Hour' : `${hours} Hrs`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return days === 1 ? '1 Day' : `${days} Days`;
  const months = Math.floor(days / 30);
  if (months < 12) return months === 1 ? '1 Month' : `${months} Months`;
  const years = Math.max(1, Math.floor(days / 365));
  return years === 1 ? '1 Year' : `${years} Years`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-IE's abbreviations: September is "Sept" (CLDR 42 on), every other month its first three letters.
const MONTHS_SHORT = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));
const WEEKDAYS_SHORT = WEEKDAYS.map((day) => day.slice(0, 3));

/** The wall clock of an instant somewhere: month and weekday 0-based, as `Date` counts them. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The wall clock of `date` in the time zone this process runs in (the browser's: the viewer's own). */
function localClock(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when EU summer time starts or ends. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Years whose Dublin clock follows the EU rule (summer time last Sunday of March → of October). */
const RULE_FROM = 1996;
const RULE_TO = 2037;

/** Made only for an instant outside the EU rule's years (Intl knows the history; the rule does not). */
let dublinOffsetFormat: Intl.DateTimeFormat | undefined;

/**
 * Minutes Europe/Dublin is ahead of UTC at `epochMs` (60 in summer time, 0 in winter), by the EU rule
 * where it holds. time.ts's exported `dublinOffsetMinutes` answers the same through `Intl` for the entry
 * forms' conversions; it is not imported here because this module must stay import-free (see above), and
 * the test holds this one to `Intl` at every clock change of the rule's years.
 */
function dublinOffsetByRule(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  if (year >= RULE_FROM && year <= RULE_TO) {
    return epochMs >= lastSundayAt0100Utc(year, 2) && epochMs < lastSundayAt0100Utc(year, 9) ? 60 : 0;
  }
  dublinOffsetFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    timeZoneName: 'longOffset',
  });
  const name = dublinOffsetFormat.formatToParts(epochMs).find((part) => part.type === 'timeZoneName');
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name?.value ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The wall clock of an instant in Europe/Dublin. */
function dublinClock(epochMs: number): WallClock {
  const shifted = new Date(epochMs + dublinOffsetByRule(epochMs) * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** "Sat 28 Nov 2026": a race's day in Dublin (`{ timeZone: 'Europe/Dublin', weekday, day, month: 'short', year }`). */
export function dublinRaceDay(epochMs: number): string {
  const c = dublinClock(epochMs);
  return `${WEEKDAYS_SHORT[c.weekday]} ${c.day} ${MONTHS_SHORT[c.month]} ${c.year}`;
}

/** "14:30": a race's time in Dublin (`{ timeZone: 'Europe/Dublin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }`). */
export function dublinClockTime(epochMs: number): string {
  const c = dublinClock(epochMs);
  return `${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** "3 March 2025": a page's update day in Dublin (`{ timeZone: 'Europe/Dublin', day, month: 'long', year }`). */
export function dublinLongDate(epochMs: number): string {
  const c = dublinClock(epochMs);
  return `${c.day} ${MONTHS[c.month]} ${c.year}`;
}

/** "28 Nov 2026, 14:30" in the viewer's time zone (`{ dateStyle: 'medium', timeStyle: 'short' }`). */
export function mediumDateTime(date: Date): string {
  const c = localClock(date);
  return `${c.day} ${MONTHS_SHORT[c.month]} ${c.year}, ${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** "Thursday 1 January 2026 at 09:05" in the viewer's time zone (`{ dateStyle: 'full', timeStyle: 'short' }`). */
export function fullDateTime(date: Date): string {
  const c = localClock(date);
  return `${WEEKDAYS[c.weekday]} ${c.day} ${MONTHS[c.month]} ${c.year} at ${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** "Thu, 1 Jan" in the viewer's time zone (`{ weekday: 'short', day: 'numeric', month: 'short' }`). */
export function weekdayDayMonth(date: Date): string {
  const c = localClock(date);
  return `${WEEKDAYS_SHORT[c.weekday]}, ${c.day} ${MONTHS_SHORT[c.month]}`;
}

/** "9 Jan 2026" in the viewer's time zone (`{ day: 'numeric', month: 'short', year: 'numeric' }`). */
export function dayMonthYear(date: Date): string {
  const c = localClock(date);
  return `${c.day} ${MONTHS_SHORT[c.month]} ${c.year}`;
}

/** "09:05" in the viewer's time zone (`{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }`). */
export function clockTime(date: Date): string {
  const c = localClock(date);
  return `${pad2(c.hour)}:${pad2(c.minute)}`;
}
