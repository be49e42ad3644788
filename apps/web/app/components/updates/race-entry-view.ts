/**
 * The race-entry block of SPEC §2 as display data: what each field reads like (date and time in
 * Europe/Dublin, finishing position as an ordinal or the non-finisher label of racing.ts), so the
 * component only lays it out and the rules are tested without rendering.
 */
import {
  type HorseEntryResource,
  dublinClockTime,
  dublinRaceDay,
  finishingPositionLabel,
} from '@stride/shared';

/** One labelled fact of the block. */
export interface EntryFact {
  label: string;
  value: string;
}

/** A racecard, result or replay link. */
export interface EntryLink {
  label: 'Racecard' | 'Result' | 'Replay';
  href: string;
}

export interface EntryView {
  updateType: string;
  /** e.g. 'Sat, 28 Nov 2026' in Dublin. */
  date: string;
  /** 'HH:mm' in Dublin. */
  time: string;
  /** ISO instant for a <time> element. */
  dateTime: string;
  horse: string;
  status: string;
  racetrack: string;
  /** 'Race 4 · The Paddy Power Chase'. */
  race: string;
  /** Finishing position ('1st', 'Pulled Up'), empty when none yet. */
  finishingPosition: string;
  facts: EntryFact[];
  previewComment: string | null;
  timeformComment: string | null;
  links: EntryLink[];
  /** True for a result (the finishing position is the headline). */
  isResult: boolean;
}

/** Dublin date label of an instant; the raw text when it is not a date. */
export function entryDateLabel(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dublinRaceDay(time);
}

/** Dublin 'HH:mm' of the race: the entry's own time field when set, else derived from its date. */
export function entryTimeLabel(entry: Pick<HorseEntryResource, 'date' | 'time'>): string {
  if (/^\d{2}:\d{2}/.test(entry.time)) return entry.time.slice(0, 5);
  const time = Date.parse(entry.date);
  return Number.isNaN(time) ? '' : dublinClockTime(time);
}

/** Builds the display data of an entry; optional facts that are empty are left out. */
export function entryView(entry: HorseEntryResource): EntryView {
  const finishingPosition = finishingPositionLabel(entry.finishingPosition);
  const facts: EntryFact[] = [];
  if (entry.jockey) facts.push({ label: 'Jockey', value: entry.jockey });
  if (entry.distance) facts.push({ label: 'Distance', value: entry.distance });
  if (entry.drawPosition !== null) facts.push({ label: 'Draw', value: String(entry.drawPosition) });
  if (finishingPosition) facts.push({ label: 'Finished', value: finishingPosition });
  const links: EntryLink[] = [];
  if (entry.racecardUrl) links.push({ label: 'Racecard', href: entry.racecardUrl });
  if (entry.resultUrl) links.push({ label: 'Result', href: entry.resultUrl });
  if (entry.replayUrl) links.push({ label: 'Replay', href: entry.replayUrl });
  return {
    updateType: entry.updateType,
    date: entryDateLabel(entry.date),
    time: entryTimeLabel(entry),
    dateTime: entry.date,
    horse: entry.horse.name,
    status: entry.status,
    racetrack: entry.racetrack,
    race: [`Race ${entry.raceNumber}`, entry.raceName].filter(Boolean).join(' · '),
    finishingPosition,
    facts,
    previewComment: entry.previewComment?.trim() || null,
    timeformComment: entry.timeformComment?.trim() || null,
    links,
    isResult: entry.updateType === 'Result',
  };
}
