/** The update (post) aggregate: posts, their media assets, likes, views and comments. */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, timestamptz, updatedAt } from './columns.js';
import { assetStatus, audience, postType, publicationStatus } from './enums.js';
import { horseEntries, horses } from './horses.js';
import { syndicates } from './syndicates.js';
import { users } from './users.js';

export const posts = pgTable(
  'posts',
  {
    id: idColumn(),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id, { onDelete: 'cascade' }),
    horseId: integer('horse_id').references((): AnyPgColumn => horses.id, { onDelete: 'set null' }),
    /** Users are anonymised, never deleted, so content keeps its author. */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Sanitised HTML. */
    comment: text('comment').notNull().default(''),
    type: postType('type').notNull().default('text'),
    publicationStatus: publicationStatus('publication_status').notNull().default('draft'),
    /** Null until the uploaded-asset count is reported (SPEC §4). */
    assetsStatus: assetStatus('assets_status'),
    expectedNumberAssets: integer('expected_number_assets').notNull().default(0),
    uploadedAssetsCount: integer('uploaded_assets_count').notNull().default(0),
    /** Notify members immediately on publication. */
    notify: boolean('notify').notNull().default(true),
    audience: audience('audience').notNull().default('all'),
    postedAt: timestamptz('posted_at').notNull().defaultNow(),
    horseEntryId: integer('horse_entry_id').references((): AnyPgColumn => horseEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its text or files were last edited after publication (shown as "edited"); decision 024. */
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    // Live posts only: the feed's page and total come from an index-only scan (decision 010).
    index('posts_feed_idx')
      .on(t.syndicateId, t.publicationStatus, t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('posts_horse_posted_at_idx').on(t.horseId, t.postedAt.desc().nullsFirst()),
  ],
);

/** Renditions produced by media processing, by name (e.g. `small`, `hls`, `mp3`) → storage key. */
export type AssetVariants = Record<string, string>;

/** A file attached to a post: photo, video, audio or document, with its processing state. */
export const postAssets = pgTable(
  'post_assets',
  {
    id: idColumn(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    status: assetStatus('status').notNull().default('processing'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    posterKey: text('poster_key'),
    variants: jsonb('variants').$type<AssetVariants>(),
    position: integer('position').notNull().default(0),
    /** The author's description of a photo, used as its alt text (decision 025); null: a default is made. */
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('post_assets_post_idx').on(t.postId, t.position)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'post_likes_pk', columns: [t.postId, t.userId] })],
);

export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'post_views_pk', columns: [t.postId, t.userId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: idColumn(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the author last edited the text (shown as "edited"); decision 024. */
    editedAt: timestamptz('edited_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('comments_post_created_at_idx').on(t.postId, t.createdAt)],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostAsset = typeof postAssets.$inferSelect;
export type NewPostAsset = typeof postAssets.$inferInsert;
export type PostLike = typeof postLikes.$inferSelect;
export type PostView = typeof postViews.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
