/**
 * Race data import (issue 15, decision 021): reads a v1 racecard/results file, matches each runner to a
 * horse the caller may publish about, and works out what changes — a new race update (entry, final
 * declaration, result) or corrections to the current one. A dry run stops there; applying saves each row
 * in its own transaction (a bad row saves nothing and stops nothing else) and publishes the update the way
 * write-a-post does, so post.created / post.published fan out to sockets, notifications and e-mail.
 * Idempotent: the same file twice changes nothing, a file never moves a race backwards.
 */
import {
  CREATION_TRIGGER_RACE_DATA_IMPORT,
  RACE_DATA_MESSAGES,
  RACE_STAGE_ORDER,
  csvToRaceDataFile,
  dublinLocalToIso,
  idFromReference,
  isoToDublinLocal,
  raceDataFileSchema,
  raceDataRowSchema,
  raceUpdateTypeOfRow,
  type RaceDataFile,
  type RaceDataRow,
  type RaceImportResult,
  type RaceImportRowResult,
  type RaceUpdateType,
} from '@stride/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horseEntries, horses, posts, type HorseEntry } from '../db/schema/index.js';
import type { EventBus } from '../events/bus.js';
import { unprocessable } from '../lib/http-errors.js';

export interface RaceImportInput {
  /** Syndicates whose horses the caller may import for; null means every syndicate (administrators). */
  syndicateIds: readonly number[] | null;
  /** Author of the published updates. */
  authorId: number;
  dryRun: boolean;
  csv?: string | undefined;
  version?: unknown;
  rows?: unknown;
}

type HorseRef = { id: number; name: string; syndicateId: number };

/** The file of the request (CSV text or JSON), or a 422 naming what stops it being read. */
export function readRaceDataFile(input: Pick<RaceImportInput, 'csv' | 'version' | 'rows'>): RaceDataFile {
  if (input.csv !== undefined) {
    const read = csvToRaceDataFile(input.csv);
    if ('error' in read) throw unprocessable([{ propertyPath: 'file', message: read.error }]);
    return read.file;
  }
  const parsed = raceDataFileSchema.safeParse({ version: input.version, rows: input.rows });
  if (!parsed.success) {
    throw unprocessable([{ propertyPath: 'file', message: parsed.error.issues[0]!.message }]);
  }
  return parsed.data;
}

/** Edit distance, for "did you mean" suggestions of unmatched names. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** Up to three of the caller's horse names closest to an unmatched one. */
function suggestionsFor(name: string, candidates: readonly HorseRef[]): string[] {
  const wanted = name.toLowerCase();
  return candidates
    .map((horse) => {
      const have = horse.name.toLowerCase();
      const near = have.includes(wanted) || wanted.includes(have) ? 0 : distance(wanted, have);
      return { name: horse.name, near };
    })
    .filter((c) => c.near <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.near - b.near || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((c) => c.name);
}

function resolveHorse(
  input: string,
  byId: Map<number, HorseRef>,
  candidates: readonly HorseRef[],
): { horse: HorseRef } | { error: string; suggestions: string[] } {
  const id = /^\d+$/.test(input) || input.startsWith('/api/horses/') ? idFromReference(input) : null;
  if (id !== null) {
    const horse = byId.get(id);
    return horse ? { horse } : { error: RACE_DATA_MESSAGES.horseUnknown, suggestions: [] };
  }
  const matches = candidates.filter((h) => h.name.trim().toLowerCase() === input.toLowerCase());
  if (matches.length === 1) return { horse: matches[0]! };
  if (matches.length > 1) return { error: RACE_DATA_MESSAGES.horseAmbiguous, suggestions: [] };
  return { error: RACE_DATA_MESSAGES.horseUnknown, suggestions: suggestionsFor(input, candidates) };
}

/** Entry columns a row sets (empty cells leave what is stored: a results file need not repeat the jockey). */
function entryValues(row: RaceDataRow, raceAt: Date, updateType: RaceUpdateType) {
  const optional = {
    distance: row.distance || undefined,
    jockey: row.jockey || undefined,
    drawPosition: row.draw,
    finishingPosition: row.finishingPosition || undefined,
    racecardUrl: row.racecardUrl || undefined,
    resultUrl: row.resultUrl || undefined,
    replayUrl: row.replayUrl || undefined,
    timeformComment: row.timeformComment || undefined,
  };
  const set = Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined));
  return {
    raceAt,
    updateType,
    status: row.status,
    racetrack: row.racetrack,
    raceNumber: row.raceNumber,
    raceName: row.raceName,
    ...set,
  } as Partial<HorseEntry> &
    Pick<HorseEntry, 'raceAt' | 'updateType' | 'status' | 'racetrack' | 'raceNumber' | 'raceName'>;
}

/** Names of the columns whose stored value differs from what the row sets. */
function changedFields(entry: HorseEntry, values: Partial<HorseEntry>): string[] {
  return Object.entries(values)
    .filter(([key, value]) => {
      const stored = entry[key as keyof HorseEntry];
      if (value instanceof Date) return !(stored instanceof Date) || stored.getTime() !== value.getTime();
      return stored !== value;
    })
    .map(([key]) => key);
}

/** The entries already recorded for a horse's race (same Dublin day, racetrack and race number). */
async function entriesOfRace(db: Db, horseId: number, row: RaceDataRow): Promise<HorseEntry[]> {
  const rows = await db
    .select()
    .from(horseEntries)
    .where(and(eq(horseEntries.horseId, horseId), eq(horseEntries.raceNumber, row.raceNumber)));
  return rows.filter(
    (e) =>
      e.racetrack.trim().toLowerCase() === row.racetrack.trim().toLowerCase() &&
      isoToDublinLocal(e.raceAt.toISOString())?.date === row.date,
  );
}

