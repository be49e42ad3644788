/**
 * SPEC §2 maintenance guard, first in the order: while maintenance mode is on, visitors whose IP is not
 * on the allowed list go to /maintenance/; whitelisted ones pass and are flagged for the page through
 * `siteStatusContext` (which also carries the app setting showAppLinks). /maintenance/ sends everyone
 * home once it is off. The settings are read per visitor IP and cached at most a second (lib/maintenance),
 * except on the holding page itself, which reads them afresh: an open page's socket sends a visitor there (or
 * home from there) at the very moment the setting changes, before any cached answer has expired.
 */
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { siteStatusCache } from '../lib/maintenance/maintenance.server';
import { isHoldingPage, maintenanceTarget, siteStatusContext } from '../lib/maintenance/maintenance-status';
import { clientIpOf } from '../lib/visitor-forms/client-ip.server';

export interface MaintenanceCheckArgs {
  request: Request;
  /** The request's router context; the check records the visitor's status in it when given. */
  context?: Readonly<RouterContextProvider>;
}

/** Where a request must go because of maintenance mode, or null to let it through. */
export async function maintenanceRedirect({
  request,
  context,
}: MaintenanceCheckArgs): Promise<string | null> {
  const { pathname } = new URL(request.url);
  const ip = clientIpOf(request);
  const status = isHoldingPage(pathname)
    ? await siteStatusCache.freshStatusFor(ip)
    : await siteStatusCache.statusFor(ip);
  context?.set(siteStatusContext, status);
  return maintenanceTarget(pathname, status.maintenance);
}

/** Builds the guard around a check (tests pass their own). */
export function createMaintenanceGuard(
  check: (args: MaintenanceCheckArgs) => Promise<string | null> = maintenanceRedirect,
): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    const target = await check({ request, context });
    if (target && new URL(request.url).pathname !== target) throw redirect(target);
  };
}

export const maintenanceGuard = createMaintenanceGuard();
