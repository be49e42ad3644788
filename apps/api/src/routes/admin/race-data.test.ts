/**
 * Race data import through the back office and the feed API: dry-run preview, apply, idempotency,
 * Entered → Declared → Result, bad rows, manager and staff scope and the per-syndicate API key.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { horseEntries, posts, raceDataApiKeys } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../../test/factories.js';

const HEADER =
  'date,off_time,racetrack,race_number,race_name,distance,horse,jockey,draw,status,finishing_position,racecard_url,result_url,replay_url,timeform_comment';

let admin: Record<string, string>;
let manager: Record<string, string>;
let staff: Record<string, string>;
let syndicateA: { id: number };
let syndicateB: { id: number };
let horseA: { id: number; name: string };
let horseB: { id: number; name: string };

async function importCsv(headers: Record<string, string>, csv: string, dryRun: boolean) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/api/admin/race-data/imports',
    headers,
    payload: { csv, dryRun },
  });
}

function racecard(horse: string, status: 'Entered' | 'Declared', position = '', jockey = 'R. Walsh'): string {
  return `${HEADER}\n2030-03-12,14:35,Cheltenham,3,"Supreme Novices' Hurdle, Grade 1",2m 87y,${horse},${jockey},4,${status},${position},https://racecards.test/1,,,"Travelled well, big chance"\n`;
}

async function entriesOf(horseId: number) {
  const { db } = await getTestApp();
  return db.select().from(horseEntries).where(eq(horseEntries.horseId, horseId));
}

beforeAll(async () => {
  const { app, db } = await getTestApp();
  syndicateA = await buildSyndicate(db);
  syndicateB = await buildSyndicate(db);
  horseA = await buildHorse(db, { syndicateId: syndicateA.id, name: 'Galway Breeze' });
  horseB = await buildHorse(db, { syndicateId: syndicateB.id, name: 'Kerry Gold' });
  const managerUser = await buildUser(db, { roles: ['ROLE_MANAGER', 'ROLE_USER'] });
  await buildMembership(db, { userId: managerUser.id, syndicateId: syndicateB.id, role: 'manager' });
  admin = await loginAs(app, await buildUser(db, { roles: ['ROLE_ADMIN', 'ROLE_USER'] }));
  manager = await loginAs(app, managerUser);
  // Stable staff of syndicate A only (decision 027); a member place in B gives no import rights there.
  const staffUser = await buildUser(db, { roles: ['ROLE_STAFF', 'ROLE_USER'] });
  await buildMembership(db, { userId: staffUser.id, syndicateId: syndicateA.id, role: 'staff' });
  await buildMembership(db, { userId: staffUser.id, syndicateId: syndicateB.id, role: 'member' });
  staff = await loginAs(app, staffUser);
});

describe('race data import', () => {
  it('previews matched and unmatched horses with suggestions, and saves nothing', async () => {
    const csv =
      racecard('galway breeze', 'Entered') + racecard('Galway Breze', 'Entered').split('\n')[1] + '\n';
    const res = await importCsv(admin, csv, true);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(body.rows[0]).toMatchObject({
      action: 'create',
      horse: { id: horseA.id },
      updateType: '5 Day Entry',
    });
    expect(body.rows[1]).toMatchObject({
      action: 'error',
      errors: [{ field: 'horse', message: 'No horse of yours has this name or id' }],
      suggestions: ['Galway Breeze'],
    });
    expect(await entriesOf(horseA.id)).toHaveLength(0);
  });

  it('applies once, changes nothing the second time, and moves Entered → Declared → Result', async () => {
    const { db } = await getTestApp();
    const first = (await importCsv(admin, racecard('Galway Breeze', 'Entered'), false)).json();
    expect(first.summary.create).toBe(1);
    const [entry] = await entriesOf(horseA.id);
    expect(entry).toMatchObject({
      updateType: '5 Day Entry',
      status: 'Entered',
      raceName: "Supreme Novices' Hurdle, Grade 1",
      raceAt: new Date('2030-03-12T14:35:00.000Z'),
      timeformComment: 'Travelled well, big chance',
      creationTrigger: 'race data import',
    });
    const [post] = await db.select().from(posts).where(eq(posts.horseEntryId, entry!.id));
    expect(post).toMatchObject({ publicationStatus: 'published', notify: true, syndicateId: syndicateA.id });

    const again = (await importCsv(admin, racecard('Galway Breeze', 'Entered'), false)).json();
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
    expect(await entriesOf(horseA.id)).toHaveLength(1);

    const jockeyChange = (
      await importCsv(admin, racecard('Galway Breeze', 'Entered', '', 'P. Townend'), false)
    ).json();
    expect(jockeyChange.rows[0]).toMatchObject({ action: 'update', changes: ['jockey'] });

    const declared = (await importCsv(admin, racecard(String(horseA.id), 'Declared'), false)).json();
    expect(declared.rows[0]).toMatchObject({ action: 'create', updateType: 'Final Declaration' });
    const result = (await importCsv(admin, racecard('Galway Breeze', 'Declared', 'pu'), false)).json();
    expect(result.rows[0]).toMatchObject({ action: 'create', updateType: 'Result' });
    const stale = (await importCsv(admin, racecard('Galway Breeze', 'Declared'), false)).json();
    expect(stale.summary.unchanged).toBe(1);
    const stages = (await entriesOf(horseA.id)).map(
      (e) => `${e.updateType}/${e.status}/${e.finishingPosition ?? ''}`,
    );
    expect(stages.sort()).toEqual([
      '5 Day Entry/Entered/',
      'Final Declaration/Declared/',
      'Result/Declared/pu',
    ]);
  });

  it('reports bad rows one by one and saves only the good ones', async () => {
    const { db } = await getTestApp();
    const horse = await buildHorse(db, { syndicateId: syndicateA.id, name: 'Clare Rain' });
    const rows = [
      {
        date: '2030-04-01',
        offTime: '25:10',
        racetrack: 'Punchestown',
        raceNumber: 1,
        raceName: 'A',
        horse: horse.id,
        status: 'Entered',
      },
      {
        date: '2030-04-01',
        offTime: '15:10',
        racetrack: 'Punchestown',
        raceNumber: 2,
        raceName: 'B',
        horse: horse.id,
        status: 'Withdrawn',
      },
      {
        date: '2030-04-01',
        offTime: '16:10',
        racetrack: 'Punchestown',
        raceNumber: 3,
        raceName: 'C',
        horse: horse.id,
        status: 'Declared',
        finishingPosition: 'zz',
      },
      {
        date: '2030-04-01',
        offTime: '17:10',
        racetrack: 'Punchestown',
        raceNumber: 4,
        raceName: 'D',
        horse: `/api/horses/${horse.id}`,
        status: 'Declared',
        draw: 5,
      },
    ];
    const res = await getTestApp().then(({ app }) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/race-data/imports',
        headers: admin,
        payload: { version: 1, rows, dryRun: false },
      }),
    );
    const body = res.json();
    expect(body.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 });
    expect(
      body.rows.slice(0, 3).map((r: { errors: { field: string; message: string }[] }) => r.errors[0]),
    ).toEqual([
      { field: 'offTime', message: 'Time incorrect format' },
      { field: 'status', message: 'Status must be Entered or Declared' },
      { field: 'finishingPosition', message: 'Finishing position incorrect format' },
    ]);
    const saved = await entriesOf(horse.id);
    expect(saved.map((e) => e.raceNumber)).toEqual([4]);
    expect(saved[0]).toMatchObject({ updateType: 'Final Declaration', drawPosition: 5 });
  });

  it('refuses a file it cannot read with a clear message', async () => {
    const bad = await importCsv(admin, 'date,off_time,colour\n', true);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([{ propertyPath: 'file', message: 'Unknown column "colour"' }]);
    const { app } = await getTestApp();
    const version = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data/imports',
      headers: admin,
      payload: { version: 2, rows: [{}] },
    });
    expect(version.json().violations[0].message).toBe(
      'Unsupported file version: this importer reads version 1',
    );
  });

  it('lets a manager import only for the horses of the syndicates they manage', async () => {
    const csv = `${HEADER}\n2030-05-01,13:00,Galway,1,Plate,,Kerry Gold,,,Entered,,,,,\n2030-05-01,13:00,Galway,1,Plate,,${horseA.id},,,Entered,,,,,\n`;
    const body = (await importCsv(manager, csv, true)).json();
    expect(body.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'error']);
    expect(body.rows[0].horse.id).toBe(horseB.id);
  });
});

describe('race data import by stable staff', () => {
  it('imports for the horses of their syndicates and refuses, row by row, a horse of another one', async () => {
    const { db } = await getTestApp();
    const mine = await buildHorse(db, { syndicateId: syndicateA.id, name: 'Boyne Mist' });
    const row = (horse: string | number) =>
      `2030-07-02,15:20,Leopardstown,5,Staff Handicap,1m,${horse},,,Entered,,,,,`;
    const csv = `${HEADER}\n${row('Boyne Mist')}\n${row('Kerry Gold')}\n${row(horseB.id)}\n`;

    const preview = (await importCsv(staff, csv, true)).json();
    expect(preview.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'error', 'error']);
    // Another syndicate's horse is not even named back: same answer as an unknown one, no suggestion.
    expect(preview.rows[1]).toMatchObject({
      horse: null,
      errors: [{ field: 'horse', message: 'No horse of yours has this name or id' }],
      suggestions: [],
    });
    expect(preview.rows[2]).toMatchObject({ horse: null, errors: [{ field: 'horse' }] });

    const applied = await importCsv(staff, csv, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 2 });
    expect(await entriesOf(mine.id)).toHaveLength(1);
    const theirs = (await entriesOf(horseB.id)).filter((e) => e.racetrack === 'Leopardstown');
    expect(theirs).toEqual([]);
  });

  it('does not let staff see, create or revoke feed API keys', async () => {
    const { app } = await getTestApp();
    const list = await app.inject({ method: 'GET', url: '/api/admin/race-data-keys', headers: staff });
    expect(list.statusCode).toBe(403);
    const create = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data-keys',
      headers: staff,
      payload: { syndicateId: syndicateA.id, name: 'Mine' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('gives staff with no staff place in any syndicate nothing to import for', async () => {
    const { app, db } = await getTestApp();
    const loner = await buildUser(db, { roles: ['ROLE_STAFF', 'ROLE_USER'] });
    await buildMembership(db, { userId: loner.id, syndicateId: syndicateA.id, role: 'member' });
    const headers = await loginAs(app, loner);
    const csv = `${HEADER}\n2030-07-03,15:20,Naas,1,Maiden,,Galway Breeze,,,Entered,,,,,\n`;
    const body = (await importCsv(headers, csv, false)).json();
    expect(body.summary).toEqual({ create: 0, update: 0, unchanged: 0, error: 1 });
  });
});

describe('the sample files of docs/race-data', () => {
  const sample = (name: string) =>
    readFileSync(new URL(`../../../../../docs/race-data/${name}`, import.meta.url), 'utf8');

  it('import as documented: racecard, then declarations, then results', async () => {
    const { app, db } = await getTestApp();
    const syndicate = await buildSyndicate(db);
    const names = ['Liffey Lantern', 'Silver Weir', 'Star of Athy'];
    const built = [];
    for (const name of names) built.push(await buildHorse(db, { syndicateId: syndicate.id, name }));
    const ids = built.map((h) => h.id);
    const json = JSON.parse(sample('sample-racecard.json'));
    const viaJson = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data/imports',
      headers: admin,
      payload: { ...json, dryRun: true },
    });
    expect(viaJson.json().summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    for (const file of ['sample-racecard.csv', 'sample-declarations.csv', 'sample-results.csv']) {
      const res = (await importCsv(admin, sample(file), false)).json();
      expect(res.summary.error).toBe(0);
    }
    const stored = await db.select().from(horseEntries).where(inArray(horseEntries.horseId, ids));
    const results = stored.filter((e) => e.updateType === 'Result').map((e) => e.finishingPosition);
    expect(results.sort()).toEqual(['1', 'pu']);
    expect(stored.filter((e) => e.updateType === 'Final Declaration')).toHaveLength(2);
    expect(stored.filter((e) => e.updateType === '5 Day Entry')).toHaveLength(3);
  });
});

describe('race data feed API keys', () => {
  it('creates a key shown once, stores only its hash, imports for its syndicate, and stops when revoked', async () => {
    const { app, db } = await getTestApp();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data-keys',
      headers: manager,
      payload: { syndicateId: syndicateA.id, name: 'Racing feed' },
    });
    expect(refused.statusCode).toBe(422);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/race-data-keys',
      headers: manager,
      payload: { syndicateId: syndicateB.id, name: 'Racing feed' },
    });
    expect(created.statusCode).toBe(201);
    const { key, id } = created.json();
    const [stored] = await db.select().from(raceDataApiKeys).where(eq(raceDataApiKeys.id, id));
    expect(stored!.keyHash).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/race-data-keys', headers: manager });
    expect(JSON.stringify(listed.json())).not.toContain(key);

    const csv = `${HEADER}\n2030-06-01,13:00,Tramore,2,Handicap,,Kerry Gold,,,Declared,,,,,\n2030-06-01,13:00,Tramore,2,Handicap,,Galway Breeze,,,Declared,,,,,\n`;
    const fed = await app.inject({
      method: 'POST',
      url: '/api/race-data/imports',
      headers: { 'x-api-key': key },
      payload: { csv, dryRun: false },
    });
    expect(fed.statusCode).toBe(200);
    expect(fed.json().rows.map((r: { action: string }) => r.action)).toEqual(['create', 'error']);
    const [entry] = await db
      .select()
      .from(horseEntries)
      .where(and(eq(horseEntries.horseId, horseB.id), eq(horseEntries.racetrack, 'Tramore')));
    expect(entry?.updateType).toBe('Final Declaration');

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/race-data/imports',
      headers: { 'x-api-key': 'srd_nope' },
      payload: { csv },
    });
    expect(wrong.statusCode).toBe(401);
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/admin/race-data-keys/${id}`,
      headers: manager,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await app.inject({
      method: 'POST',
      url: '/api/race-data/imports',
      headers: { 'x-api-key': key },
      payload: { csv },
    });
    expect(after.statusCode).toBe(401);
  });
});
