/**
 * POST /api/syndicate-horse-entries (SPEC §7): a race entry written with a post — { syndicate, horse,
 * creationTrigger: 'manual post', date: Europe/Dublin ISO datetime, updateType, raceNumber, racetrack,
 * raceName, optional distance, drawPosition, jockey, finishingPosition, status } (the entry fields may also
 * come nested under `entry`). Validated with the shared horseEntrySchema (SPEC §5 "Horse entry").
 */
import {
  CREATION_TRIGGER_MANUAL_POST,
  POST_MESSAGES,
  dublinLocalToIso,
  horseEntryResourceSchema,
  horseEntrySchema,
  isoToDublinLocal,
  referenceField,
} from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { horseEntries, horses, syndicates } from '../../db/schema/index.js';
import { forbidden, unprocessable } from '../../lib/http-errors.js';
import { canPublishAboutHorse } from '../../policies/publishing.js';
import { presentHorseEntry } from '../../presenters/horse-entry.js';
import { staffSyndicateIdsOf } from '../../services/publishing-context.js';

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const createHorseEntryBody = z
  .object({
    syndicate: referenceField('syndicates', POST_MESSAGES.syndicateRequired),
    horse: referenceField('horses', POST_MESSAGES.horseRequired),
    creationTrigger: z.literal(CREATION_TRIGGER_MANUAL_POST).default(CREATION_TRIGGER_MANUAL_POST),
    entry: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());

/** Entry fields of the body with the ISO datetime turned into Dublin date and time for the shared schema. */
function entryFields(body: Record<string, unknown>): Record<string, unknown> {
  const { syndicate: _s, horse: _h, creationTrigger: _c, entry, ...rest } = body;
  const fields: Record<string, unknown> = { ...rest, ...(entry ?? {}) };
  if (typeof fields.date === 'string' && ISO_DATETIME.test(fields.date)) {
    const local = isoToDublinLocal(fields.date);
    if (local) {
      fields.date = local.date;
      fields.time ??= local.time;
    }
  }
  return fields;
}

const horseEntriesWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/syndicate-horse-entries',
    {
      schema: {
        tags: ['horse-entries'],
        body: createHorseEntryBody,
        response: { 201: horseEntryResourceSchema },
      },
    },
    async (request, reply) => {
      const actor = request.actor;
      const body = request.body;
      const parsed = horseEntrySchema.safeParse(entryFields(body));
      if (!parsed.success) {
        throw unprocessable(
          parsed.error.issues.map((i) => ({ propertyPath: i.path.join('.'), message: i.message })),
        );
      }
      const entry = parsed.data;
      const [syndicate] = await app.db
        .select()
        .from(syndicates)
        .where(eq(syndicates.id, body.syndicate))
        .limit(1);
      if (!syndicate)
        throw unprocessable([{ propertyPath: 'syndicate', message: POST_MESSAGES.syndicateRequired }]);
      const [horse] = await app.db.select().from(horses).where(eq(horses.id, body.horse)).limit(1);
      if (!horse) throw unprocessable([{ propertyPath: 'horse', message: POST_MESSAGES.horseRequired }]);
      if (
        !canPublishAboutHorse(actor, syndicate.id, horse, await staffSyndicateIdsOf(app.db, actor.userId))
      ) {
        throw forbidden();
      }
      const raceAt = dublinLocalToIso(entry.date, entry.time);
      if (!raceAt) throw unprocessable([{ propertyPath: 'date', message: 'date incorrect format' }]);
      const [row] = await app.db
        .insert(horseEntries)
        .values({
          horseId: horse.id,
          syndicateId: syndicate.id,
          raceAt: new Date(raceAt),
          updateType: entry.updateType,
          status: entry.status ?? '',
          racetrack: entry.racetrack,
          raceNumber: entry.raceNumber,
          raceName: entry.raceName,
          distance: entry.distance || null,
          drawPosition: entry.drawPosition ?? null,
          jockey: entry.jockey || null,
          finishingPosition: entry.finishingPosition || null,
          creationTrigger: body.creationTrigger,
        })
        .returning();
      return reply.status(201).send(
        presentHorseEntry({
          entry: row!,
          horse: { id: horse.id, name: horse.name, slug: horse.slug },
          syndicate: { id: syndicate.id, name: syndicate.name },
        }),
      );
    },
  );
};

export default horseEntriesWriteRoutes;
