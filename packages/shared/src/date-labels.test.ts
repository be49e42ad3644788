import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayMonthYear,
  dublinClockTime,
  dublinLongDate,
  dublinRaceDay,
  fullDateTime,
  mediumDateTime,
  relativeTimeLabel,
  weekdayDayMonth,
} from './date-labels.js';

// The oracle: what Intl writes for en-IE with the options each label names.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IE', options);
const DUBLIN = { timeZone: 'Europe/Dublin' } as const;

/** Instants every `stepMinutes` from `fromMs` for `hours` hours. */
function around(fromMs: number, hours: number, stepMinutes: number): number[] {
  const out: number[] = [];
  for (let t = fromMs; t <= fromMs + hours * 3_600_000; t += stepMinutes * 60_000) out.push(t);
  return out;
}

/** A deterministic spread of instants between two years (no Math.random: a failure must repeat). */
function spread(fromYear: number, toYear: number, count: number): number[] {
  const from = Date.UTC(fromYear, 0, 1);
  const span = Date.UTC(toYear, 0, 1) - from;
  let seed = 20261129;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return from + Math.floor((seed / 2147483648) * span);
  });
}

/** Every Dublin clock change of the EU rule's years, with the hours around it every 15 minutes. */
function clockChanges(): number[] {
  const out: number[] = [];
  for (let year = 1996; year <= 2037; year += 1) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
      out.push(...around(change - 3 * 3_600_000, 6, 15));
    }
  }
  return out;
}

describe('date labels write what Intl writes for en-IE', () => {
  it('race days and times in Dublin, across every clock change of 1996–2037 and before and after', () => {
    const day = intl({ ...DUBLIN, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    const time = intl({ ...DUBLIN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const long = intl({ ...DUBLIN, day: 'numeric', month: 'long', year: 'numeric' });
    for (const t of [...clockChanges(), ...spread(1950, 2100, 3000)]) {
      expect(dublinRaceDay(t), new Date(t).toISOString()).toBe(day.format(t));
      expect(dublinClockTime(t), new Date(t).toISOString()).toBe(time.format(t));
      expect(dublinLongDate(t), new Date(t).toISOString()).toBe(long.format(t));
    }
  });

  it("the viewer's own dates and times, every month and hour of the clock", () => {
    const formats = [
      [mediumDateTime, intl({ dateStyle: 'medium', timeStyle: 'short' })],
      [fullDateTime, intl({ dateStyle: 'full', timeStyle: 'short' })],
      [weekdayDayMonth, intl({ weekday: 'short', day: 'numeric', month: 'short' })],
      [dayMonthYear, intl({ day: 'numeric', month: 'short', year: 'numeric' })],
      [clockTime, intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })],
    ] as const;
    const instants = [
      ...around(Date.UTC(2026, 0, 1), 24 * 366, 7 * 60 + 13),
      ...spread(1970, 2100, 2000),
      ...clockChanges().filter((_, i) => i % 5 === 0),
    ];
    for (const t of instants) {
      for (const [label, format] of formats) {
        expect(label(new Date(t)), `${label.name} ${new Date(t).toISOString()}`).toBe(format.format(t));
      }
    }
  });

  it('reads as the SPEC writes dates (en-IE: day before month, "Sept")', () => {
    const t = Date.UTC(2026, 8, 12, 13, 5);
    expect(dublinRaceDay(t)).toBe('Sat 12 Sept 2026');
    expect(dublinClockTime(t)).toBe('14:05');
    expect(dublinLongDate(Date.UTC(2025, 2, 3, 12))).toBe('3 March 2025');
    // Winter: Dublin is on UTC.
    expect(dublinClockTime(Date.UTC(2026, 10, 28, 14, 30))).toBe('14:30');
  });
});

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTimeLabel', () => {
  it('uses the SPEC §9 labels', () => {
    expect(relativeTimeLabel(ago(59_000), now)).toBe('few seconds');
    expect(relativeTimeLabel(ago(MIN), now)).toBe('1 Min');
    expect(relativeTimeLabel(ago(59 * MIN), now)).toBe('59 Mins');
    expect(relativeTimeLabel(ago(HOUR), now)).toBe('1 Hour');
    expect(relativeTimeLabel(ago(23 * HOUR), now)).toBe('23 Hrs');
    expect(relativeTimeLabel(ago(DAY), now)).toBe('1 Day');
    expect(relativeTimeLabel(ago(29 * DAY), now)).toBe('29 Days');
    expect(relativeTimeLabel(ago(30 * DAY), now)).toBe('1 Month');
    expect(relativeTimeLabel(ago(300 * DAY), now)).toBe('10 Months');
    expect(relativeTimeLabel(ago(360 * DAY), now)).toBe('1 Year');
    expect(relativeTimeLabel(ago(800 * DAY), now)).toBe('2 Years');
  });

  it('treats future and invalid dates as just now', () => {
    expect(relativeTimeLabel(new Date(now.getTime() + HOUR), now)).toBe('few seconds');
    expect(relativeTimeLabel('not a date', now)).toBe('few seconds');
    expect(relativeTimeLabel('2025-06-15T10:00:00Z', now)).toBe('2 Hrs');
  });
});
