/**
 * SPEC §2 maintenance guard, first in the order: while maintenance mode is on, visitors whose IP is not
 * on the allowed list go to /maintenance/. The maintenance issue fills in `maintenanceRedirect`; until
 * then no request is redirected.
 */
import { type MiddlewareFunction, redirect } from 'react-router';

export interface MaintenanceCheckArgs {
  request: Request;
}

/** Where a request must go because of maintenance mode, or null to let it through. The hook point. */
export async function maintenanceRedirect(_args: MaintenanceCheckArgs): Promise<string | null> {
  return null;
}

/** Builds the guard around a check (tests pass their own). */
export function createMaintenanceGuard(
  check: (args: MaintenanceCheckArgs) => Promise<string | null> = maintenanceRedirect,
): MiddlewareFunction<Response> {
  return async ({ request }) => {
    const target = await check({ request });
    if (target && new URL(request.url).pathname !== target) throw redirect(target);
  };
}

export const maintenanceGuard = createMaintenanceGuard();
