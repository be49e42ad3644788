import { describe, expect, it, beforeAll } from 'vitest';
import type { Horse } from '@stride/shared';
import { buildHorse, buildSyndicate } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

describe('GET /api/horses', () => {
  let ids: { a: number; b: number; hiddenHorse: number; syndicate: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const syndicate = await buildSyndicate(db, { name: 'Green Door Racing' });
    const hidden = await buildSyndicate(db, { showOnSite: false });
    const a = await buildHorse(db, { syndicateId: syndicate.id, name: 'Zephyr Lane', featured: true, featuredOrder: 2, imageKey: 'public/horses/z.webp' });
    const b = await buildHorse(db, { syndicateId: syndicate.id, name: 'Amber Crest', featured: true, featuredOrder: 1 });
    await buildHorse(db, { name: 'Mellow Brook' });
    await buildHorse(db, { name: 'Castle Ridge' });
    const hiddenHorse = await buildHorse(db, { syndicateId: hidden.id, name: 'Secret Stable' });
    ids = { a: a.id, b: b.id, hiddenHorse: hiddenHorse.id, syndicate: syndicate.id };
  });

  it('answers {data, meta} ordered by name, without horses of hidden syndicates', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?page=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Horse[]; meta: unknown }>();
    expect(body.data.map((h) => h.name)).toEqual(['Amber Crest', 'Castle Ridge', 'Mellow Brook', 'Zephyr Lane']);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 10, totalItems: 4, totalPages: 1 });
  });

  it('lists featured horses by featuredOrder', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?featured=true&order[featuredOrder]=asc' });
    expect(res.json<{ data: Horse[] }>().data.map((h) => h.id)).toEqual([ids.b, ids.a]);
    const desc = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?featured=true&order[featuredOrder]=desc' });
    expect(desc.json<{ data: Horse[] }>().data.map((h) => h.id)).toEqual([ids.a, ids.b]);
  });

  it('filters by syndicate given as an id or an IRI', async () => {
    const { app } = await getTestApp();
    for (const ref of [String(ids.syndicate), `/api/syndicates/${ids.syndicate}`]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/horses?syndicate.id=${encodeURIComponent(ref)}` });
      const data = res.json<{ data: Horse[] }>().data;
      expect(data.map((h) => h.name)).toEqual(['Amber Crest', 'Zephyr Lane']);
      expect(data[0]!.syndicate).toEqual({ id: ids.syndicate, slug: expect.any(String), name: 'Green Door Racing' });
    }
  });

  it('pages and clamps the page size', async () => {
    const { app } = await getTestApp();
    const page2 = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?page=2&itemsPerPage=3' });
    const body = page2.json<{ data: Horse[]; meta: { totalPages: number } }>();
    expect(body.data.map((h) => h.name)).toEqual(['Zephyr Lane']);
    expect(body.meta.totalPages).toBe(2);
    const pastEnd = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?page=9&itemsPerPage=3' });
    expect(pastEnd.json()).toEqual({ data: [], meta: { page: 9, itemsPerPage: 3, totalItems: 4, totalPages: 2 } });
    const huge = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?itemsPerPage=100000' });
    expect(huge.json<{ meta: { itemsPerPage: number } }>().meta.itemsPerPage).toBe(100);
  });

  it('answers malformed paging and filters with 400 and a message, never 500', async () => {
    const { app } = await getTestApp();
    for (const query of ['page=0', 'page=abc', 'itemsPerPage=-1', 'featured=maybe', 'syndicate.id=abc', 'order[name]=up']) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/horses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });

  it('ignores unknown query parameters', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/horses?colour=bay&roles=ROLE_ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ meta: { totalItems: number } }>().meta.totalItems).toBe(4);
  });

  it('shows one horse with absolute image URLs', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/horses/${ids.a}` });
    expect(res.statusCode).toBe(200);
    const horse = res.json<Horse>();
    expect(horse).toMatchObject({ id: ids.a, name: 'Zephyr Lane', featured: true, featuredOrder: 2 });
    expect(horse.image).toEqual({
      url: 'http://api.test/media/public/horses/z.webp',
      mediumUrl: 'http://api.test/media/public/horses/z.medium.webp',
      smallUrl: 'http://api.test/media/public/horses/z.small.webp',
    });
    expect(horse.pedigree.sireSire).not.toBe('');
    expect(horse.age).toBe(new Date().getUTCFullYear() - 2021);
  });

  it('answers 404 JSON for unknown, malformed and hidden horses', async () => {
    const { app } = await getTestApp();
    for (const id of ['999999', 'abc', '-1', String(ids.hiddenHorse)]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/horses/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Horse not found' });
    }
  });
});
