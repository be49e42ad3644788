/**
 * Who is making a request. Every policy takes an Actor; routes get it from `request.actor`, which the
 * authentication layer fills from the bearer token (anonymous until then).
 */
import type { ServerRole } from '@stride/shared';

export interface Actor {
  /** Null for anonymous (client-credentials) callers. */
  userId: number | null;
  /** The user's platform roles, main role first (SPEC §6). */
  roles: readonly ServerRole[];
}

export const ANONYMOUS_ACTOR: Actor = Object.freeze({ userId: null, roles: Object.freeze(['ROLE_UNAUTH'] as const) });

/** True for the platform administrators, who may see every object. */
export function isPlatformAdmin(actor: Actor): boolean {
  return actor.roles.some((r) => r === 'ROLE_ADMIN' || r === 'ROLE_SUPER_ADMIN' || r === 'ROLE_SONATA_ADMIN');
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}
