/**
 * Speed (issue 19, decision 035): a part PUT to the local driver costs one database statement — the upload
 * session's lookup (not completed, not expired, part number in range) — whatever the part number, retries
 * included. The part URL's HMAC signature is the authorization (no bearer token to check), and the part is
 * recorded by the driver next to its bytes, not in the database.
 * Counted at the driver (`db.$client.query`, PGlite or node-postgres alike).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { countQueries } from '../../test/count-queries.js';
import { buildPublishingWorld, createDraft, pathOf, type PublishingWorld } from '../../test/publishing.js';

let world: PublishingWorld;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
});

/** PUTs `payload` to a part URL and answers the status and how many statements reached the driver. */
async function countPartQueries(url: string, payload: Buffer): Promise<{ status: number; queries: number }> {
  const { app, db } = await getTestApp();
  const { result, queries } = await countQueries(db, () =>
    app.inject({ method: 'PUT', url: pathOf(url), payload }),
  );
  return { status: result.statusCode, queries };
}

describe('PUT /storage/parts query count', () => {
  it('is one statement per part, out of order and retried alike', async () => {
    const { app } = await getTestApp();
    const postId = await createDraft(app, world.staffA, {
      syndicate: world.syndicateA.id,
      horse: world.horseA.id,
      expectedNumberAssets: 1,
    });
    const presigned = await app.inject({
      method: 'GET',
      url: '/api/upload-s3-files/presigned-urls',
      query: { filePath: `posts/${postId}/counted.bin`, countParts: '3' },
      headers: await loginAs(app, world.staffA),
    });
    expect(presigned.statusCode).toBe(200);
    const { presignedUrls } = presigned.json() as { presignedUrls: string[] };
    const counts = [];
    for (const n of [3, 1, 2, 1])
      counts.push(await countPartQueries(presignedUrls[n - 1]!, Buffer.alloc(64, n)));
    expect(counts.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    // The wrapper really counts (the session lookup), and nothing else reaches the database.
    expect(counts.map((c) => c.queries)).toEqual([1, 1, 1, 1]);
  });
});
