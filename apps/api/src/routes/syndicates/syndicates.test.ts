import { beforeAll, describe, expect, it } from 'vitest';
import type { Syndicate } from '@stride/shared';
import { buildHorse, buildSyndicate } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

describe('GET /api/syndicates', () => {
  let ids: { solo: number; duo: number; club: number; hidden: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const solo = await buildSyndicate(db, { name: 'Barrow Bend', slug: 'barrow-bend', featured: true, featuredOrder: 2, logoKey: 'public/s/logo.webp' });
    const duo = await buildSyndicate(db, { name: 'Atlantic Edge', slug: 'atlantic-edge', featured: true, featuredOrder: 1, pricePerShareCents: 250_000 });
    const club = await buildSyndicate(db, { name: 'Cork Racing Club', slug: 'cork-club', stride: false, themeColour: '#0E7C66', themeFont: 'Georgia' });
    const hidden = await buildSyndicate(db, { name: 'Hidden Partners', slug: 'hidden', showOnSite: false });
    await buildHorse(db, { syndicateId: solo.id, foalingDate: '2020-03-01', sex: 'Mare' });
    await buildHorse(db, { syndicateId: duo.id });
    await buildHorse(db, { syndicateId: duo.id });
    ids = { solo: solo.id, duo: duo.id, club: club.id, hidden: hidden.id };
  });

  it('lists syndicates shown on the site by name with horse facts', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/syndicates?showOnSite=true' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Syndicate[]; meta: unknown }>();
    expect(body.data.map((s) => s.name)).toEqual(['Atlantic Edge', 'Barrow Bend', 'Cork Racing Club']);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 10, totalItems: 3, totalPages: 1 });
    const [duo, solo, club] = body.data;
    expect(duo).toMatchObject({ numberOfHorses: 2, age: null, sex: null, pricePerShare: 250_000, currency: 'EUR' });
    expect(solo).toMatchObject({ numberOfHorses: 1, sex: 'Mare', age: new Date().getUTCFullYear() - 2020 });
    expect(solo!.logo).toEqual({
      url: 'http://api.test/media/public/s/logo.webp',
      mediumUrl: 'http://api.test/media/public/s/logo.medium.webp',
      smallUrl: 'http://api.test/media/public/s/logo.small.webp',
    });
    expect(club).toMatchObject({ stride: false, themeColour: '#0E7C66', themeFont: 'Georgia', numberOfHorses: 0, countryName: 'Ireland' });
    expect(duo!.themeColour).toBe('#F36A81');
  });

  it('lists featured syndicates by featuredOrder', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/syndicates?featured=true&order[featuredOrder]=asc' });
    expect(res.json<{ data: Syndicate[] }>().data.map((s) => s.id)).toEqual([ids.duo, ids.solo]);
  });

  it('finds by slug and by id list, never returning hidden ones', async () => {
    const { app } = await getTestApp();
    const bySlug = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/syndicates?slug=barrow-bend' });
    expect(bySlug.json<{ data: Syndicate[] }>().data.map((s) => s.id)).toEqual([ids.solo]);
    const hiddenSlug = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/syndicates?slug=hidden' });
    expect(hiddenSlug.json<{ data: Syndicate[] }>().data).toEqual([]);
    const byIds = await app.inject({
      method: 'GET',
      headers: await anonymousHeaders(app),
      url: `/api/syndicates?id[]=${ids.club}&id[]=${encodeURIComponent(`/api/syndicates/${ids.duo}`)}&id[]=${ids.hidden}`,
    });
    expect(byIds.json<{ data: Syndicate[] }>().data.map((s) => s.id)).toEqual([ids.duo, ids.club]);
  });

  it('shows one syndicate; 404 for unknown or hidden ones', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/syndicates/${ids.duo}` });
    expect(res.json<Syndicate>()).toMatchObject({ id: ids.duo, slug: 'atlantic-edge', numberOfHorses: 2 });
    for (const id of [String(ids.hidden), '424242', 'atlantic-edge']) {
      const miss = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/syndicates/${id}` });
      expect(miss.statusCode, id).toBe(404);
      expect(miss.json()).toEqual({ code: 404, message: 'Syndicate not found' });
    }
  });

  it('rejects malformed paging with 400', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/syndicates?page=abc' });
    expect(res.statusCode).toBe(400);
  });
});
