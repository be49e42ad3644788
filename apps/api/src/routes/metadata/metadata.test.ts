import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteMetadata } from '@stride/shared';
import { buildMetadata } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

interface MetadataList {
  data: RouteMetadata[];
  meta: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
}

describe('GET /api/metadata', () => {
  let homeId: number;

  beforeAll(async () => {
    const { db } = await getTestApp();
    await buildMetadata(db, { path: '/syndicates/', title: 'Syndicates | Stride' });
    const home = await buildMetadata(db, {
      path: '/',
      title: 'Stride | Horse racing syndicates',
      metaDescription: 'Own a share of a racehorse.',
      openGraphTitle: 'Stride',
      openGraphDescription: 'Racehorse ownership made simple.',
      metaKeywords: 'horse racing, syndicates',
    });
    await buildMetadata(db, {
      path: '/faq/',
      title: 'FAQ | Stride',
      metaDescription: null,
      openGraphTitle: null,
      openGraphDescription: null,
      metaKeywords: null,
    });
    homeId = home.id;
  });

  it('answers the metadata of one route path', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?path=%2F' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MetadataList>()).toEqual({
      data: [
        {
          id: homeId,
          path: '/',
          title: 'Stride | Horse racing syndicates',
          metaDescription: 'Own a share of a racehorse.',
          openGraphTitle: 'Stride',
          openGraphDescription: 'Racehorse ownership made simple.',
          metaKeywords: 'horse racing, syndicates',
        },
      ],
      meta: { page: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1 },
    });
  });

  it('matches paths exactly and keeps missing fields null', async () => {
    const { app } = await getTestApp();
    const faq = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?path=/faq/' });
    expect(faq.json<MetadataList>().data[0]).toMatchObject({ title: 'FAQ | Stride', metaDescription: null, metaKeywords: null });
    const noSlash = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?path=/faq' });
    expect(noSlash.json<MetadataList>().meta.totalItems).toBe(0);
    const like = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?path=%25' });
    expect(like.json<MetadataList>().data).toEqual([]);
  });

  it('lists every path ordered by path, paged and clamped', async () => {
    const { app } = await getTestApp();
    const all = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata' });
    expect(all.json<MetadataList>().data.map((m) => m.path)).toEqual(['/', '/faq/', '/syndicates/']);
    const page2 = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?page=2&itemsPerPage=2' });
    expect(page2.json<MetadataList>()).toMatchObject({
      data: [{ path: '/syndicates/' }],
      meta: { page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 },
    });
    const huge = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/metadata?itemsPerPage=999&title=x' });
    expect(huge.json<MetadataList>().meta).toMatchObject({ itemsPerPage: 100, totalItems: 3 });
  });

  it('answers malformed paging and over-long paths with 400', async () => {
    const { app } = await getTestApp();
    for (const query of ['page=0', 'itemsPerPage=x', `path=/${'a'.repeat(500)}`]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/metadata?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });
});
