/** Post (update), asset and comment factories. */
import type { Db } from '../client.js';
import {
  comments,
  postAssets,
  postLikes,
  postViews,
  posts,
  type Comment,
  type NewComment,
  type NewPost,
  type NewPostAsset,
  type Post,
  type PostAsset,
} from '../schema/index.js';
import { nextSequence, one } from './sequence.js';
import { buildSyndicate } from './syndicates.js';
import { buildUser } from './users.js';

/** Inserts a published text post; creates the syndicate and author (staff) when not given. */
export async function buildPost(db: Db, overrides: Partial<NewPost> = {}): Promise<Post> {
  const n = nextSequence();
  const syndicateId = overrides.syndicateId ?? (await buildSyndicate(db)).id;
  const authorId = overrides.authorId ?? (await buildUser(db, { roles: ['ROLE_STAFF'] })).id;
  return one(
    await db
      .insert(posts)
      .values({
        comment: `<p>Stable update number ${n}.</p>`,
        type: 'text',
        publicationStatus: 'published',
        ...overrides,
        syndicateId,
        authorId,
      })
      .returning(),
  );
}

/** Inserts a processed JPEG asset; creates a post when `postId` is not given. */
export async function buildPostAsset(db: Db, overrides: Partial<NewPostAsset> = {}): Promise<PostAsset> {
  const n = nextSequence();
  const postId = overrides.postId ?? (await buildPost(db, { type: 'photo' })).id;
  return one(
    await db
      .insert(postAssets)
      .values({
        storageKey: `posts/${postId}/photo-${n}.jpg`,
        filename: `photo-${n}.jpg`,
        originalName: `IMG_${1000 + n}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 512_000,
        status: 'complete',
        width: 1600,
        height: 1200,
        position: 0,
        ...overrides,
        postId,
      })
      .returning(),
  );
}

/** Inserts a comment; creates the post and author when not given. */
export async function buildComment(db: Db, overrides: Partial<NewComment> = {}): Promise<Comment> {
  const n = nextSequence();
  const postId = overrides.postId ?? (await buildPost(db)).id;
  const authorId = overrides.authorId ?? (await buildUser(db, { roles: ['ROLE_MEMBER'] })).id;
  return one(
    await db
      .insert(comments)
      .values({ body: `Great news, comment ${n}!`, ...overrides, postId, authorId })
      .returning(),
  );
}

/** Records that a user likes a post (both must exist). */
export async function buildPostLike(db: Db, postId: number, userId: number): Promise<void> {
  await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
}

/** Records that a user has viewed a post (both must exist). */
export async function buildPostView(db: Db, postId: number, userId: number): Promise<void> {
  await db.insert(postViews).values({ postId, userId }).onConflictDoNothing();
}
