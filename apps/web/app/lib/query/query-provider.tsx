import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect, useState } from 'react';

// The browser's one QueryClient, once its module has loaded (TanStack Query's core is ~12 KiB gzip).
let browserClient: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;

/**
 * Loads TanStack Query and creates the browser's QueryClient (once). Only members' pages use it (decision
 * 032): the client entry awaits this before the first render of a signed-in user's page, so a visitor's
 * page never downloads it.
 */
export function loadBrowserQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    (module) => (browserClient = module.createAppQueryClient()),
    (error: unknown) => {
      loading = null; // a later render tries again
      throw error;
    },
  );
  return loading;
}

/**
 * One QueryClient per browser session, for every page below the root — provided only while someone is
 * signed in: visitors' pages use no query, so they never load the library. A sign-in without a page load
 * (rare: sign-in ends with a redirect) renders nothing until it has loaded. On the server (and in tests)
 * the client an outer provider gives is passed through (ServerQueryProvider, one per request).
 */
export function AppQueryProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [loaded, setClient] = useState<QueryClient | null>(() => browserClient);
  const client = outer ?? loaded;
  useEffect(() => {
    if (signedIn && !client) void loadBrowserQueryClient().then(setClient);
  }, [signedIn, client]);
  // What QueryClientProvider does: the client follows focus and online state while mounted.
  useEffect(() => {
    if (!loaded || outer) return;
    loaded.mount();
    return () => loaded.unmount();
  }, [loaded, outer]);
  return (
    <QueryClientContext.Provider value={client ?? undefined}>
      {signedIn && !client ? null : children}
    </QueryClientContext.Provider>
  );
}
