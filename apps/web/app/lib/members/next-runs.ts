/**
 * The race-day summary of the entries page (issue 15): one card per run — the furthest stage recorded for
 * a race (a declaration over its five-day entry) — the next run of each of the member's horses, and a
 * countdown to the off. Pure functions, so the rules are tested without rendering or waiting.
 */
import { RACE_STAGE_ORDER, isoToDublinLocal, type HorseEntryResource } from '@stride/shared';

/**
 * Identity of a run, as the race data import sees it (decision 021): same horse, Irish race day,
 * racetrack and race number — a declaration whose off time moved is still the same run as its entry.
 */
function raceKey(entry: HorseEntryResource): string {
  const day = isoToDublinLocal(entry.date)?.date ?? entry.date;
  return `${entry.horse.id}|${day}|${entry.racetrack.trim().toLowerCase()}|${entry.raceNumber}`;
}

/**
 * One entry per run, at its furthest stage (5 Day Entry < Final Declaration < Result; a race preview
 * comment only stands for a run nothing else was recorded for). The order of the list is kept, each run
 * where its first entry was.
 */
export function latestStagePerRun(entries: readonly HorseEntryResource[]): HorseEntryResource[] {
  const byRace = new Map<string, HorseEntryResource>();
  for (const entry of entries) {
    const key = raceKey(entry);
    const seen = byRace.get(key);
    if (!seen || RACE_STAGE_ORDER[entry.updateType] > RACE_STAGE_ORDER[seen.updateType])
      byRace.set(key, entry);
  }
  return [...byRace.values()];
}

/**
 * The cards of the upcoming list: one per run at its latest stage (a declaration replaces its five-day
 * entry), while race preview comments — words, not a stage — keep their own cards.
 */
export function oneCardPerRun(entries: readonly HorseEntryResource[]): HorseEntryResource[] {
  const latest = new Set(
    latestStagePerRun(entries.filter((e) => e.updateType !== 'Race Preview Comment')).map((e) => e.id),
  );
  return entries.filter((e) => e.updateType === 'Race Preview Comment' || latest.has(e.id));
}

/** One entry per horse: its soonest upcoming race, at the furthest stage recorded; soonest first. */
export function nextRunPerHorse(entries: readonly HorseEntryResource[], now: Date): HorseEntryResource[] {
  const upcoming = entries.filter(
    (entry) => entry.updateType !== 'Result' && Date.parse(entry.date) > now.getTime(),
  );
  const byHorse = new Map<number, HorseEntryResource>();
  for (const entry of latestStagePerRun(upcoming)) {
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
