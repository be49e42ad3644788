/**
 * /api/admin/memberships: who belongs to which syndicate, with their role there and the shares they hold.
 * Managers add, change and remove members and staff of the syndicates they manage (never appoint
 * managers). Changes emit user.updated for the member (their syndicates changed).
 */
import { adminMembershipCreateSchema, adminMembershipPatchSchema } from '@stride/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { joinRequests, memberships, syndicates, users, type Membership } from '../../db/schema/index.js';
import { forbidden, unprocessable } from '../../lib/http-errors.js';
import { referenceParam } from '../../lib/query.js';
import { canAssignMembershipRole, isAdminScope } from '../../policies/admin/back-office.js';
import { adminCrud } from './crud.js';
import { announceChatsClosed, announceChatsOpened } from './membership-chats.js';

/** 422 when a manager adds someone who has no pending join request to the syndicate. */
export const MEMBERSHIP_NEEDS_JOIN_REQUEST_MESSAGE = 'Members join through a join request: accept theirs in Join requests';

interface AdminMembershipJson {
  id: number;
  userId: number;
  syndicateId: number;
  role: Membership['role'];
  sharesHeld: number;
  createdAt: string;
  user: { id: number; email: string; name: string } | null;
  syndicate: { id: number; name: string } | null;
}

export default adminCrud<
  Membership,
  AdminMembershipJson,
  z.infer<typeof adminMembershipCreateSchema>,
  z.infer<typeof adminMembershipPatchSchema>
>({
  path: 'memberships',
  entity: 'membership',
  table: memberships,
  idColumn: memberships.id,
  audience: 'back-office',
  sortable: {
    id: memberships.id,
    sharesHeld: memberships.sharesHeld,
    role: memberships.role,
    createdAt: memberships.createdAt,
  },
  defaultOrder: { field: 'id', direction: 'asc' },
  filters: {
    shape: {
      'user.id': referenceParam('users').optional(),
      'syndicate.id': referenceParam('syndicates').optional(),
      role: z.enum(['member', 'staff', 'manager']).optional(),
    },
    where: (q) => [
      ...(q['user.id'] !== undefined ? [eq(memberships.userId, q['user.id'] as number)] : []),
      ...(q['syndicate.id'] !== undefined ? [eq(memberships.syndicateId, q['syndicate.id'] as number)] : []),
      ...(q.role ? [eq(memberships.role, q.role as Membership['role'])] : []),
    ],
  },
  scopeWhere: (ids) => inArray(memberships.syndicateId, ids.length ? [...ids] : [-1]),
  syndicateOf: (row) => row.syndicateId,
  present: async (rows, app) => {
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const syndicateIds = [...new Set(rows.map((r) => r.syndicateId))];
    const people = userIds.length
      ? await app.db
          .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, userIds))
      : [];
    const groups = syndicateIds.length
      ? await app.db
          .select({ id: syndicates.id, name: syndicates.name })
          .from(syndicates)
          .where(inArray(syndicates.id, syndicateIds))
      : [];
    const person = new Map(
      people.map((p) => [p.id, { id: p.id, email: p.email, name: `${p.firstname} ${p.lastname}`.trim() }]),
    );
    const group = new Map(groups.map((g) => [g.id, g]));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      syndicateId: r.syndicateId,
      role: r.role,
      sharesHeld: r.sharesHeld,
      createdAt: r.createdAt.toISOString(),
      user: person.get(r.userId) ?? null,
      syndicate: group.get(r.syndicateId) ?? null,
    }));
  },
  create: {
    schema: adminMembershipCreateSchema,
    managers: true,
    prepare: async (body, ctx) => {
      if (!canAssignMembershipRole(ctx.scope, body.role ?? 'member')) throw forbidden();
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
      // Same answer for a missing user and one without a request: the id's existence is not disclosed.
      if (!user) {
        throw unprocessable([
          { propertyPath: 'userId', message: isAdminScope(ctx.scope) ? 'Please choose a user' : MEMBERSHIP_NEEDS_JOIN_REQUEST_MESSAGE },
        ]);
      }
      const [syndicate] = await ctx.db
        .select({ id: syndicates.id })
        .from(syndicates)
        .where(eq(syndicates.id, body.syndicateId));
      if (!syndicate)
        throw unprocessable([{ propertyPath: 'syndicateId', message: 'Please choose a syndicate' }]);
      // Managers add people who asked to join (issue 14 case 11): never an arbitrary user id, whose
      // e-mail the answer would disclose. Administrators may read every user, so they may add anyone.
      if (!isAdminScope(ctx.scope)) {
        const [asked] = await ctx.db
          .select({ id: joinRequests.id })
          .from(joinRequests)
          .where(
            and(
              eq(joinRequests.userId, body.userId),
              eq(joinRequests.syndicateId, body.syndicateId),
              eq(joinRequests.status, 'pending'),
            ),
          )
          .limit(1);
        if (!asked) throw unprocessable([{ propertyPath: 'userId', message: MEMBERSHIP_NEEDS_JOIN_REQUEST_MESSAGE }]);
      }
      return body;
    },
    after: announceChatsOpened,
  },
  update: {
    schema: adminMembershipPatchSchema,
    managers: true,
    prepare: (patch, row, ctx) => {
      // A manager may neither appoint a manager nor change another manager's place.
      if (
        !canAssignMembershipRole(ctx.scope, patch.role ?? row.role) ||
        !canAssignMembershipRole(ctx.scope, row.role)
      )
        throw forbidden();
      return patch;
    },
  },
  remove: {
    managers: true,
    guard: (row, scope) => {
      if (!canAssignMembershipRole(scope, row.role)) throw forbidden();
    },
    after: announceChatsClosed,
  },
  unique: {
    memberships_user_syndicate_unique: {
      propertyPath: 'userId',
      message: 'This user already belongs to the syndicate',
    },
  },
  events: {
    created: (row, app) => app.events.emit('user.updated', { userId: row.userId, rolesChanged: false }),
    updated: (_before, after, app) =>
      app.events.emit('user.updated', { userId: after.userId, rolesChanged: false }),
    removed: (row, app) => app.events.emit('user.updated', { userId: row.userId, rolesChanged: false }),
  },
});
