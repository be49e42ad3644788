import { shouldPrefetch } from '@stride/shared';
import type { PrefetchBehavior } from 'react-router';

/**
 * SPEC §9: link prefetch is skipped on 2g, with save-data, or offline. In-app links prefetch on intent
 * (hover, focus, touch) otherwise; the decision reads the Network Information API where the browser has
 * it, and is re-read whenever the connection or the online state changes.
 */

/** The part of the Network Information API the policy reads (Chromium only; absent elsewhere). */
export interface NetworkInformationLike extends Partial<
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
> {
  saveData?: boolean;
  effectiveType?: string;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike };

/** The `prefetch` value for in-app links under the current network conditions. */
export function linkPrefetch(nav: NavigatorLike | undefined = globalThis.navigator): PrefetchBehavior {
  if (!nav) return 'intent';
  const connection = nav.connection;
  const allowed = shouldPrefetch({
    online: nav.onLine,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  });
  return allowed ? 'intent' : 'none';
}

/** Calls `onChange` when the browser goes on- or offline or its connection changes; returns the cleanup. */
export function subscribeToNetworkChanges(
  onChange: () => void,
  win:
    | (Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator?: NavigatorLike })
    | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!win) return () => undefined;
  const connection = win.navigator?.connection;
  win.addEventListener('online', onChange);
  win.addEventListener('offline', onChange);
  connection?.addEventListener?.('change', onChange);
  return () => {
    win.removeEventListener('online', onChange);
    win.removeEventListener('offline', onChange);
    connection?.removeEventListener?.('change', onChange);
  };
}
