/**
 * The data the feed route tests share (factories only): a syndicate with a member, staff, a manager and a
 * staff author; another syndicate's member; a plain user; an admin; published, draft, deleted and
 * foreign updates, one with photo, HLS video and processing video assets, likes, views, comments and a
 * horse entry. Plus helpers to call the API as one of them.
 */
import type { FastifyInstance } from 'fastify';
import type { User } from '../db/schema/index.js';
import { anonymousHeaders, loginAs } from './auth.js';
import { getTestApp } from './build-test-app.js';
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
  buildUser,
} from './factories.js';

/** Everyone and everything the feed tests refer to. */
export interface World {
  member: User;
  staff: User;
  manager: User;
  author: User;
  outsider: User;
  plain: User;
  admin: User;
  horseId: number;
  otherHorseId: number;
  syndicateId: number;
  older: number;
  newer: number;
  draft: number;
  deleted: number;
  foreign: number;
  entryId: number;
}

/** Headers of a signed-in user, or of an anonymous visitor for null. */
export async function as(app: FastifyInstance, user: User | null) {
  return user ? loginAs(app, user) : anonymousHeaders(app);
}

/** Builds the feed world: two syndicates, every role, published/draft/deleted/foreign posts with assets. */
export async function buildFeedWorld(): Promise<World> {
  const { db, app } = await getTestApp();
  const syndicate = await buildSyndicate(db, { name: 'Brook Lane Racing', slug: 'brook-lane' });
  const other = await buildSyndicate(db, { name: 'Other Racing' });
  const { user: member } = await buildSyndicateUser(db, { syndicateId: syndicate.id });
  const { user: staff } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: manager } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
  const { user: author } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'staff' });
  const { user: outsider } = await buildSyndicateUser(db, { syndicateId: other.id });
  const plain = await buildUser(db);
  const admin = await buildUser(db, { roles: ['ROLE_ADMIN'] });
  const horse = await buildHorse(db, { syndicateId: syndicate.id, name: 'Saoirse', slug: 'saoirse' });
  const otherHorse = await buildHorse(db, { syndicateId: syndicate.id });
  const entry = await buildHorseEntry(db, { horseId: horse.id, raceAt: new Date('2030-06-01T13:30:00Z') });

  const older = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: author.id,
    horseId: otherHorse.id,
    postedAt: new Date('2026-01-01T10:00:00Z'),
  });
  const newer = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: manager.id,
    horseId: horse.id,
    type: 'media',
    postedAt: new Date('2026-02-01T10:00:00Z'),
    horseEntryId: entry.id,
    assetsStatus: 'complete',
    expectedNumberAssets: 3,
    uploadedAssetsCount: 3,
  });
  const photoKey = `posts/${newer.id}/photo-1.jpg`;
  await app.storage.put(photoKey, Buffer.from('jpeg-bytes'), 'image/jpeg');
  await app.storage.put(
    `posts/${newer.id}/video-1/index.m3u8`,
    Buffer.from('#EXTM3U\n'),
    'application/x-mpegURL',
  );
  await buildPostAsset(db, {
    postId: newer.id,
    storageKey: photoKey,
    filename: 'photo-1.jpg',
    originalName: 'Gallops.jpg',
    variants: { small: `posts/${newer.id}/photo-1.small.jpg` },
    position: 0,
  });
  await buildPostAsset(db, {
    postId: newer.id,
    storageKey: `posts/${newer.id}/video-1.mp4`,
    filename: 'video-1.mp4',
    originalName: 'Work.mov',
    mimeType: 'video/mp4',
    posterKey: `posts/${newer.id}/video-1.jpg`,
    variants: { hls: `posts/${newer.id}/video-1/index.m3u8` },
    position: 1,
  });
  await buildPostAsset(db, {
    postId: newer.id,
    storageKey: `posts/${newer.id}/video-2.mp4`,
    filename: 'video-2.mp4',
    originalName: 'Raw.mp4',
    mimeType: 'video/mp4',
    status: 'processing',
    position: 2,
  });
  await buildPostLike(db, newer.id, member.id);
  await buildPostLike(db, newer.id, staff.id);
  await buildPostView(db, newer.id, member.id);
  await buildComment(db, { postId: newer.id, authorId: member.id });
  await buildComment(db, { postId: newer.id, authorId: staff.id, deletedAt: new Date() });

  const draft = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: author.id,
    publicationStatus: 'draft',
    postedAt: new Date('2026-03-01T10:00:00Z'),
  });
  const deleted = await buildPost(db, {
    syndicateId: syndicate.id,
    authorId: author.id,
    deletedAt: new Date(),
    postedAt: new Date('2026-03-02T10:00:00Z'),
  });
  const foreign = await buildPost(db, { syndicateId: other.id });
  return {
    member,
    staff,
    manager,
    author,
    outsider,
    plain,
    admin,
    horseId: horse.id,
    otherHorseId: otherHorse.id,
    syndicateId: syndicate.id,
    older: older.id,
    newer: newer.id,
    draft: draft.id,
    deleted: deleted.id,
    foreign: foreign.id,
    entryId: entry.id,
  };
}
