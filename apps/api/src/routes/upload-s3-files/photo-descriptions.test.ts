import { ASSET_DESCRIPTION_MAX_LENGTH } from '@stride/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth.js';
import { getTestApp } from '../../test/build-test-app.js';
import { tinyPng } from '../../test/media-samples.js';
import {
  buildPublishingWorld,
  createDraft,
  uploadFile,
  type PublishingWorld,
} from '../../test/publishing.js';

let world: PublishingWorld;
let png: Buffer;

beforeAll(async () => {
  const { db } = await getTestApp();
  world = await buildPublishingWorld(db);
  png = await tinyPng();
});

async function draft(): Promise<number> {
  const { app } = await getTestApp();
  return createDraft(app, world.staffA, {
    syndicate: world.syndicateA.id,
    horse: world.horseA.id,
    expectedNumberAssets: 1,
  });
}

describe('photo descriptions (alt text, issue 18 item 10)', () => {
  it('keeps the description given with a photo and answers it on the update', async () => {
    const { app } = await getTestApp();
    const postId = await draft();
    const res = await uploadFile(app, world.staffA, postId, 'IMG_0412.png', png, 0, {
      description: '  Bog of Allen cantering on the Curragh  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().asset.description).toBe('Bog of Allen cantering on the Curragh');
    const post = await app.inject({
      method: 'GET',
      url: `/api/updates/${postId}`,
      headers: await loginAs(app, world.staffA),
    });
    expect(post.json().assets[0].description).toBe('Bog of Allen cantering on the Curragh');
  });

  it('is optional (null: clients make one from the horse and update) and bounded', async () => {
    const { app } = await getTestApp();
    const plain = await uploadFile(app, world.staffA, await draft(), 'IMG_0413.png', png);
    expect(plain.json().asset.description).toBeNull();
    const tooLong = await uploadFile(app, world.staffA, await draft(), 'IMG_0414.png', png, 0, {
      description: 'x'.repeat(ASSET_DESCRIPTION_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(422);
  });
});
