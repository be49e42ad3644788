/**
 * What "Publish" and "Save draft" send (SPEC §7): the horse entry first (POST syndicate horse entries with
 * the date as a Europe/Dublin ISO datetime and creationTrigger 'manual post'), then the post (POST updates
 * with syndicate, horse and entry references, expectedNumberAssets and type), then the files through the
 * multipart client. An empty draft sends nothing at all (SPEC §4).
 */
import {
  CREATION_TRIGGER_MANUAL_POST,
  type HorseEntry,
  dublinLocalToIso,
  iri,
  isPostDraftEmpty,
  postTypeForFiles,
} from '@stride/shared';
import type { ApiClient } from '../../lib/api/client';
import { PUBLISHING_PATHS } from '../../lib/uploads/api-paths';

/** The composer's state at submit time (already validated). */
export interface ComposerDraft {
  syndicateId: number;
  horseId: number;
  /** HTML from the editor; '' when empty. */
  comment: string;
  files: readonly { name: string; size: number; type: string }[];
  horseEntry: HorseEntry | null;
  publish: boolean;
  notify: boolean;
}

/** Body of POST syndicate horse entries. */
export function horseEntryBody(draft: Pick<ComposerDraft, 'syndicateId' | 'horseId'>, entry: HorseEntry) {
  const date = dublinLocalToIso(entry.date, entry.time);
  if (!date) throw new Error(`Invalid race date ${entry.date} ${entry.time}`);
  return {
    horse: iri('horses', draft.horseId),
    syndicate: iri('syndicates', draft.syndicateId),
    creationTrigger: CREATION_TRIGGER_MANUAL_POST,
    date,
    time: entry.time,
    updateType: entry.updateType,
    raceNumber: entry.raceNumber,
    racetrack: entry.racetrack,
    raceName: entry.raceName,
    // Optional fields travel only when given (the API's shared schema takes strings, not nulls).
    ...(entry.distance ? { distance: entry.distance } : {}),
    ...(entry.drawPosition !== undefined ? { drawPosition: entry.drawPosition } : {}),
    ...(entry.jockey ? { jockey: entry.jockey } : {}),
    ...(entry.finishingPosition ? { finishingPosition: entry.finishingPosition } : {}),
    ...(entry.status !== undefined ? { status: entry.status } : {}),
  };
}

/** Body of POST updates. */
export function postBody(draft: ComposerDraft, horseEntryId: number | null) {
  return {
    syndicate: iri('syndicates', draft.syndicateId),
    horse: iri('horses', draft.horseId),
    comment: draft.comment,
    expectedNumberAssets: draft.files.length,
    type: postTypeForFiles(draft.files),
    filesMeta: draft.files.map((file) => ({
      name: file.name,
      size: file.size,
      ...(file.type ? { type: file.type } : {}),
    })),
    // Always a draft at first: published by PATCH once the files are up (SPEC §4; decision 012).
    publicationStatus: draft.publish ? 'draft' : 'user_draft',
    notify: draft.notify,
    ...(horseEntryId !== null ? { horseEntry: iri('syndicate-horse-entries', horseEntryId) } : {}),
  };
}

/** What the API answers for a created post (only what the composer needs of it). */
export interface CreatedPost {
  id: number;
  publicationStatus: string;
}

/**
 * Creates the entry and the post; null when the draft is empty (nothing is sent). The caller uploads the
 * files afterwards with uploadPostFiles.
 */
export async function createPost(api: ApiClient, draft: ComposerDraft): Promise<CreatedPost | null> {
  if (
    isPostDraftEmpty({
      comment: draft.comment,
      filesMeta: draft.files,
      horseEntry: draft.horseEntry ?? undefined,
    })
  ) {
    return null;
  }
  let horseEntryId: number | null = null;
  if (draft.horseEntry) {
    const entry = await api.post<{ id: number }>(
      PUBLISHING_PATHS.horseEntries,
      horseEntryBody(draft, draft.horseEntry),
    );
    horseEntryId = entry.id;
  }
  return api.post<CreatedPost>(PUBLISHING_PATHS.updates, postBody(draft, horseEntryId));
}
