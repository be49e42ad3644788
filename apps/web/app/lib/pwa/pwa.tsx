import { useEffect } from 'react';
import { useOnline } from './use-online';
import { inOwnTask } from '../hydration/after-paint';

/** The banner's words (issue 16). */
export const OFFLINE_MESSAGE = 'Offline — showing saved updates';

/**
 * Offline notice: a slim bar at the top of the page (in its flow, under nothing sticky) while the browser has no connection, saying that what the member
 * sees comes from the saved copies; polite live region, so screen readers hear it once.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="bg-ink-900 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      {OFFLINE_MESSAGE}
    </p>
  );
}

/**
 * Mounts the service worker for the page (decision 022) and keeps it told who is signed in, so member
 * caches follow the user; renders the offline banner.
 */
export function Pwa({ apiUrl, userId }: { apiUrl: string; userId: number | null }) {
  useEffect(
    () =>
      // Registration waits for an idle page anyway: its code loads then too (decision 032), its import
      // started in a task of its own, not among the takeover's effects.
      inOwnTask(() => {
        void import('./service-worker')
          .then(({ syncServiceWorker }) => syncServiceWorker(apiUrl, userId))
          .catch(() => undefined);
      }),
    [apiUrl, userId],
  );
  return <OfflineBanner />;
}
