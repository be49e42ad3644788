import type { Collection, Horse, Syndicate } from '@stride/shared';
import { type HorseCardData, type SyndicateCardData, toHorseCard, toSyndicateCard } from '../cards';
import { type NormalisedApiError, apiGet, reportReadFailure } from './client.server';

/** A list section's data: the items, or why there are none (the page renders either way). */
export type SectionResult<T> = { ok: true; items: T[] } | { ok: false; items: []; error: NormalisedApiError };

async function section<R, T>(
  path: string,
  map: (item: R) => T,
  signal?: AbortSignal,
): Promise<SectionResult<T>> {
  try {
    const collection = await apiGet<Collection<R>>(path, { signal });
    return { ok: true, items: collection.data.map(map) };
  } catch (cause) {
    const error = reportReadFailure(`GET ${path}`, cause, signal);
    return { ok: false, items: [], error };
  }
}

/** Featured horses for the home page (SPEC §7: featured=true ordered by featuredOrder ascending); never throws. */
export function loadFeaturedHorses(
  publicApiUrl: string,
  signal?: AbortSignal,
): Promise<SectionResult<HorseCardData>> {
  return section<Horse, HorseCardData>(
    '/api/horses?featured=true&order[featuredOrder]=asc',
    (horse) => toHorseCard(horse, publicApiUrl),
    signal,
  );
}

/** Featured syndicates for the home page (SPEC §7: featured=true ordered by featuredOrder); never throws. */
export function loadFeaturedSyndicates(
  publicApiUrl: string,
  signal?: AbortSignal,
): Promise<SectionResult<SyndicateCardData>> {
  return section<Syndicate, SyndicateCardData>(
    '/api/syndicates?featured=true&order[featuredOrder]=asc',
    (syndicate) => toSyndicateCard(syndicate, publicApiUrl),
    signal,
  );
}
