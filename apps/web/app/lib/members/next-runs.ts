/**
 * The race-day summary of the entries page (issue 15): the next run of each of the member's horses (the
 * furthest stage recorded for that race: a declaration over its five-day entry) and a countdown to the
 * off. Pure functions, so the rules are tested without rendering or waiting.
 */
import { RACE_STAGE_ORDER, type HorseEntryResource } from '@stride/shared';

/** Identity of a race for one horse: same horse, off time, racetrack and race number. */
function raceKey(entry: HorseEntryResource): string {
  return `${entry.horse.id}|${entry.date}|${entry.racetrack.toLowerCase()}|${entry.raceNumber}`;
}

/** One entry per horse: its soonest upcoming race, at the furthest stage recorded; soonest first. */
export function nextRunPerHorse(entries: readonly HorseEntryResource[], now: Date): HorseEntryResource[] {
  const byRace = new Map<string, HorseEntryResource>();
  for (const entry of entries) {
    if (entry.updateType === 'Result' || Date.parse(entry.date) <= now.getTime()) continue;
    const key = raceKey(entry);
    const seen = byRace.get(key);
    if (!seen || RACE_STAGE_ORDER[entry.updateType] > RACE_STAGE_ORDER[seen.updateType])
      byRace.set(key, entry);
  }
  const byHorse = new Map<number, HorseEntryResource>();
  for (const entry of byRace.values()) {
    const seen = byHorse.get(entry.horse.id);
    if (!seen || Date.parse(entry.date) < Date.parse(seen.date)) byHorse.set(entry.horse.id, entry);
  }
  return [...byHorse.values()].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** "in 2 days 3 hours", "in 3 hours 5 minutes", "in 12 minutes", "Off now" — to the off, from `now`. */
export function countdownLabel(offIso: string, now: Date): string {
  const ms = Date.parse(offIso) - now.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms <= 60_000) return 'Off now';
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) return `in ${unit(days, 'day')}${hours > 0 ? ` ${unit(hours, 'hour')}` : ''}`;
  if (hours > 0) return `in ${unit(hours, 'hour')}${mins > 0 ? ` ${unit(mins, 'minute')}` : ''}`;
  return `in ${unit(mins, 'minute')}`;
}
