/**
 * Upcoming race alerts (issue 15, decision 021): when they go out, and the socket event that carries
 * them to the app. Members get them for declared runners of their syndicates' horses when their
 * "Upcoming race alerts" toggle is on (SPEC §2 notifications page).
 */
import { dublinLocalToIso, isoToDublinLocal } from './time.js';

/** Alert kinds: the evening before race day, and about two hours before the off. */
export const RACE_ALERT_KINDS = ['evening', 'soon'] as const;
export type RaceAlertKind = (typeof RACE_ALERT_KINDS)[number];

/** Local Dublin time of the evening alert on the day before the race. */
export const RACE_ALERT_EVENING_TIME = '18:00';
/** How long before the off the second alert goes out. */
export const RACE_ALERT_SOON_MS = 2 * 3600 * 1000;

/** Socket.IO event name of an alert (sent to the member's own room). */
export const RACE_ALERT_EVENT = 'raceAlert';

/** What the alert event carries. */
export interface RaceAlertPayload {
  kind: RaceAlertKind;
  horseEntryId: number;
  horseId: number;
  horseName: string;
  syndicateName: string;
  /** ISO instant of the off. */
  raceAt: string;
  racetrack: string;
  raceNumber: number;
  raceName: string;
  title: string;
  body: string;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The alert kinds due at `now` for a race off at `raceAt`: `soon` within two hours of the off; `evening`
 * from 18:00 (Dublin) on the day before until midnight, unless the race is already within two hours.
 */
export function dueRaceAlertKinds(raceAt: Date, now: Date): RaceAlertKind[] {
  const off = raceAt.getTime();
  const at = now.getTime();
  if (at >= off) return [];
  if (at >= off - RACE_ALERT_SOON_MS) return ['soon'];
  const raceDay = isoToDublinLocal(raceAt.toISOString())?.date;
  if (!raceDay) return [];
  const eveningStart = dublinLocalToIso(addDays(raceDay, -1), RACE_ALERT_EVENING_TIME);
  const dayStart = dublinLocalToIso(raceDay, '00:00');
  if (!eveningStart || !dayStart) return [];
  return at >= Date.parse(eveningStart) && at < Date.parse(dayStart) ? ['evening'] : [];
}

/** Title of an alert as the app and the e-mail show it. */
export function raceAlertTitle(kind: RaceAlertKind, horseName: string): string {
  return kind === 'evening' ? `${horseName} runs tomorrow` : `${horseName} runs soon`;
}
