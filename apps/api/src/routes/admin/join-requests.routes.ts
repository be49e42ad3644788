/**
 * /api/admin/join-requests: requests of both kinds (signed-in users and anonymous visitors), filtered by
 * kind, status and syndicate; POST …/:id/accept and …/:id/reject decide one. Managers see and decide the
 * requests of the syndicates they manage. Every decision emits syndicateJoin.decided (and user.updated
 * when the member's syndicates or roles changed).
 */
import { inArray, eq } from 'drizzle-orm';
import { z } from 'zod';
import { joinRequests, syndicates, type JoinRequest } from '../../db/schema/index.js';
import { booleanParam, idParams, referenceParam } from '../../lib/query.js';
import { unprocessable } from '../../lib/http-errors.js';
import { decideJoinRequest } from '../../services/admin/join-decisions.js';
import { chatsOpenedEvents } from '../../services/chat-lifecycle.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACK_OFFICE, scopeOf } from './context.js';
import { adminCrud, loadScoped } from './crud.js';
import { NEGATIVE_MESSAGE, type JoinRequestStatus } from '@stride/shared';

interface AdminJoinRequestJson {
  id: number;
  kind: JoinRequest['kind'];
  status: JoinRequest['status'];
  syndicateId: number;
  syndicate: { id: number; name: string } | null;
  userId: number | null;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
  createdAt: string;
}

/** Rows → JSON with the syndicate's name, one query per page. */
async function presentJoinRequests(
  rows: JoinRequest[],
  app: FastifyInstance,
): Promise<AdminJoinRequestJson[]> {
  const ids = [...new Set(rows.map((r) => r.syndicateId))];
  const found = ids.length
    ? await app.db
        .select({ id: syndicates.id, name: syndicates.name })
        .from(syndicates)
        .where(inArray(syndicates.id, ids))
    : [];
  const byId = new Map(found.map((s) => [s.id, s]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    syndicateId: r.syndicateId,
    syndicate: byId.get(r.syndicateId) ?? null,
    userId: r.userId,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phoneNumber: r.phone,
    dateOfBirth: r.dateOfBirth,
    address: r.address,
    address2: r.address2,
    city: r.city,
    postalCode: r.postalCode,
    countryCode: r.countryCode,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const scopeWhere = (ids: readonly number[]) =>
  inArray(joinRequests.syndicateId, ids.length ? [...ids] : [-1]);

const crud = adminCrud<JoinRequest, AdminJoinRequestJson, never, never>({
  path: 'join-requests',
  entity: 'joinRequest',
  table: joinRequests,
  idColumn: joinRequests.id,
  audience: 'back-office',
  sortable: {
    id: joinRequests.id,
    createdAt: joinRequests.createdAt,
    status: joinRequests.status,
    lastname: joinRequests.lastname,
  },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  search: [joinRequests.firstname, joinRequests.lastname, joinRequests.email],
  filters: {
    shape: {
      kind: z.enum(['user', 'anonymous']).optional(),
      status: z.enum(['pending', 'ACCEPTED', 'REJECTED']).optional(),
      'syndicate.id': referenceParam('syndicates').optional(),
      pending: booleanParam.optional(),
    },
    where: (q) => [
      ...(q.kind ? [eq(joinRequests.kind, q.kind as JoinRequest['kind'])] : []),
      ...(q.status ? [eq(joinRequests.status, q.status as JoinRequest['status'])] : []),
      ...(q.pending === true ? [eq(joinRequests.status, 'pending')] : []),
      ...(q['syndicate.id'] !== undefined ? [eq(joinRequests.syndicateId, q['syndicate.id'] as number)] : []),
    ],
  },
  scopeWhere,
  syndicateOf: (row) => row.syndicateId,
  present: presentJoinRequests,
  events: { created: () => {}, updated: () => {}, removed: () => {} },
});

const acceptBody = z
  .object({
    sharesHeld: z.number().int().min(0, NEGATIVE_MESSAGE('Shares held')).max(2_147_483_647).optional(),
  })
  .optional();

const joinRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(crud);

  const decide =
    (status: JoinRequestStatus) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: unknown }>) => {
      const scope = scopeOf(request);
      const row = await loadScoped<JoinRequest>(
        app.db,
        { table: joinRequests, idColumn: joinRequests.id, scopeWhere, entity: 'Join request' },
        scope,
        request.params.id,
      );
      const parsed = acceptBody.safeParse(request.body ?? undefined);
      if (!parsed.success)
        throw unprocessable(
          parsed.error.issues.map((i) => ({ propertyPath: i.path.join('.'), message: i.message })),
        );
      const sharesHeld = parsed.data?.sharesHeld;
      const decision = await decideJoinRequest(app.db, row.id, status, request.actor.userId!, {
        webOrigin: app.env.WEB_ORIGIN,
        ...(sharesHeld === undefined ? {} : { sharesHeld }),
      });
      if (decision.userId !== null) {
        app.events.emit('syndicateJoin.decided', {
          userId: decision.userId,
          syndicateId: row.syndicateId,
          status,
        });
        if (decision.rolesChanged || decision.membershipCreated) {
          app.events.emit('user.updated', { userId: decision.userId, rolesChanged: decision.rolesChanged });
        }
        if (decision.chats) {
          for (const event of chatsOpenedEvents(decision.chats)) app.events.emit('chat.created', event);
        }
      }
      const [json] = await presentJoinRequests([decision.request], app);
      return json;
    };

  app.post(
    '/admin/join-requests/:id/accept',
    { config: BACK_OFFICE, schema: { tags: ['admin'], params: idParams } },
    decide('ACCEPTED'),
  );
  app.post(
    '/admin/join-requests/:id/reject',
    { config: BACK_OFFICE, schema: { tags: ['admin'], params: idParams } },
    decide('REJECTED'),
  );
};

export default joinRequestsRoutes;
