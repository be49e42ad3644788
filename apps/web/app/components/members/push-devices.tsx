import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import type { BrowserPushState, PushDevice, useWebPush } from '../../lib/pwa/web-push';
import { dayMonthYear } from '@stride/shared';

const PLATFORM_LABELS: Record<PushDevice['platform'], string> = {
  web: 'Web browser',
  ios: 'iPhone or iPad app',
  android: 'Android app',
};

const BROWSER_STATES: Record<BrowserPushState, string> = {
  subscribed: 'This browser receives push notifications.',
  unsubscribed: 'This browser does not receive push notifications.',
  denied: 'Notifications are blocked for Stride in this browser’s settings.',
  unsupported: 'This browser cannot receive push notifications.',
};

/**
 * "Your devices" on the notifications page (issue 16): this browser's push state with a button to turn
 * it on or off, and every device the member's app notifications go to.
 */
export function PushDevices({ push }: { push: ReturnType<typeof useWebPush> }) {
  const { devices, browser, subscribe, unsubscribe } = push;
  const state = browser.data?.state;
  const thisEndpoint = browser.data?.endpoint ?? null;
  const busy = subscribe.isPending || unsubscribe.isPending;
  return (
    <Card aria-labelledby="push-devices-title">
      <h2 id="push-devices-title" className="text-lg font-bold text-fg">
        Your devices
      </h2>
      <p className="mt-1 text-sm text-fg-muted">Where app notifications reach you.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-semibold text-fg" role="status" data-testid="browser-push-state">
          {state ? BROWSER_STATES[state] : 'Checking this browser…'}
        </p>
        {state === 'subscribed' && (
          <Button variant="outline" size="sm" loading={busy} onClick={() => unsubscribe.mutate()}>
            Turn off in this browser
          </Button>
        )}
        {state === 'unsubscribed' && (
          <Button size="sm" loading={busy} onClick={() => subscribe.mutate()}>
            Turn on in this browser
          </Button>
        )}
      </div>
      {(subscribe.error ?? unsubscribe.error) && (
        <p className="mt-2 text-sm text-danger" role="alert">
          {(subscribe.error ?? unsubscribe.error)?.message}
        </p>
      )}
      {devices.data ? (
        devices.data.length === 0 ? (
          <p className="mt-4 text-sm text-fg-muted">No device receives app notifications yet.</p>
        ) : (
          <ul className="mt-4 grid divide-y divide-line/70" aria-label="Devices">
            {devices.data.map((device) => (
              <li key={device.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0">
                  <span className="block text-[0.9375rem] font-semibold text-fg">
                    {device.endpoint !== null && device.endpoint === thisEndpoint
                      ? 'This browser'
                      : PLATFORM_LABELS[device.platform]}
                  </span>
                  <span className="block text-sm text-fg-muted">
                    Added {dayMonthYear(new Date(device.createdAt))}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Skeleton className="mt-4 h-12 rounded-card" />
      )}
    </Card>
  );
}
