/**
 * The back office's door: every /api/admin route refuses anonymous, plain-user and member tokens with 403
 * (table-driven over the registered route list, so a new route is covered the day it exists), staff
 * tokens on every route but the race data import (decision 027), admin-only routes refuse managers too,
 * and a manager can never reach another manager's syndicate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildChat,
  buildHorse,
  buildJoinRequest,
  buildMembership,
  buildSyndicate,
  buildUser,
} from '../../test/factories.js';
import { adminRoutesOf } from './index.js';

/** Fills `:id` with an existing-looking id and `:id` of settings with a real type. */
function concreteUrl(url: string): string {
  return url.startsWith('/api/admin/settings/') ? url.replace(':id', 'app') : url.replace(':id', '1');
}

/** A body that passes nothing but is well-formed JSON, so the answer is about access only. */
function requestOf(method: string, url: string, headers: Record<string, string>) {
  const withBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
  return {
    method: method as 'GET',
    url: concreteUrl(url),
    headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '{}' } : {}),
  };
}

describe('admin API permissions', () => {
  let tokens: Record<'anonymous' | 'user' | 'member' | 'staff' | 'manager', Record<string, string>>;

  beforeAll(async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const member = await buildUser(db, { roles: ['ROLE_MEMBER', 'ROLE_USER'] });
    await buildMembership(db, { userId: member.id, syndicateId: syndicate.id });
    const staff = await buildUser(db, { roles: ['ROLE_STAFF', 'ROLE_USER'] });
    await buildMembership(db, { userId: staff.id, syndicateId: syndicate.id, role: 'staff' });
    const manager = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
    await buildMembership(db, { userId: manager.id, syndicateId: syndicate.id, role: 'manager' });
    tokens = {
      anonymous: await anonymousHeaders(app),
      user: await loginAs(app, await buildUser(db)),
      member: await loginAs(app, member),
      staff: await loginAs(app, staff),
      manager: await loginAs(app, manager),
    };
  });

  it('registers the whole back office (list, get, create, update, delete and the special routes)', async () => {
    const { app } = await getTestApp();
    const routes = adminRoutesOf(app).map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(50);
    for (const expected of [
      'GET /api/admin/syndicates',
      'POST /api/admin/syndicates',
      'PATCH /api/admin/horses/:id',
      'POST /api/admin/join-requests/:id/accept',
      'POST /api/admin/join-requests/:id/reject',
      'PATCH /api/admin/settings/:id',
      'GET /api/admin/subscribers/export.csv',
      'GET /api/admin/audit-log',
      'POST /api/admin/uploads',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it.each(['anonymous', 'user', 'member'] as const)(
    'answers 403 to %s tokens on every admin route',
    async (who) => {
      const { app } = await getTestApp();
      const failures: string[] = [];
      for (const route of adminRoutesOf(app)) {
        const res = await app.inject(requestOf(route.method, route.url, tokens[who]));
        if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('lets staff reach the race data import and answers 403 on every other admin route', async () => {
    const { app } = await getTestApp();
    const reached: string[] = [];
    for (const route of adminRoutesOf(app)) {
      const res = await app.inject(requestOf(route.method, route.url, tokens.staff));
      if (res.statusCode !== 403) reached.push(`${route.method} ${route.url}`);
    }
    expect(reached).toEqual(['POST /api/admin/race-data/imports']);
  });

  it('answers 401 without a token on every admin route', async () => {
    const { app } = await getTestApp();
    const failures: string[] = [];
    for (const route of adminRoutesOf(app)) {
      const res = await app.inject(requestOf(route.method, route.url, {}));
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to managers on the administrators-only routes', async () => {
    const { app } = await getTestApp();
    const adminOnly = adminRoutesOf(app).filter(
      (r) =>
        !/^\/api\/admin\/(syndicates|horses|users|memberships|join-requests|chats|uploads|race-data|race-data-keys)(\/|$)/.test(
          r.url,
        ),
    );
    expect(adminOnly.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const route of adminOnly) {
      const res = await app.inject(requestOf(route.method, route.url, tokens.manager));
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a manager and another manager’s syndicate', () => {
  it('sees only their own objects and cannot read, change or delete the other’s', async () => {
    const { app, db } = await getTestApp();
    const mine = await buildSyndicate(db, { name: 'Mine Racing' });
    const theirs = await buildSyndicate(db, { name: 'Theirs Racing' });
    const me = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
    const other = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
    await buildMembership(db, { userId: me.id, syndicateId: mine.id, role: 'manager' });
    const otherManagerPlace = await buildMembership(db, {
      userId: other.id,
      syndicateId: theirs.id,
      role: 'manager',
    });
    const myHorse = await buildHorse(db, { syndicateId: mine.id });
    const theirHorse = await buildHorse(db, { syndicateId: theirs.id });
    const theirRequest = await buildJoinRequest(db, { syndicateId: theirs.id });
    const theirChat = await buildChat(db, { syndicateId: theirs.id });
    const headers = await loginAs(app, me);

    const list = await app.inject({ method: 'GET', url: '/api/admin/syndicates?itemsPerPage=100', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data.map((s) => s.id)).toEqual([mine.id]);
    const horses = await app.inject({ method: 'GET', url: '/api/admin/horses?itemsPerPage=100', headers });
    expect(horses.json<{ data: { id: number }[] }>().data.map((h) => h.id)).toEqual([myHorse.id]);

    const attempts = [
      { method: 'GET', url: `/api/admin/syndicates/${theirs.id}` },
      { method: 'PATCH', url: `/api/admin/syndicates/${theirs.id}`, payload: { name: 'Taken over' } },
      { method: 'GET', url: `/api/admin/horses/${theirHorse.id}` },
      { method: 'PATCH', url: `/api/admin/horses/${theirHorse.id}`, payload: { name: 'Stolen' } },
      { method: 'DELETE', url: `/api/admin/horses/${theirHorse.id}` },
      { method: 'POST', url: `/api/admin/join-requests/${theirRequest.id}/accept` },
      { method: 'PATCH', url: `/api/admin/chats/${theirChat.id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/admin/memberships/${otherManagerPlace.id}` },
    ] as const;
    for (const attempt of attempts) {
      const res = await app.inject({
        method: attempt.method,
        url: attempt.url,
        headers,
        ...('payload' in attempt ? { payload: attempt.payload } : {}),
      });
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(res.statusCode);
    }
    // Moving their own horse into someone else's syndicate, or creating one there, is refused too.
    const move = await app.inject({
      method: 'PATCH',
      url: `/api/admin/horses/${myHorse.id}`,
      headers,
      payload: { syndicateId: theirs.id },
    });
    expect(move.statusCode).toBe(403);
    const plant = await app.inject({
      method: 'POST',
      url: '/api/admin/horses',
      headers,
      payload: { syndicateId: theirs.id, name: 'Cuckoo' },
    });
    expect(plant.statusCode).toBe(403);
    // Appointing a manager is for administrators.
    const outsider = await buildUser(db);
    const appoint = await app.inject({
      method: 'POST',
      url: '/api/admin/memberships',
      headers,
      payload: { userId: outsider.id, syndicateId: mine.id, role: 'manager' },
    });
    expect(appoint.statusCode).toBe(403);

    const stillTheirs = await app.inject({
      method: 'GET',
      url: `/api/syndicates/${theirs.id}`,
      headers: await anonymousHeaders(app),
    });
    expect(stillTheirs.json<{ name: string }>().name).toBe('Theirs Racing');

    // Their own syndicate is theirs to edit.
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/admin/syndicates/${mine.id}`,
      headers,
      payload: { trainer: 'Willie Mullins' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json<{ trainer: string }>().trainer).toBe('Willie Mullins');
    // But creating or deleting syndicates is not.
    const create = await app.inject({
      method: 'POST',
      url: '/api/admin/syndicates',
      headers,
      payload: { name: 'New', countryCode: 'IE' },
    });
    expect(create.statusCode).toBe(403);
    const remove = await app.inject({ method: 'DELETE', url: `/api/admin/syndicates/${mine.id}`, headers });
    expect(remove.statusCode).toBe(403);
  });
});
