import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../test/db.js';
import {
  buildHorse,
  buildMembership,
  buildPost,
  buildSetting,
  buildSubscriber,
  buildSyndicate,
  buildUser,
} from '../test/factories.js';
import { failureCode } from '../test/pg-error.js';
import { horses, memberships, posts, syndicates, users, type NewPost } from './schema/index.js';

const db = await getTestDb();
const UNIQUE_VIOLATION = '23505';

describe('database constraints', () => {
  it('reject a second user whose e-mail differs only in case', async () => {
    await buildUser(db, { email: 'Owner@Example.com' });
    expect(await failureCode(() => buildUser(db, { email: 'owner@example.COM' }))).toBe(UNIQUE_VIOLATION);
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.email, 'Owner@Example.com'));
    expect(row?.n).toBe(1);
  });

  it('reject a second subscriber whose e-mail differs only in case', async () => {
    await buildSubscriber(db, { email: 'fan@example.com' });
    expect(await failureCode(() => buildSubscriber(db, { email: 'FAN@example.com' }))).toBe(UNIQUE_VIOLATION);
  });

  it('reject a duplicate membership of the same user in the same syndicate', async () => {
    const membership = await buildMembership(db);
    const duplicate = () =>
      buildMembership(db, { userId: membership.userId, syndicateId: membership.syndicateId, role: 'staff' });
    expect(await failureCode(duplicate)).toBe(UNIQUE_VIOLATION);
    const other = await buildSyndicate(db);
    const second = await buildMembership(db, { userId: membership.userId, syndicateId: other.id });
    expect(second.syndicateId).toBe(other.id);
  });

  it('allow one row per setting type', async () => {
    await buildSetting(db, { type: 'maintenance_mode' });
    expect(await failureCode(() => buildSetting(db, { type: 'maintenance_mode' }))).toBe(UNIQUE_VIOLATION);
  });

  it('reject values outside an enum', async () => {
    const syndicate = await buildSyndicate(db);
    const author = await buildUser(db);
    // Deliberately not a publication status, to prove the database (not only TypeScript) refuses it.
    const values = { syndicateId: syndicate.id, authorId: author.id, publicationStatus: 'archived' };
    const invalid = () => db.insert(posts).values(values as unknown as NewPost);
    expect(await failureCode(invalid)).toBe('22P02');
  });

  it('cascade a syndicate deletion to its memberships and horses, and refuse deleting a post author', async () => {
    const membership = await buildMembership(db);
    const horse = await buildHorse(db, { syndicateId: membership.syndicateId });
    const post = await buildPost(db, { syndicateId: membership.syndicateId, authorId: membership.userId });

    // ON DELETE RESTRICT: PostgreSQL 17 (PGlite) reports restrict_violation, PostgreSQL 15 foreign_key_violation.
    const code = await failureCode(() => db.delete(users).where(eq(users.id, membership.userId)));
    expect(['23001', '23503']).toContain(code);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, membership.userId))).toEqual([
      { id: membership.userId },
    ]);

    await db.delete(syndicates).where(eq(syndicates.id, membership.syndicateId));
    expect(await db.select().from(memberships).where(eq(memberships.id, membership.id))).toEqual([]);
    expect(await db.select().from(horses).where(eq(horses.id, horse.id))).toEqual([]);
    expect(await db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
  });
});
