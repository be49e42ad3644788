import { beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '@stride/shared';
import { buildFaq } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

interface FaqList {
  data: Faq[];
  meta: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
}

describe('GET /api/faqs', () => {
  let ids: { first: number; second: number; tied: number; home: number; draft: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const second = await buildFaq(db, { place: 'faq', question: 'How much is a share?', position: 2 });
    const first = await buildFaq(db, {
      place: 'faq',
      question: 'What is a syndicate?',
      answer: '<p onclick="alert(1)">A group of owners.<script>alert(1)</script></p>',
      position: 1,
    });
    const tied = await buildFaq(db, { place: 'faq', question: 'Can I visit my horse?', position: 2 });
    const home = await buildFaq(db, { place: 'home', question: 'Why Stride?', position: 1 });
    const draft = await buildFaq(db, { place: 'faq', question: 'Draft question', position: 0, published: false });
    ids = { first: first.id, second: second.id, tied: tied.id, home: home.id, draft: draft.id };
  });

  it('answers {data, meta} of one place ordered by position then id, 30 per page by default', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?place=faq&published=true' });
    expect(res.statusCode).toBe(200);
    const body = res.json<FaqList>();
    expect(body.data.map((f) => f.id)).toEqual([ids.first, ids.second, ids.tied]);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 30, totalItems: 3, totalPages: 1 });
    expect(body.data[0]).toEqual({
      id: ids.first,
      place: 'faq',
      question: 'What is a syndicate?',
      answer: '<p>A group of owners.</p>',
      published: true,
      position: 1,
    });
  });

  it('lists every place without a place filter', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs' });
    expect(res.json<FaqList>().data.map((f) => f.id)).toEqual([ids.first, ids.home, ids.second, ids.tied]);
    const home = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?place=home' });
    expect(home.json<FaqList>().data.map((f) => f.question)).toEqual(['Why Stride?']);
    const none = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?place=nowhere' });
    expect(none.json<FaqList>()).toEqual({ data: [], meta: { page: 1, itemsPerPage: 30, totalItems: 0, totalPages: 0 } });
  });

  it('never shows unpublished FAQs to anonymous callers, whatever the filter says', async () => {
    const { app } = await getTestApp();
    for (const query of ['published=false', 'published=0', 'place=faq&published=false', '']) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/faqs?${query}` });
      expect(res.statusCode, query).toBe(200);
      const data = res.json<FaqList>().data;
      expect(data.map((f) => f.id), query).not.toContain(ids.draft);
      expect(data.every((f) => f.published), query).toBe(true);
    }
  });

  it('pages and clamps the page size', async () => {
    const { app } = await getTestApp();
    const page2 = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?place=faq&page=2&itemsPerPage=2' });
    const body = page2.json<FaqList>();
    expect(body.data.map((f) => f.id)).toEqual([ids.tied]);
    expect(body.meta).toEqual({ page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 });
    const beyond = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?page=50' });
    expect(beyond.json<FaqList>().data).toEqual([]);
    const huge = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?itemsPerPage=100000' });
    expect(huge.json<FaqList>().meta.itemsPerPage).toBe(100);
  });

  it('answers malformed paging and filters with 400, never 500', async () => {
    const { app } = await getTestApp();
    for (const query of ['page=0', 'page=abc', 'itemsPerPage=-1', 'itemsPerPage=1.5', 'published=maybe', `place=${'x'.repeat(101)}`]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/faqs?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });

  it('ignores unknown query parameters', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/faqs?place=faq&colour=bay&order[question]=desc' });
    expect(res.statusCode).toBe(200);
    expect(res.json<FaqList>().data.map((f) => f.id)).toEqual([ids.first, ids.second, ids.tied]);
  });
});
