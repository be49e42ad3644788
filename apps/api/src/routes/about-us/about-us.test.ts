import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITEMS_PER_PAGE, type AboutUsVideo } from '@stride/shared';
import { aboutUsVideos } from '../../db/schema/index.js';
import { buildAboutUsVideo } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

describe('GET /api/about-us', () => {
  let ids: { uploaded: number; external: number; tied: number; hostile: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const tied = await buildAboutUsVideo(db, {
      title: 'Our trainers',
      position: 2,
      videoKey: 'public/about-us/trainers.mp4',
      posterKey: null,
    });
    const external = await buildAboutUsVideo(db, {
      title: 'On YouTube',
      position: 2,
      videoKey: null,
      url: 'https://www.youtube.com/watch?v=abc',
      posterKey: 'public/about-us/yt.jpg',
    });
    const uploaded = await buildAboutUsVideo(db, {
      title: 'Who we are',
      position: 1,
      videoKey: 'public/about-us/who we are.mp4',
      posterKey: 'public/about-us/who.jpg',
    });
    const hostile = await buildAboutUsVideo(db, {
      title: 'Hostile',
      position: 3,
      videoKey: 'private/uploads/raw.mp4',
      url: 'javascript:alert(1)',
      posterKey: 'private/poster.jpg',
    });
    ids = { uploaded: uploaded.id, external: external.id, tied: tied.id, hostile: hostile.id };
  });

  it('answers {data} ordered by position then id, with absolute public media URLs', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      headers: await anonymousHeaders(app),
      url: '/api/about-us',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: AboutUsVideo[]; meta?: unknown }>();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.map((v) => v.id)).toEqual([ids.uploaded, ids.tied, ids.external, ids.hostile]);
    expect(body.data[0]).toEqual({
      id: ids.uploaded,
      title: 'Who we are',
      videoUrl: 'http://api.test/media/public/about-us/who%20we%20are.mp4',
      url: null,
      posterUrl: 'http://api.test/media/public/about-us/who.jpg',
      position: 1,
    });
    expect(body.data[2]).toMatchObject({ videoUrl: null, url: 'https://www.youtube.com/watch?v=abc' });
  });

  it('never exposes private keys or unsafe links', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      headers: await anonymousHeaders(app),
      url: '/api/about-us?itemsPerPage=abc',
    });
    expect(res.statusCode).toBe(200);
    const hostile = res.json<{ data: AboutUsVideo[] }>().data.find((v) => v.id === ids.hostile);
    expect(hostile).toMatchObject({ videoUrl: null, url: null, posterUrl: null });
    expect(res.body).not.toContain('private/');
  });

  it('stays bounded however many videos exist', async () => {
    const { app, db } = await getTestApp();
    const many = Array.from({ length: MAX_ITEMS_PER_PAGE + 5 }, (_, i) => ({
      title: `Bulk ${i}`,
      position: 100 + i,
    }));
    await db.insert(aboutUsVideos).values(many);
    // Written behind the API's back: announce it as the back office does, or the cached list stands.
    app.events.emit('content.changed', { entity: 'about-us' });
    await app.events.drain();
    const res = await app.inject({
      method: 'GET',
      headers: await anonymousHeaders(app),
      url: '/api/about-us',
    });
    const data = res.json<{ data: AboutUsVideo[] }>().data;
    expect(data).toHaveLength(MAX_ITEMS_PER_PAGE);
    expect(data[0]?.id).toBe(ids.uploaded);
  });
});
