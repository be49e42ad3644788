import type { PrefetchBehavior } from 'react-router';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * SPEC §9: link prefetch is skipped on 2g, save-data or offline. Returns the `prefetch` value for
 * in-app links; on the server it is always "intent" (prefetching only ever happens in the browser,
 * so the rendered markup is the same either way).
 */
export function linkPrefetch(
  nav: (Navigator & { connection?: NetworkInformationLike }) | undefined = globalThis.navigator,
): PrefetchBehavior {
  if (!nav) return 'intent';
  if (nav.onLine === false) return 'none';
  const connection = nav.connection;
  if (connection?.saveData) return 'none';
  if (connection?.effectiveType?.includes('2g')) return 'none';
  return 'intent';
}
