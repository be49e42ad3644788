// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHorse, buildSyndicate } from '../../test/factories';
import { fakeJwt } from '../../test/jwt';
import { loadFeaturedHorses, loadFeaturedSyndicates } from './featured.server';

/** The API: the token endpoint hands out the anonymous token, everything else answers `body`. */
function apiAnswering(body: unknown) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).endsWith('/oauth/v2/token')
      ? Response.json({ access_token: fakeJwt(), token_type: 'Bearer', expires_in: 3600 })
      : Response.json(body),
  );
}

/** The URL and bearer header of the first call that was not a token request. */
function firstApiCall(fetchMock: ReturnType<typeof apiAnswering>) {
  const call = fetchMock.mock.calls.find(([input]) => !String(input).endsWith('/oauth/v2/token'));
  return { url: String(call?.[0] ?? ''), authorization: new Headers(call?.[1]?.headers).get('authorization') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function collection<T>(data: T[]) {
  return { data, meta: { page: 1, itemsPerPage: 10, totalItems: data.length, totalPages: 1 } };
}

describe('featured lists', () => {
  it('asks for featured horses in featuredOrder with the anonymous token and maps them to cards', async () => {
    const fetchMock = apiAnswering(collection([buildHorse({ id: 5, slug: 'silver-lough' })]));
    vi.stubGlobal('fetch', fetchMock);
    const result = await loadFeaturedHorses('http://public.test');
    const call = firstApiCall(fetchMock);
    expect(call.url).toMatch(/\/api\/horses\?featured=true&order\[featuredOrder\]=asc$/);
    expect(call.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    // A card is identified by its link: no id travels in the hydration data.
    expect(result).toMatchObject({ ok: true, items: [{ href: '/horses/5/silver-lough/' }] });
  });

  it('answers an empty, failed section instead of throwing when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await loadFeaturedSyndicates('http://public.test');
    expect(result.ok).toBe(false);
    expect(result.items).toEqual([]);
  });

  it('asks for featured syndicates in featuredOrder', async () => {
    const fetchMock = apiAnswering(collection([buildSyndicate()]));
    vi.stubGlobal('fetch', fetchMock);
    const result = await loadFeaturedSyndicates('http://public.test');
    expect(firstApiCall(fetchMock).url).toMatch(/\/api\/syndicates\?featured=true&order\[featuredOrder\]=asc$/);
    expect(result.items.map((card) => card.name)).toEqual(['Emerald Racing Club']);
  });
});