/** The furthest stage recorded for the race (a preview comment is not a stage). */
function currentStage(entries: readonly HorseEntry[]): HorseEntry | null {
  let best: HorseEntry | null = null;
  for (const e of entries) {
    if (e.updateType === 'Race Preview Comment') continue;
    if (!best || RACE_STAGE_ORDER[e.updateType] > RACE_STAGE_ORDER[best.updateType]) best = e;
  }
  return best;
}

type Plan =
  | { action: 'create'; values: ReturnType<typeof entryValues>; changes: string[] }
  | { action: 'update'; entry: HorseEntry; values: Partial<HorseEntry>; changes: string[] }
  | { action: 'unchanged' };

async function planRow(db: Db, horse: HorseRef, row: RaceDataRow, raceAt: Date): Promise<Plan> {
  const updateType = raceUpdateTypeOfRow(row);
  const values = entryValues(row, raceAt, updateType);
  const current = currentStage(await entriesOfRace(db, horse.id, row));
  if (!current || RACE_STAGE_ORDER[updateType] > RACE_STAGE_ORDER[current.updateType]) {
    return { action: 'create', values, changes: Object.keys(values) };
  }
  if (RACE_STAGE_ORDER[updateType] < RACE_STAGE_ORDER[current.updateType]) return { action: 'unchanged' };
  const changes = changedFields(current, values);
  return changes.length === 0
    ? { action: 'unchanged' }
    : { action: 'update', entry: current, values, changes };
}

/** Saves one planned row atomically; returns the entry id and the events to emit once committed. */
async function applyPlan(
  db: Db,
  events: EventBus,
  horse: HorseRef,
  plan: Exclude<Plan, { action: 'unchanged' }>,
  authorId: number,
): Promise<number> {
  if (plan.action === 'update') {
    await db.update(horseEntries).set(plan.values).where(eq(horseEntries.id, plan.entry.id));
    if (plan.entry.postId !== null) {
      events.emit('post.updated', {
        postId: plan.entry.postId,
        syndicateId: horse.syndicateId,
        horseId: horse.id,
        actorId: authorId,
      });
    }
    return plan.entry.id;
  }
  const { entryId, postId } = await db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(horseEntries)
      .values({
        ...plan.values,
        horseId: horse.id,
        syndicateId: horse.syndicateId,
        creationTrigger: CREATION_TRIGGER_RACE_DATA_IMPORT,
      })
      .returning({ id: horseEntries.id });
    const [post] = await tx
      .insert(posts)
      .values({
        syndicateId: horse.syndicateId,
        horseId: horse.id,
        authorId,
        comment: '',
        type: plan.values.updateType === 'Result' ? 'text' : 'upcoming_race',
        publicationStatus: 'published',
        notify: true,
        postedAt: new Date(),
        horseEntryId: entry!.id,
      })
      .returning({ id: posts.id });
    await tx.update(horseEntries).set({ postId: post!.id }).where(eq(horseEntries.id, entry!.id));
    return { entryId: entry!.id, postId: post!.id };
  });
  // The events write-a-post's create + publish emit, after the commit (processors load by id).
  const ids = { postId, syndicateId: horse.syndicateId, horseId: horse.id };
  events.emit('post.created', { ...ids, actorId: authorId });
  events.emit('post.published', { ...ids, notify: true });
  return entryId;
}

/** Previews (dryRun) or applies a race data file; per-row results in file order. */
export async function importRaceData(
  deps: { db: Db; events: EventBus },
  input: RaceImportInput,
): Promise<RaceImportResult> {
  const file = readRaceDataFile(input);
  const scope = input.syndicateIds;
  const candidates: HorseRef[] =
    scope !== null && scope.length === 0
      ? []
      : await deps.db
          .select({ id: horses.id, name: horses.name, syndicateId: horses.syndicateId })
          .from(horses)
          .where(scope === null ? undefined : inArray(horses.syndicateId, [...scope]));
  const byId = new Map(candidates.map((h) => [h.id, h]));
  const results: RaceImportRowResult[] = [];

  for (const [index, raw] of file.rows.entries()) {
    const result: RaceImportRowResult = {
      row: index + 1,
      action: 'error',
      horse: null,
      horseInput: String(raw.horse ?? ''),
      updateType: null,
      changes: [],
      errors: [],
      suggestions: [],
      entryId: null,
    };
    results.push(result);
    const parsed = raceDataRowSchema.safeParse(raw);
    if (!parsed.success) {
      result.errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      continue;
    }
    const row = parsed.data;
    result.updateType = raceUpdateTypeOfRow(row);
    const match = resolveHorse(row.horse, byId, candidates);
    if ('error' in match) {
      result.errors = [{ field: 'horse', message: match.error }];
      result.suggestions = match.suggestions;
      continue;
    }
    result.horse = match.horse;
    const iso = dublinLocalToIso(row.date, row.offTime);
    if (!iso) {
      result.errors = [{ field: 'date', message: 'Date incorrect format' }];
      continue;
    }
    const plan = await planRow(deps.db, match.horse, row, new Date(iso));
    result.action = plan.action;
    if (plan.action === 'unchanged') continue;
    result.changes = plan.changes;
    if (input.dryRun) continue;
    try {
      result.entryId = await applyPlan(deps.db, deps.events, match.horse, plan, input.authorId);
    } catch {
      result.action = 'error';
      result.errors = [{ field: 'row', message: 'This row could not be saved; nothing of it was kept' }];
    }
  }
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of results) summary[r.action] += 1;
  return { dryRun: input.dryRun, version: file.version, rows: results, summary };
}
