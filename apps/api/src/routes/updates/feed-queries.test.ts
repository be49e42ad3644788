/**
 * Speed (issue 5 §8, issue 19): a feed page costs a fixed number of database queries whatever its size —
 * 2 or 10 updates, each with assets, likes, views, comments and a horse entry, answer in the same count,
 * and never more than 3.
 * Counted at the driver (`db.$client.query`, PGlite or node-postgres alike), authentication included.
 */
import { postListSchema } from '@stride/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema/index.js';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { countQueries } from '../../test/count-queries.js';
import {
  buildComment,
  buildHorse,
  buildHorseEntry,
  buildPost,
  buildPostAsset,
  buildPostLike,
  buildPostView,
  buildSyndicate,
  buildSyndicateUser,
} from '../../test/factories.js';

let readers: { two: User; ten: User };

async function seedSyndicate(posts: number): Promise<User> {
  const { db } = await getTestApp();
  const syndicate = await buildSyndicate(db);
  const { user: reader } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const horse = await buildHorse(db, { syndicateId: syndicate.id });
  for (let i = 0; i < posts; i += 1) {
    const entry = await buildHorseEntry(db, { horseId: horse.id });
    const post = await buildPost(db, {
      syndicateId: syndicate.id,
      authorId: staff.id,
      horseId: horse.id,
      horseEntryId: entry.id,
      type: 'media',
    });
    await buildPostAsset(db, { postId: post.id, variants: { small: `posts/${post.id}/small.jpg` } });
    await buildPostAsset(db, {
      postId: post.id,
      mimeType: 'video/mp4',
      storageKey: `posts/${post.id}/v.mp4`,
      variants: { hls: `posts/${post.id}/v/index.m3u8` },
    });
    await buildPostLike(db, post.id, reader.id);
    await buildPostView(db, post.id, staff.id);
    await buildComment(db, { postId: post.id, authorId: reader.id });
  }
  return reader;
}

beforeAll(async () => {
  readers = { two: await seedSyndicate(2), ten: await seedSyndicate(10) };
});

/** Runs the feed request for a reader and answers how many queries reached the driver. */
async function countFeedQueries(reader: User): Promise<{ queries: number; posts: number }> {
  const { app, db } = await getTestApp();
  const headers = await loginAs(app, reader);
  const { result, queries } = await countQueries(db, () =>
    app.inject({ method: 'GET', url: '/api/updates?itemsPerPage=10', headers }),
  );
  expect(result.statusCode).toBe(200);
  const body = postListSchema.parse(result.json());
  expect(
    body.data.every(
      (p) => p.assets.length === 2 && p.horseEntry !== null && p.isLiked && p.commentsCount === 1,
    ),
  ).toBe(true);
  return { queries, posts: body.data.length };
}

describe('GET /api/updates query count', () => {
  it('is the same for a page of 2 and a page of 10 updates, and small', async () => {
    const two = await countFeedQueries(readers.two);
    const ten = await countFeedQueries(readers.ten);
    expect(two.posts).toBe(2);
    expect(ten.posts).toBe(10);
    expect(ten.queries).toBe(two.queries);
    // Issue 19: at most 3 statements a request, authentication included — the user (until it is cached),
    // the memberships, and the page with its assets and entries as JSON (decision 026).
    expect(ten.queries).toBeLessThanOrEqual(3);
    // The wrapper really counts: at least the memberships and the page.
    expect(two.queries).toBeGreaterThanOrEqual(2);
  });

  it("is one statement (the token's user) when the page comes from the feed cache (decision 030)", async () => {
    await countFeedQueries(readers.ten);
    const again = await countFeedQueries(readers.ten);
    expect(again.posts).toBe(10);
    expect(again.queries).toBeLessThanOrEqual(1);
  });
});
