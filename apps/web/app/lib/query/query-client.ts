import { QueryClient } from '@tanstack/react-query';

/**
 * Members'-area cache defaults (decision 011): data stays fresh for 30 s so moving between the feed and an
 * update costs no refetch; no refetch on window focus (realtime events patch the cache instead); the API
 * client already retries (SPEC §9), so TanStack Query does not retry on top of it.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
