// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHorse, buildSyndicate } from '../../test/factories';
import { loadFeaturedHorses, loadFeaturedSyndicates } from './featured.server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function collection<T>(data: T[]) {
  return { data, meta: { page: 1, itemsPerPage: 10, totalItems: data.length, totalPages: 1 } };
}

describe('featured lists', () => {
  it('asks for featured horses in featuredOrder and maps them to cards', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(collection([buildHorse({ id: 5, slug: 'silver-lough' })])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await loadFeaturedHorses('http://public.test');
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toMatch(
      /\/api\/horses\?featured=true&order\[featuredOrder\]=asc$/,
    );
    expect(result).toMatchObject({ ok: true, items: [{ id: 5, href: '/horses/5/silver-lough/' }] });
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
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(collection([buildSyndicate()])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await loadFeaturedSyndicates('http://public.test');
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toMatch(
      /\/api\/syndicates\?featured=true&order\[featuredOrder\]=asc$/,
    );
    expect(result.items.map((card) => card.name)).toEqual(['Emerald Racing Club']);
  });
});
