/**
 * The only way a syndicate horse entry becomes JSON (API responses, the entry block of an update and
 * socket payloads alike): the race start as an instant plus its Europe/Dublin wall time.
 */
import { isoToDublinLocal, type HorseEntryResource } from '@stride/shared';
import type { HorseEntryRow } from '../services/horse-entries.js';

/** Presents an entry with its horse and syndicate. */
export function presentHorseEntry({ entry, horse, syndicate }: HorseEntryRow): HorseEntryResource {
  const date = entry.raceAt.toISOString();
  return {
    id: entry.id,
    date,
    time: isoToDublinLocal(date)?.time ?? '',
    updateType: entry.updateType,
    status: entry.status,
    horse: { id: horse.id, name: horse.name, slug: horse.slug },
    syndicate: { id: syndicate.id, name: syndicate.name },
    racetrack: entry.racetrack,
    raceNumber: entry.raceNumber,
    raceName: entry.raceName,
    distance: entry.distance,
    drawPosition: entry.drawPosition,
    jockey: entry.jockey,
    finishingPosition: entry.finishingPosition,
    previewComment: entry.previewComment,
    timeformComment: entry.timeformComment,
    racecardUrl: entry.racecardUrl,
    resultUrl: entry.resultUrl,
    replayUrl: entry.replayUrl,
    creationTrigger: entry.creationTrigger,
    postId: entry.postId,
  };
}
