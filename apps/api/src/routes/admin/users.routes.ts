/**
 * /api/admin/users: accounts with their roles and disabled state. Administrators change roles, names and
 * the disabled flag; managers see (read-only) the people who belong to the syndicates they manage. A
 * user's places in syndicates are the memberships resource. Changes emit user.updated.
 */
import { adminUserPatchSchema, type AdminUserPatch } from '@stride/shared';
import { exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { memberships, users, type User } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/http-errors.js';
import { booleanParam, referenceParam } from '../../lib/query.js';
import { allRolesOf } from '../../policies/user.js';
import { adminCrud } from './crud.js';

interface AdminUserJson {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  countryCode: string | null;
  roles: string[];
  allRoles: string[];
  disabled: boolean;
  deleted: boolean;
  createdAt: string;
}

function memberOf(syndicateIds: readonly number[]) {
  return exists(
    sql`(select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${inArray(memberships.syndicateId, syndicateIds.length ? [...syndicateIds] : [-1])})`,
  );
}

export default adminCrud<User, AdminUserJson, never, AdminUserPatch>({
  path: 'users',
  entity: 'user',
  table: users,
  idColumn: users.id,
  audience: 'back-office',
  sortable: {
    id: users.id,
    email: users.email,
    lastname: users.lastname,
    firstname: users.firstname,
    createdAt: users.createdAt,
  },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  search: [users.email, users.firstname, users.lastname],
  filters: {
    shape: {
      role: z.string().max(40).optional(),
      disabled: booleanParam.optional(),
      'syndicate.id': referenceParam('syndicates').optional(),
    },
    where: (q) => [
      ...(q.role ? [sql`${String(q.role)} = any(${users.roles})`] : []),
      ...(q.disabled === true
        ? [isNotNull(users.disabledAt)]
        : q.disabled === false
          ? [isNull(users.disabledAt)]
          : []),
      ...(q['syndicate.id'] !== undefined ? [memberOf([q['syndicate.id'] as number])] : []),
    ],
  },
  scopeWhere: memberOf,
  present: (rows) =>
    rows.map((u) => ({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      phone: u.phone,
      countryCode: u.countryCode,
      roles: u.roles,
      allRoles: allRolesOf(u.roles),
      disabled: u.disabledAt !== null,
      deleted: u.deletedAt !== null,
      createdAt: u.createdAt.toISOString(),
    })),
  update: {
    schema: adminUserPatchSchema,
    prepare: (patch, row, ctx) => {
      const { disabled, ...rest } = patch;
      const values: Record<string, unknown> = { ...rest };
      if (disabled !== undefined && disabled !== (row.disabledAt !== null)) {
        if (disabled && row.id === ctx.actorId)
          throw unprocessable([{ propertyPath: 'disabled', message: 'You cannot disable your own account' }]);
        values.disabledAt = disabled ? new Date() : null;
        // Cuts every token the account holds at once.
        values.tokenVersion = sql`${users.tokenVersion} + 1`;
      }
      if (
        patch.roles &&
        row.id === ctx.actorId &&
        !patch.roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN')
      ) {
        throw unprocessable([
          { propertyPath: 'roles', message: 'You cannot remove your own administrator role' },
        ]);
      }
      return values;
    },
  },
  events: {
    created: (row, app) => app.events.emit('user.updated', { userId: row.id, rolesChanged: true }),
    updated: (before, after, app) =>
      app.events.emit('user.updated', {
        userId: after.id,
        rolesChanged: before.roles.join(',') !== after.roles.join(','),
      }),
    removed: (row, app) => app.events.emit('user.updated', { userId: row.id, rolesChanged: true }),
  },
});
