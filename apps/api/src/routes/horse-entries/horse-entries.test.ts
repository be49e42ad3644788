/**
 * GET /api/syndicate-horse-entries: a member's own syndicates only, upcoming / results / date range,
 * Dublin wall times, entries of unpublished updates hidden from members.
 */
import { horseEntryResourceSchema, type HorseEntryResource } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema/index.js';
import { anonymousHeaders, loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import {
  buildHorse,
  buildHorseEntry,
  buildPost,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../../test/factories.js';

const DAY = 86_400_000;
let w: {
  member: User;
  staff: User;
  outsider: User;
  plain: User;
  admin: User;
  syndicateId: number;
  horseId: number;
  soon: number;
  later: number;
  result: number;
  oldResult: number;
  drafted: number;
  published: number;
  foreign: number;
};

async function as(app: FastifyInstance, user: User | null) {
  return user ? loginAs(app, user) : anonymousHeaders(app);
}

beforeAll(async () => {
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db, { showOnSite: false });
  const other = await buildSyndicate(db);
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id });
  const plain = await buildUser(db);
  const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
  const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Saoirse', slug: 'saoirse' });
  const other2 = await buildHorse(db, { syndicateId: syndicate.id });
  const now = Date.now();
  const soon = await buildHorseEntry(db, {
    horseId: horse.id,
    raceAt: new Date(now + 2 * DAY),
    updateType: 'Final Declaration',
    status: 'Declared',
  });
  const later = await buildHorseEntry(db, { horseId: other2.id, raceAt: new Date(now + 9 * DAY) });
  const result = await buildHorseEntry(db, {
    horseId: horse.id,
    raceAt: new Date(now - 2 * DAY),
    updateType: 'Result',
    finishingPosition: 'pu',
  });
  const oldResult = await buildHorseEntry(db, {
    horseId: horse.id,
    raceAt: new Date('2025-01-15T13:30:00Z'),
    updateType: 'Result',
    finishingPosition: '1',
  });
  const drafted = await buildHorseEntry(db, { horseId: horse.id, raceAt: new Date(now + 5 * DAY) });
  await buildPost(db, { syndicateId: syndicate.id, publicationStatus: 'draft', horseEntryId: drafted.id });
  const published = await buildHorseEntry(db, { horseId: horse.id, raceAt: new Date(now + 6 * DAY) });
  const post = await buildPost(db, { syndicateId: syndicate.id, horseEntryId: published.id });
  void post;
  const foreign = await buildHorseEntry(db, { syndicateId: other.id, raceAt: new Date(now + DAY) });
  w = {
    member,
    staff,
    outsider,
    plain,
    admin,
    syndicateId: syndicate.id,
    horseId: horse.id,
    soon: soon.id,
    later: later.id,
    result: result.id,
    oldResult: oldResult.id,
    drafted: drafted.id,
    published: published.id,
    foreign: foreign.id,
  };
});

async function list(user: User | null, query = '') {
  const { app } = await getTestApp();
  return app.inject({
    method: 'GET',
    url: `/api/syndicate-horse-entries${query}`,
    headers: await as(app, user),
  });
}
const ids = async (user: User | null, query = '') =>
  (await list(user, query)).json<{ data: HorseEntryResource[] }>().data.map((e) => e.id);

describe('GET /api/syndicate-horse-entries', () => {
  it("lists upcoming entries and declarations of the member's syndicates, soonest first, in the shared shape", async () => {
    const res = await list(w.member, '?upcoming=true');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: HorseEntryResource[]; meta: unknown }>();
    body.data.forEach((e) => horseEntryResourceSchema.parse(e));
    expect(body.data.map((e) => e.id)).toEqual([w.soon, w.published, w.later]);
    expect(body.data[0]).toMatchObject({
      updateType: 'Final Declaration',
      status: 'Declared',
      horse: { id: w.horseId, name: 'Saoirse', slug: 'saoirse' },
      syndicate: { id: w.syndicateId },
    });
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 10, totalItems: 3, totalPages: 1 });
  });

  it('lists results latest first, with the time in Europe/Dublin', async () => {
    const results = (await list(w.member, '?results=true')).json<{ data: HorseEntryResource[] }>().data;
    expect(results.map((e) => e.id)).toEqual([w.result, w.oldResult]);
    expect(results[1]).toMatchObject({
      date: '2025-01-15T13:30:00.000Z',
      time: '13:30',
      finishingPosition: '1',
    });
  });

  it('filters by date range, horse and syndicate', async () => {
    expect(await ids(w.member, '?date[after]=2025-01-15&date[before]=2025-01-15')).toEqual([w.oldResult]);
    expect(await ids(w.member, '?date[after]=2040-01-01')).toEqual([]);
    expect(await ids(w.member, `?upcoming=true&horse.id=${w.horseId}`)).toEqual([w.soon, w.published]);
    expect(await ids(w.member, `?upcoming=true&syndicate.id=${w.syndicateId}&itemsPerPage=1&page=3`)).toEqual(
      [w.later],
    );
  });

  it('shows entries of unpublished updates to staff of the syndicate, not to members', async () => {
    expect(await ids(w.member)).not.toContain(w.drafted);
    expect(await ids(w.staff, '?upcoming=true')).toEqual([w.soon, w.drafted, w.published, w.later]);
  });

  it('gives outsiders and plain users nothing of the syndicate, anonymous callers 403, bad input 400', async () => {
    expect(await ids(w.outsider)).toEqual([w.foreign]);
    expect(await ids(w.outsider, `?syndicate.id=${w.syndicateId}`)).toEqual([]);
    expect(await ids(w.outsider, `?horse.id=${w.horseId}`)).toEqual([]);
    expect((await list(w.plain)).json()).toMatchObject({ data: [], meta: { totalItems: 0 } });
    expect((await list(null)).statusCode).toBe(403);
    expect(await ids(w.admin)).toEqual(expect.arrayContaining([w.drafted, w.foreign]));
    for (const query of ['?upcoming=soon', '?date[after]=yesterday', '?horse.id=x', '?order[date]=up']) {
      expect((await list(w.member, query)).statusCode, query).toBe(400);
    }
  });
});
