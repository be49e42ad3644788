/**
 * The route guards of SPEC §2 in the SPEC's order — maintenance, auth, referer, i18n — as React Router
 * middleware of the root route (after the auth session middleware, which they read).
 */
import { unknownMiddlewareError } from '@stride/shared';
import type { MiddlewareFunction } from 'react-router';
import { authGuard } from './auth';
import { i18nGuard } from './i18n';
import { maintenanceGuard } from './maintenance';
import { refererGuard } from './referer';

export const GUARD_ORDER = ['maintenance', 'auth', 'referer', 'i18n'] as const;
export type GuardName = (typeof GUARD_ORDER)[number];

const GUARDS: Record<GuardName, MiddlewareFunction<Response>> = {
  maintenance: maintenanceGuard,
  auth: authGuard,
  referer: refererGuard,
  i18n: i18nGuard,
};

/** The guards for a list of names; an unknown name is SPEC §8's "unknown middleware gives 500". */
export function guardsByName(names: readonly string[]): MiddlewareFunction<Response>[] {
  return names.map((name) => {
    if (!(name in GUARDS)) throw unknownMiddlewareError(name);
    return GUARDS[name as GuardName];
  });
}

/** Every guard, in SPEC order. */
export const routeGuards: MiddlewareFunction<Response>[] = guardsByName(GUARD_ORDER);
