import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqs, horses, syndicates } from '../db/schema/index.js';
import { setMaintenanceMode } from '../cli/maintenance-setting.js';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildFaq, buildHorse, buildSyndicate, buildUser } from '../test/factories.js';
import { CONTENT_VERSION_HEADER } from './public-cache.js';

describe('public read cache', () => {
  let ids: { horse: number; hiddenHorse: number; syndicate: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const syndicate = await buildSyndicate(db, { name: 'Cache Street Racing' });
    const hidden = await buildSyndicate(db, { showOnSite: false });
    const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'First Edition' });
    const hiddenHorse = await buildHorse(db, { syndicateId: hidden.id, name: 'Behind Curtains' });
    ids = { horse: horse.id, hiddenHorse: hiddenHorse.id, syndicate: syndicate.id };
  });

  it('serves an anonymous read from the cache until an event says the data changed', async () => {
    const { app, db } = await getTestApp();
    const url = `/api/horses/${ids.horse}`;
    const first = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.json<{ name: string }>().name).toBe('First Edition');

    // Changed behind the API's back (no event): the cached answer stands.
    await db.update(horses).set({ name: 'Second Edition' }).where(eq(horses.id, ids.horse));
    const cached = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect(cached.json<{ name: string }>().name).toBe('First Edition');

    app.events.emit('horse.updated', { horseId: ids.horse, syndicateId: ids.syndicate });
    await app.events.drain();
    const fresh = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json<{ name: string }>().name).toBe('Second Edition');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(fresh.headers[CONTENT_VERSION_HEADER]).not.toBe(first.headers[CONTENT_VERSION_HEADER]);
  });

  it('answers 304 without a body when If-None-Match holds the current ETag, from the cache or not', async () => {
    const { app } = await getTestApp();
    const url = `/api/syndicates/${ids.syndicate}`;
    const first = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...(await anonymousHeaders(app)), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { ...(await anonymousHeaders(app)), 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('keys answers by the whole URL, query included', async () => {
    const { app } = await getTestApp();
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/horses?itemsPerPage=1&page=1',
      headers: await anonymousHeaders(app),
    });
    const page2 = await app.inject({
      method: 'GET',
      url: '/api/horses?itemsPerPage=1&page=2',
      headers: await anonymousHeaders(app),
    });
    expect(page2.headers['x-cache']).toBe('MISS');
    expect(page2.json<{ meta: { page: number } }>().meta.page).toBe(2);
    expect(page1.json<{ meta: { page: number } }>().meta.page).toBe(1);
  });

  it("never serves nor stores a signed-in caller's answers, which depend on who they are", async () => {
    const { app, db } = await getTestApp();
    const url = `/api/horses/${ids.hiddenHorse}`;
    const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
    const asAdmin = await app.inject({ method: 'GET', url, headers: await loginAs(app, admin) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['x-cache']).toBeUndefined();
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    expect(asAdmin.headers.etag).toBeDefined();
    // The same URL for a visitor is still a 404, not the administrator's cached horse.
    const visitor = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(visitor.statusCode).toBe(404);

    // A signed-in caller's answer is not stored for the visitors after them either.
    const list = '/api/horses?itemsPerPage=50';
    const adminList = await app.inject({ method: 'GET', url: list, headers: await loginAs(app, admin) });
    expect(adminList.headers['x-cache']).toBeUndefined();
    const anonymousList = await app.inject({
      method: 'GET',
      url: list,
      headers: await anonymousHeaders(app),
    });
    expect(anonymousList.headers['x-cache']).toBe('MISS');
  });

  it('drops content answers on content.changed', async () => {
    const { app, db } = await getTestApp();
    const faq = await buildFaq(db, { question: 'Is it cached?', published: true });
    const url = '/api/faqs?published=true&itemsPerPage=30';
    const before = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    const question = (res: typeof before) =>
      res.json<{ data: { question: string }[] }>().data.map((f) => f.question);
    expect(question(before)).toContain('Is it cached?');
    await db.update(faqs).set({ question: 'Is it fresh?' }).where(eq(faqs.id, faq.id));
    expect(
      question(await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) })),
    ).toContain('Is it cached?');
    app.events.emit('content.changed', { entity: 'faq', id: faq.id });
    await app.events.drain();
    expect(
      question(await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) })),
    ).toContain('Is it fresh?');
  });

  it('keeps syndicate answers until a syndicate event, and a horse event refreshes the syndicate too', async () => {
    const { app, db } = await getTestApp();
    const url = `/api/syndicates/${ids.syndicate}`;
    const horsesOf = (res: { json: <T>() => T }) => res.json<{ numberOfHorses?: number; name: string }>();
    const before = horsesOf(await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) }));
    await db.update(syndicates).set({ name: 'Renamed Racing' }).where(eq(syndicates.id, ids.syndicate));
    expect(
      horsesOf(await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) })).name,
    ).toBe(before.name);
    app.events.emit('horse.created', { horseId: ids.horse, syndicateId: ids.syndicate });
    await app.events.drain();
    expect(
      horsesOf(await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) })).name,
    ).toBe('Renamed Racing');
  });

  it('never caches settings answers that include maintenance mode (per IP, and due within a second)', async () => {
    const { app, db } = await getTestApp();
    const url = '/api/settings?type=maintenance-mode';
    const off = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(off.headers['x-cache']).toBeUndefined();
    // Still the web server's signal: the content version it keys cached pages by.
    expect(off.headers[CONTENT_VERSION_HEADER]).toBe(await app.responseCache.contentVersion());
    app.events.emit('content.changed', { entity: 'page' });
    await app.events.drain();
    const changed = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(changed.headers[CONTENT_VERSION_HEADER]).not.toBe(off.headers[CONTENT_VERSION_HEADER]);
    await setMaintenanceMode(db, { on: true, whitelist: '203.0.113.9' });
    const on = await app.inject({ method: 'GET', url, headers: await anonymousHeaders(app) });
    expect(
      on.json<{ data: { settings: { maintenanceMode: boolean } }[] }>().data[0]!.settings.maintenanceMode,
    ).toBe(true);
    await setMaintenanceMode(db, { on: false });

    const app2 = await app.inject({
      method: 'GET',
      url: '/api/settings?type=app',
      headers: await anonymousHeaders(app),
    });
    expect(app2.headers['x-cache']).toBe('MISS');
    const again = await app.inject({
      method: 'GET',
      url: '/api/settings?type=app',
      headers: await anonymousHeaders(app),
    });
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('announces maintenance changes from the setting writer, which invalidates settings answers', async () => {
    const { app, db } = await getTestApp();
    const before = await app.inject({
      method: 'GET',
      url: '/api/settings?type=app',
      headers: await anonymousHeaders(app),
    });
    const seen: boolean[] = [];
    const off = app.events.on('maintenanceMode.changed', ({ created }) => void seen.push(created));
    await setMaintenanceMode(db, { on: false }, app.events);
    await app.events.drain();
    off();
    expect(seen).toHaveLength(1);
    const after = await app.inject({
      method: 'GET',
      url: '/api/settings?type=app',
      headers: await anonymousHeaders(app),
    });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers[CONTENT_VERSION_HEADER]).not.toBe(before.headers[CONTENT_VERSION_HEADER]);
  });

  it("keeps a route's own lifetime (the countries list: a day) on cached answers", async () => {
    const { app } = await getTestApp();
    await app.inject({ method: 'GET', url: '/api/countries-list', headers: await anonymousHeaders(app) });
    const hit = await app.inject({
      method: 'GET',
      url: '/api/countries-list',
      headers: await anonymousHeaders(app),
    });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not cache errors', async () => {
    const { app } = await getTestApp();
    const missing = await app.inject({
      method: 'GET',
      url: '/api/horses/999999',
      headers: await anonymousHeaders(app),
    });
    expect(missing.statusCode).toBe(404);
    const again = await app.inject({
      method: 'GET',
      url: '/api/horses/999999',
      headers: await anonymousHeaders(app),
    });
    expect(again.headers['x-cache']).toBe('MISS');
  });
});
