import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createAppQueryClient } from './query-client';

/**
 * The server's QueryClient, one per request, around the whole router (entry.server): members' components
 * render their queries' pending state with it. It lives here, not in the root route, so that the browser
 * build of the root never imports TanStack Query (decision 032; AppQueryProvider passes it through).
 */
export function ServerQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAppQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
