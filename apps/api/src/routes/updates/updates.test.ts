/**
 * The members' feed, reading: who sees which updates (published for members, drafts for staff and
 * managers of the syndicate, nothing for outsiders), the post shape with signed asset URLs, filters
 * and order. Data: feed-world.ts.
 */
import { postListSchema, postSchema, type Post as PostJson } from '@stride/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema/index.js';
import { getTestApp } from '../../test/build-test-app.js';
import { as, buildFeedWorld, type World } from '../../test/feed-world.js';

let w: World;

beforeAll(async () => {
  w = await buildFeedWorld();
});

async function list(user: User | null, query = '') {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url: `/api/updates${query}`, headers: await as(app, user) });
}

describe('GET /api/updates', () => {
  it('gives a member the published updates of their syndicates, newest first, in the shared shape', async () => {
    const res = await list(w.member, '?page=1');
    expect(res.statusCode).toBe(200);
    const body = postListSchema.parse(res.json());
    expect(body.data.map((p) => p.id)).toEqual([w.newer, w.older]);
    expect(body.meta).toEqual({ page: 1, itemsPerPage: 10, totalItems: 2, totalPages: 1 });
    const post = body.data[0]!;
    expect(post).toMatchObject({
      horse: { id: w.horseId, name: 'Saoirse', slug: 'saoirse' },
      syndicate: { id: w.syndicateId, name: 'Brook Lane Racing', slug: 'brook-lane' },
      author: { id: w.manager.id, roles: expect.arrayContaining(['Manager']) },
      authorLabel: 'Racing Manager',
      postedAt: '2026-02-01T10:00:00.000Z',
      isLiked: true,
      isViewed: true,
      likesCount: 2,
      commentsCount: 1,
      type: 'media',
      publicationStatus: 'published',
      permissions: { delete: false, edit: false },
      horseEntry: {
        id: w.entryId,
        time: '14:30',
        date: '2030-06-01T13:30:00.000Z',
        horse: { id: w.horseId, name: 'Saoirse' },
      },
    });
    expect(body.data[1]).toMatchObject({
      authorLabel: 'Stable Manager',
      isLiked: false,
      isViewed: false,
      likesCount: 0,
      horseEntry: null,
    });
  });

  it('answers assets with signed URLs: HLS for processed video, the poster and small rendition as previews', async () => {
    const { app } = await getTestApp();
    const post = (await list(w.member)).json<{ data: PostJson[] }>().data[0]!;
    const [photo, video, raw] = post.assets;
    expect(photo).toMatchObject({ mimeType: 'image/jpeg', originalName: 'Gallops.jpg', status: 'complete' });
    expect(photo!.url).toMatch(
      new RegExp(`^http://api\\.test/media/s/\\d+/[\\w-]+/posts/${w.newer}/photo-1\\.jpg$`),
    );
    expect(photo!.previewUrl).toMatch(/photo-1\.small\.jpg$/);
    expect(photo!.downloadUrl).toMatch(/photo-1\.jpg\?download=Gallops\.jpg$/);
    expect(video).toMatchObject({ mimeType: 'application/x-mpegURL' });
    expect(video!.url).toMatch(/video-1\/index\.m3u8$/);
    expect(video!.previewUrl).toMatch(/video-1\.jpg$/);
    expect(raw).toMatchObject({ mimeType: 'video/mp4', status: 'processing', previewUrl: null });

    const path = (url: string) => url.replace('http://api.test', '');
    const served = await app.inject({ method: 'GET', url: path(photo!.url) });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('jpeg-bytes');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const download = await app.inject({ method: 'GET', url: path(photo!.downloadUrl) });
    expect(download.headers['content-disposition']).toMatch(/^attachment;.*Gallops\.jpg/);
    // The playlist's folder is covered by the same signature (segments resolve relative to it).
    expect((await app.inject({ method: 'GET', url: path(video!.url) })).statusCode).toBe(200);
    // A signature is worth nothing for another file folder or once altered (403 from the media route).
    const tampered = path(photo!.url).replace(/\/s\/(\d+)\/[\w-]+\//, '/s/$1/AAAA/');
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherPost = path(photo!.url).replace(`posts/${w.newer}/`, `posts/${w.foreign}/`);
    expect((await app.inject({ method: 'GET', url: otherPost })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/media/posts/${w.newer}/photo-1.jpg` })).statusCode).toBe(
      404,
    );
  });

  it('filters by horse, syndicate and horse entry, and orders by postedAt on request', async () => {
    expect(
      (await list(w.member, `?horse.id=${w.horseId}`)).json<{ data: PostJson[] }>().data.map((p) => p.id),
    ).toEqual([w.newer]);
    expect(
      (await list(w.member, `?horse.id=/api/horses/${w.otherHorseId}`))
        .json<{ data: PostJson[] }>()
        .data.map((p) => p.id),
    ).toEqual([w.older]);
    expect(
      (await list(w.member, '?horseEntryFilter=true')).json<{ data: PostJson[] }>().data.map((p) => p.id),
    ).toEqual([w.newer]);
    expect(
      (await list(w.member, `?syndicate.id=${w.syndicateId}&order[postedAt]=asc`))
        .json<{ data: PostJson[] }>()
        .data.map((p) => p.id),
    ).toEqual([w.older, w.newer]);
    expect(
      (await list(w.member, '?itemsPerPage=1&page=2')).json<{ data: PostJson[] }>().data.map((p) => p.id),
    ).toEqual([w.older]);
  });

  it('keeps drafts from members even when asked; staff and managers get them on request', async () => {
    const asked = await list(w.member, '?publicationStatus=draft');
    expect(asked.json()).toMatchObject({ data: [], meta: { totalItems: 0 } });
    const staff = await list(w.staff, '?publicationStatus=draft');
    expect(staff.json<{ data: PostJson[] }>().data.map((p) => p.id)).toEqual([w.draft]);
    const both = await list(w.manager, '?publicationStatus[]=draft&publicationStatus[]=published');
    expect(both.json<{ data: PostJson[] }>().data.map((p) => p.id)).toEqual([w.draft, w.newer, w.older]);
    // Without a status filter even staff get the published feed.
    expect((await list(w.staff)).json<{ data: PostJson[] }>().data.map((p) => p.id)).toEqual([
      w.newer,
      w.older,
    ]);
  });

  it('gives administrators every syndicate, and outsiders, plain users and anonymous callers nothing', async () => {
    const admin = (await list(w.admin)).json<{ data: PostJson[] }>().data.map((p) => p.id);
    expect(admin).toEqual(expect.arrayContaining([w.newer, w.older, w.foreign]));
    expect(admin).not.toContain(w.deleted);
    for (const query of [
      '',
      `?syndicate.id=${w.syndicateId}`,
      `?horse.id=${w.horseId}`,
      '?publicationStatus=draft',
    ]) {
      const outsider = await list(w.outsider, query);
      expect(
        outsider.json<{ data: PostJson[] }>().data.map((p) => p.id),
        query,
      ).not.toContain(w.newer);
      expect((await list(w.plain, query)).json(), query).toMatchObject({ data: [], meta: { totalItems: 0 } });
      expect((await list(null, query)).statusCode, query).toBe(403);
    }
  });

  it('answers malformed filters with 400, never 500', async () => {
    for (const query of [
      '?horse.id=abc',
      '?publicationStatus=secret',
      '?horseEntryFilter=maybe',
      '?order[postedAt]=up',
      '?page=0',
    ]) {
      expect((await list(w.member, query)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/updates/{id}', () => {
  async function one(user: User | null, id: number | string) {
    const { app } = await getTestApp();
    return app.inject({ method: 'GET', url: `/api/updates/${id}`, headers: await as(app, user) });
  }

  it('answers a visible update in the post shape with the viewer permissions', async () => {
    const res = await one(w.manager, w.newer);
    expect(res.statusCode).toBe(200);
    expect(postSchema.parse(res.json())).toMatchObject({
      id: w.newer,
      permissions: { delete: true, edit: true },
    });
    expect((await one(w.author, w.older)).json()).toMatchObject({
      permissions: { delete: true, edit: true },
    });
    expect((await one(w.staff, w.older)).json()).toMatchObject({
      permissions: { delete: false, edit: false },
    });
  });

  it('shows drafts to staff and managers of the syndicate only', async () => {
    expect((await one(w.staff, w.draft)).statusCode).toBe(200);
    expect((await one(w.member, w.draft)).statusCode).toBe(404);
  });

  it('answers 404 for deleted, foreign, unknown and malformed ids and 403 for anonymous callers', async () => {
    for (const [user, id] of [
      [w.member, w.deleted],
      [w.member, w.foreign],
      [w.outsider, w.newer],
      [w.plain, w.newer],
      [w.member, 999999],
      [w.member, 'abc'],
    ] as const) {
      const res = await one(user, id);
      expect(res.statusCode, `${user.id} ${id}`).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Post not found' });
    }
    expect((await one(null, w.newer)).statusCode).toBe(403);
  });
});
