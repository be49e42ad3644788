/**
 * Per-request back-office context: the caller's scope (everything, or the syndicates they manage),
 * loaded once per request after the role check, and the registry of admin routes the permission tests
 * walk.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema/index.js';
import { forbidden } from '../../lib/http-errors.js';
import {
  ADMIN_ROLES,
  BACK_OFFICE_ROLES,
  RACE_DATA_IMPORT_ROLES,
  backOfficeScope,
  isAdminScope,
  type BackOfficeScope,
} from '../../policies/admin/back-office.js';

declare module 'fastify' {
  interface FastifyRequest {
    backOffice: BackOfficeScope | null;
  }
}

/** Route config of admin-only routes. */
export const ADMIN_ONLY = { access: ADMIN_ROLES } as const;
/** Route config of routes managers may call too (answers are scoped to their syndicates). */
export const BACK_OFFICE = { access: BACK_OFFICE_ROLES } as const;
/** Route config of the race data import, the one back-office route stable staff may call (decision 027). */
export const RACE_DATA_IMPORT = { access: RACE_DATA_IMPORT_ROLES } as const;

/** Ids of the syndicates a user manages (membership role `manager`). */
export async function managedSyndicateIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberships.syndicateId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'manager')));
  return rows.map((r) => r.id);
}

/** The request's scope (set by the preHandler of the admin plugin). */
export function scopeOf(request: FastifyRequest): BackOfficeScope {
  if (!request.backOffice) throw forbidden();
  return request.backOffice;
}

/** Throws 403 unless the caller is a platform administrator. */
export function requireAdmin(request: FastifyRequest): void {
  if (!isAdminScope(scopeOf(request))) throw forbidden();
}

/** Installs the scope loader and the route registry on the admin plugin's instance. */
export function installBackOfficeContext(
  app: FastifyInstance,
  registry: { method: string; url: string }[],
): void {
  app.decorateRequest('backOffice', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') registry.push({ method, url: route.url });
  });
  app.addHook('preHandler', async (request) => {
    const actor = request.actor;
    if (actor.userId === null) throw forbidden();
    const managed = actor.roles.includes('ROLE_MANAGER')
      ? await managedSyndicateIds(app.db, actor.userId)
      : [];
    request.backOffice = backOfficeScope(actor, managed);
  });
}
