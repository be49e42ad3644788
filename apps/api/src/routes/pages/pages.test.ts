import { beforeAll, describe, expect, it } from 'vitest';
import type { StaticPage } from '@stride/shared';
import { buildPage } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

interface PageList {
  data: StaticPage[];
  meta: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
}

describe('GET /api/pages', () => {
  beforeAll(async () => {
    const { db } = await getTestApp();
    await buildPage(db, {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      content:
        '<h2 id="before-cookies">Before cookies</h2><p>We care.</p>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a><script>alert(1)</script>',
    });
    await buildPage(db, { slug: 'about-us', title: 'About us' });
    await buildPage(db, { slug: 'terms-and-conditions', title: 'Terms and Conditions' });
    await buildPage(db, { slug: 'secret-draft', title: 'Draft', published: false });
  });

  it('answers published pages ordered by slug, 20 per page by default', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PageList>();
    expect(body.data.map((p) => p.slug)).toEqual(['about-us', 'privacy-policy', 'terms-and-conditions']);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 20, totalItems: 3, totalPages: 1 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'about-us',
      title: 'About us',
      content: expect.stringMatching(/^<p>Content of page \d+\.<\/p>$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it('sanitises content on the way out, keeping heading ids for anchors', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?slug=privacy-policy' });
    const [page] = res.json<PageList>().data;
    expect(page?.content).toBe(
      '<h2 id="before-cookies">Before cookies</h2><p>We care.</p><a rel="noopener">click</a>',
    );
  });

  it('filters by slug and hides unpublished pages', async () => {
    const { app } = await getTestApp();
    const one = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?slug=about-us' });
    expect(one.json<PageList>().data.map((p) => p.title)).toEqual(['About us']);
    const draft = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?slug=secret-draft' });
    expect(draft.json<PageList>()).toEqual({ data: [], meta: { page: 1, itemsPerPage: 20, totalItems: 0, totalPages: 0 } });
  });

  it('pages and clamps the page size', async () => {
    const { app } = await getTestApp();
    const page2 = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?page=2&itemsPerPage=2' });
    const body = page2.json<PageList>();
    expect(body.data.map((p) => p.slug)).toEqual(['terms-and-conditions']);
    expect(body.meta).toEqual({ page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 });
    const huge = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?itemsPerPage=5000' });
    expect(huge.json<PageList>().meta.itemsPerPage).toBe(100);
  });

  it('answers malformed paging with 400 and ignores unknown parameters', async () => {
    const { app } = await getTestApp();
    for (const query of ['page=-3', 'itemsPerPage=abc', 'page=1e3x', `slug=${'a'.repeat(201)}`]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/pages?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages?published=false&order[slug]=desc' });
    expect(res.json<PageList>().data.map((p) => p.slug)).toEqual(['about-us', 'privacy-policy', 'terms-and-conditions']);
  });
});

describe('GET /api/pages/{slug}', () => {
  it('shows one published page', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/pages/terms-and-conditions' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaticPage>()).toMatchObject({ slug: 'terms-and-conditions', title: 'Terms and Conditions' });
  });

  it('answers 404 JSON for unknown, unpublished and absurd slugs', async () => {
    const { app } = await getTestApp();
    for (const slug of ['nope', 'secret-draft', 'a'.repeat(300), '%27%20or%201%3D1--', '1']) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/pages/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json(), slug).toEqual({ code: 404, message: 'Page not found' });
    }
  });
});
