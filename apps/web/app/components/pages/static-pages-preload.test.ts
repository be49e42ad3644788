// @vitest-environment node
import type { Collection, StaticPage } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import { PRELOAD_TTL_MS, createStaticPagesPreload } from './static-pages-preload.server';

const page = (slug: string) =>
  ({ id: slug.length, slug, title: slug, content: `<p>${slug}</p>` }) as unknown as StaticPage;

/** 45 pages in the API: three list pages of 20. */
function fakeApi() {
  const all = Array.from({ length: 45 }, (_, i) => page(`page-${i + 1}`));
  return vi.fn(async (path: string): Promise<Collection<StaticPage>> => {
    const url = new URL(path, 'http://api.test');
    const perPage = Number(url.searchParams.get('itemsPerPage'));
    const n = Number(url.searchParams.get('page'));
    return {
      data: all.slice((n - 1) * perPage, n * perPage),
      meta: {
        page: n,
        itemsPerPage: perPage,
        totalItems: all.length,
        totalPages: Math.ceil(all.length / perPage),
      },
    };
  });
}

describe('static pages preload (SPEC §2 guard, GET pages 20 per page)', () => {
  it('reads every page through the list, 20 per page, once for many slugs', async () => {
    const fetchList = fakeApi();
    const preload = createStaticPagesPreload(fetchList);
    const found = await Promise.all(
      ['page-1', 'page-25', 'page-45', 'nope'].map((slug) => preload.get(slug, 'v1')),
    );
    expect(found.map((p) => p?.slug ?? null)).toEqual(['page-1', 'page-25', 'page-45', null]);
    expect(fetchList.mock.calls.map(([path]) => path)).toEqual([
      '/api/pages?itemsPerPage=20&page=1',
      '/api/pages?itemsPerPage=20&page=2',
      '/api/pages?itemsPerPage=20&page=3',
    ]);
  });

  it('reads again when the content version changes or the set grows old, and forgets a failed read', async () => {
    let clock = 0;
    const fetchList = fakeApi();
    const preload = createStaticPagesPreload(fetchList, () => clock);
    await preload.get('page-1', 'v1');
    await preload.get('page-2', 'v1');
    expect(fetchList).toHaveBeenCalledTimes(3);
    await preload.get('page-1', 'v2');
    expect(fetchList).toHaveBeenCalledTimes(6);
    clock += PRELOAD_TTL_MS;
    await preload.get('page-1', 'v2');
    expect(fetchList).toHaveBeenCalledTimes(9);
    fetchList.mockRejectedValueOnce(new Error('down'));
    await expect(preload.get('page-1', 'v3')).rejects.toThrow('down');
    expect(await preload.get('page-1', 'v3')).toMatchObject({ slug: 'page-1' });
  });
});
