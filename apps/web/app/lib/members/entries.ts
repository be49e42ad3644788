/**
 * Race entries of the member's horses (SPEC §2 entries and declarations): GET syndicate-horse-entries,
 * upcoming entries and declarations soonest first, recent results newest first.
 */
import type { HorseEntryResource } from '@stride/shared';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/browser-client';
import type { ApiClient } from '../api/client';
import { type Page, memberKeys } from './updates-api';

export type EntryScope = 'upcoming' | 'results';

/** How many of each list the page shows. */
export const ENTRIES_PAGE_SIZE: Record<EntryScope, number> = { upcoming: 30, results: 10 };

/** Query string of a scope: `upcoming=true` (not results, from now, soonest first) or `results=true` (newest first). */
export function entriesQuery(scope: EntryScope): string {
  return new URLSearchParams({
    [scope]: 'true',
    page: '1',
    itemsPerPage: String(ENTRIES_PAGE_SIZE[scope]),
  }).toString();
}

/** GET syndicate-horse-entries for a scope. */
export function fetchEntries(
  api: ApiClient,
  scope: EntryScope,
  signal?: AbortSignal,
): Promise<Page<HorseEntryResource>> {
  return api.get<Page<HorseEntryResource>>(`/api/syndicate-horse-entries?${entriesQuery(scope)}`, { signal });
}

/** One list of the entries page. */
export function useEntries(scope: EntryScope) {
  const api = useApiClient();
  return useQuery({
    queryKey: memberKeys.entries(scope),
    queryFn: ({ signal }) => fetchEntries(api, scope, signal),
  });
}
