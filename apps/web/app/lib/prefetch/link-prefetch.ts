import { shouldPrefetch } from '@stride/shared';

/**
 * SPEC §9: link prefetch is skipped on 2g, with save-data, or offline. In-app links prefetch on intent
 * (hover, focus, touch) otherwise; the decision reads the Network Information API where the browser has
 * it, when a link shows intent (components/ui/link.tsx), so it follows the connection as it is then.
 */

/** The part of the Network Information API the policy reads (Chromium only; absent elsewhere). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike };

/** The `prefetch` value for in-app links under the current network conditions. */
export function linkPrefetch(nav: NavigatorLike | undefined = globalThis.navigator): 'none' | 'intent' {
  if (!nav) return 'intent';
  const connection = nav.connection;
  const allowed = shouldPrefetch({
    online: nav.onLine,
    saveData: connection?.saveData,
    effectiveType: connection?.effectiveType,
  });
  return allowed ? 'intent' : 'none';
}
