/**
 * Members' horses and syndicate: `horseOfUserSyndicates` / `horseOfCurrentUser` list the signed-in
 * user's syndicates' horses (hidden syndicates included) by name; members read their own hidden
 * syndicate and its horses; nobody else does.
 */
import type { Horse } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildHorse,
  buildMembership,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../../test/factories.js';

let w: {
  member: User;
  outsider: User;
  plain: User;
  hidden: number;
  shown: number;
  zed: number;
  amber: number;
  castle: number;
  foreign: number;
};

async function as(app: FastifyInstance, user: User | null) {
  return user ? loginAs(app, user) : anonymousHeaders(app);
}

beforeAll(async () => {
  const { db } = await getTestApp();
  const hidden = await buildSyndicate(db, { showOnSite: false, name: 'Private Stable' });
  const shown = await buildSyndicate(db);
  const other = await buildSyndicate(db, { showOnSite: false });
  const { user: member } = await buildSyndicateUser(db, { syndicateId: hidden.id });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id });
  const plain = await buildUser(db);
  // The member also belongs to the public syndicate.
  await buildMembership(db, { userId: member.id, syndicateId: shown.id });
  const zed = await buildHorse(db, { syndicateId: hidden.id, name: 'Zed Hidden' });
  const amber = await buildHorse(db, { syndicateId: shown.id, name: 'Amber Shown' });
  const castle = await buildHorse(db, { syndicateId: hidden.id, name: 'Castle Hidden' });
  const foreign = await buildHorse(db, { syndicateId: other.id, name: 'Bramble Foreign' });
  await buildHorse(db, { name: 'Public Stranger' });
  w = {
    member,
    outsider,
    plain,
    hidden: hidden.id,
    shown: shown.id,
    zed: zed.id,
    amber: amber.id,
    castle: castle.id,
    foreign: foreign.id,
  };
});

async function get(user: User | null, url: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: await as(app, user) });
}

describe('GET /api/horses?horseOfUserSyndicates=true', () => {
  it("lists the member's syndicates' horses by name, hidden syndicates included", async () => {
    for (const flag of [
      'horseOfUserSyndicates=true',
      'horseOfCurrentUser=true',
      'horseOfUserSyndicates=true&horseOfCurrentUser=true',
    ]) {
      const res = await get(w.member, `/api/horses?${flag}&itemsPerPage=3`);
      expect(res.statusCode, flag).toBe(200);
      const body = res.json<{ data: Horse[]; meta: { totalItems: number } }>();
      expect(
        body.data.map((h) => h.id),
        flag,
      ).toEqual([w.amber, w.castle, w.zed]);
      expect(body.meta.totalItems).toBe(3);
    }
  });

  it('gives a plain user none, an outsider only their own, and anonymous callers 403', async () => {
    expect((await get(w.plain, '/api/horses?horseOfUserSyndicates=true')).json()).toMatchObject({
      data: [],
      meta: { totalItems: 0 },
    });
    expect(
      (await get(w.outsider, '/api/horses?horseOfCurrentUser=true'))
        .json<{ data: Horse[] }>()
        .data.map((h) => h.id),
    ).toEqual([w.foreign]);
    expect((await get(null, '/api/horses?horseOfUserSyndicates=true')).statusCode).toBe(403);
    // The public list still hides hidden syndicates' horses, even from their members.
    const pub = (await get(w.member, '/api/horses?itemsPerPage=100'))
      .json<{ data: Horse[] }>()
      .data.map((h) => h.id);
    expect(pub).toContain(w.amber);
    expect(pub).not.toContain(w.zed);
  });
});

describe("a member's hidden syndicate and its horses", () => {
  it('are readable by its members', async () => {
    expect((await get(w.member, `/api/syndicates/${w.hidden}`)).json()).toMatchObject({
      id: w.hidden,
      name: 'Private Stable',
      showOnSite: false,
    });
    expect((await get(w.member, `/api/horses/${w.zed}`)).statusCode).toBe(200);
  });

  it('stay 404 for outsiders, plain users and anonymous callers', async () => {
    for (const user of [w.outsider, w.plain, null]) {
      expect((await get(user, `/api/syndicates/${w.hidden}`)).statusCode).toBe(404);
      expect((await get(user, `/api/horses/${w.zed}`)).statusCode).toBe(404);
      expect((await get(user, `/api/horses/${w.zed}/pdf`)).statusCode).toBe(404);
    }
  });
});
