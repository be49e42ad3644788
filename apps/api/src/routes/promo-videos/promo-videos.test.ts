import { beforeAll, describe, expect, it } from 'vitest';
import type { PromoVideo } from '@stride/shared';
import { buildPromoVideo } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

interface PromoVideoList {
  data: PromoVideo[];
  meta: { page: number; itemsPerPage: number; totalItems: number; totalPages: number };
}

describe('GET /api/promo-videos', () => {
  let ids: { older: number; newer: number; newest: number; inactive: number };

  beforeAll(async () => {
    const { db } = await getTestApp();
    const older = await buildPromoVideo(db, {
      title: 'Spring at the yard',
      videoKey: 'public/promo/spring.mp4',
      posterKey: 'public/promo/spring.jpg',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const newer = await buildPromoVideo(db, {
      title: 'Raceday',
      videoKey: 'public/promo/raceday.m3u8',
      posterKey: null,
      createdAt: new Date('2026-05-01T10:00:00Z'),
    });
    const newest = await buildPromoVideo(db, {
      title: 'Not yet processed',
      videoKey: 'uploads/raw/raceday.mov',
      posterKey: 'uploads/raw/poster.jpg',
      createdAt: new Date('2026-06-01T10:00:00Z'),
    });
    const inactive = await buildPromoVideo(db, { title: 'Old campaign', active: false, createdAt: new Date('2026-07-01T10:00:00Z') });
    ids = { older: older.id, newer: newer.id, newest: newest.id, inactive: inactive.id };
  });

  it('answers active videos newest first with absolute public URLs', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/promo-videos' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PromoVideoList>();
    expect(body.data.map((v) => v.id)).toEqual([ids.newest, ids.newer, ids.older]);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 10, totalItems: 3, totalPages: 1 });
    expect(body.data[2]).toEqual({
      id: ids.older,
      title: 'Spring at the yard',
      videoUrl: 'http://api.test/media/public/promo/spring.mp4',
      posterUrl: 'http://api.test/media/public/promo/spring.jpg',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(body.data[1]).toMatchObject({ posterUrl: null });
    expect(body.data[0]).toMatchObject({ videoUrl: null, posterUrl: null });
    expect(res.body).not.toContain('uploads/raw');
  });

  it('pages and clamps the page size', async () => {
    const { app } = await getTestApp();
    const page2 = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/promo-videos?page=2&itemsPerPage=2' });
    const body = page2.json<PromoVideoList>();
    expect(body.data.map((v) => v.id)).toEqual([ids.older]);
    expect(body.meta).toEqual({ page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 });
    const huge = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/promo-videos?itemsPerPage=1000&active=false' });
    expect(huge.json<PromoVideoList>().meta).toMatchObject({ itemsPerPage: 100, totalItems: 3 });
  });

  it('answers malformed paging with 400', async () => {
    const { app } = await getTestApp();
    for (const query of ['page=0', 'itemsPerPage=0', 'page=two']) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/promo-videos?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, message: expect.any(String) });
    }
  });
});

describe('GET /api/promo-videos/{id}', () => {
  it('shows one active video', async () => {
    const { app, db } = await getTestApp();
    const video = await buildPromoVideo(db, { title: 'Single', videoKey: 'public/promo/single.mp4' });
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/promo-videos/${video.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<PromoVideo>()).toMatchObject({
      id: video.id,
      title: 'Single',
      videoUrl: 'http://api.test/media/public/promo/single.mp4',
    });
  });

  it('answers 404 JSON for unknown, malformed and inactive videos', async () => {
    const { app, db } = await getTestApp();
    const inactive = await buildPromoVideo(db, { active: false });
    for (const id of ['999999', 'abc', '0', '-1', '2147483648', String(inactive.id)]) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/promo-videos/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ code: 404, message: 'Promo video not found' });
    }
  });
});
