import type { MaintenanceStatus } from '../../lib/maintenance/maintenance-status';

/**
 * SPEC §4 "whitelisted users are flagged as such": while maintenance mode is on, a visitor whose IP is on
 * the allowed list browses as usual under this notice, so nobody mistakes the site for open.
 */
export function MaintenanceNotice({ status }: { status: MaintenanceStatus | null | undefined }) {
  if (!status?.active || !status.whitelisted) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-ink-950">
      Maintenance mode is on. You can browse because your IP address is on the allowed list; other visitors
      see the maintenance page.
    </div>
  );
}
