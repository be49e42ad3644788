/**
 * raceAlert.sent → the `raceAlert` socket event in each recipient's own room (any instance reaches it
 * through the Redis adapter). The payload is built once from the entry; every recipient is a person of
 * the horse's syndicate the alert service already chose by their toggles.
 */
import { RACE_ALERT_EVENT, raceAlertTitle, userRoom, type RaceAlertPayload } from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { horseEntries, horses, syndicates } from '../../db/schema/index.js';
import type { Realtime } from '../../realtime/socket-server.js';
import { raceAlertBody } from '../../services/race-alerts.js';

/** Subscribes the race alert socket delivery; returns a function that unsubscribes it. */
export function registerRaceAlertSockets(app: FastifyInstance, realtime: Realtime): () => void {
  return app.events.on('raceAlert.sent', async ({ horseEntryId, kind, userIds }) => {
    const [row] = await app.db
      .select({ entry: horseEntries, horseName: horses.name, syndicateName: syndicates.name })
      .from(horseEntries)
      .innerJoin(horses, eq(horses.id, horseEntries.horseId))
      .innerJoin(syndicates, eq(syndicates.id, horseEntries.syndicateId))
      .where(eq(horseEntries.id, horseEntryId));
    if (!row || userIds.length === 0) return;
    const payload: RaceAlertPayload = {
      kind,
      horseEntryId,
      horseId: row.entry.horseId,
      horseName: row.horseName,
      syndicateName: row.syndicateName,
      raceAt: row.entry.raceAt.toISOString(),
      racetrack: row.entry.racetrack,
      raceNumber: row.entry.raceNumber,
      raceName: row.entry.raceName,
      title: raceAlertTitle(kind, row.horseName),
      body: raceAlertBody(row, kind),
    };
    // The typed event map lists SPEC §4's events; this one is ours (decision 021), so the emit is untyped.
    const rooms = realtime.io.to(userIds.map(userRoom)) as unknown as {
      emit(event: string, data: RaceAlertPayload): boolean;
    };
    rooms.emit(RACE_ALERT_EVENT, payload);
  });
}
