/**
 * Reading updates (posts) for the members' area. A page of the feed — with authors, horses, syndicates,
 * like/view state, like and comment counts, assets and horse entries — costs one query whatever the
 * page size: a CTE picks the ids and total, everything per-post is joined to those rows only, and the
 * assets and horse entry come along as JSON (decision 026). Single updates go through the same path.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PublicationStatus } from '@stride/shared';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import {
  comments,
  horseEntries,
  horses,
  memberships,
  postAssets,
  postLikes,
  postViews,
  posts,
  syndicates,
  users,
  type Post,
  type PostAsset,
} from '../db/schema/index.js';
import type { PostScope } from '../policies/post.js';
import { fromJsonRow, jsonRow } from '../lib/json-row.js';
import type { HorseEntryRow } from './horse-entries.js';

/** The post's assets in display order, as a JSON array (one correlated subquery per page row). */
const assetsJson = sql<
  Record<string, unknown>[]
>`(select coalesce(json_agg(${jsonRow(postAssets)} order by ${postAssets.position}, ${postAssets.id}), '[]'::json) from ${postAssets} where ${postAssets.postId} = ${posts.id})`;

/**
 * The entry the post announces, as JSON: the one it names (horseEntryId) first, else one naming the post
 * (the two ways a post and an entry are linked), with its horse and syndicate.
 */
const entryJson = sql<{
  entry: Record<string, unknown>;
  horse: HorseEntryRow['horse'];
  syndicate: HorseEntryRow['syndicate'];
} | null>`(select json_build_object('entry', ${jsonRow(horseEntries)}, 'horse', json_build_object('id', ${horses.id}, 'name', ${horses.name}, 'slug', ${horses.slug}), 'syndicate', json_build_object('id', ${syndicates.id}, 'name', ${syndicates.name}))
    from ${horseEntries}
    join ${horses} on ${horses.id} = ${horseEntries.horseId}
    join ${syndicates} on ${syndicates.id} = ${horseEntries.syndicateId}
   where ${horseEntries.id} = ${posts.horseEntryId} or ${horseEntries.postId} = ${posts.id}
   order by (${horseEntries.id} = ${posts.horseEntryId}) desc nulls last, ${horseEntries.id}
   limit 1)`;

export interface PostListFilters {
  horseId?: number | undefined;
  syndicateId?: number | undefined;
  /** Only updates announcing a horse entry. */
  withHorseEntry?: boolean | undefined;
  /** Default newest first. */
  postedAtOrder?: 'asc' | 'desc' | undefined;
  /** One post (GET updates/{id}). */
  id?: number | undefined;
}

/** One post with everything its presenter needs. */
export interface PostRow {
  post: Post;
  syndicate: { id: number; name: string; slug: string | null };
  horse: { id: number; name: string; slug: string } | null;
  author: { id: number; firstname: string; lastname: string; roles: string[] };
  /** The author's role in the post's syndicate, if they belong to it. */
  authorSyndicateRole: string | null;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  isViewed: boolean;
  assets: PostAsset[];
  horseEntry: HorseEntryRow | null;
}

/** The WHERE clause of a scope: what the actor may see among the requested statuses. */
export function scopeCondition(scope: PostScope): SQL {
  const published = scope.statuses.filter((s) => s === 'published');
  const unpublished = scope.statuses.filter((s) => s !== 'published');
  const parts: SQL[] = [];
  const part = (statuses: PublicationStatus[], syndicateIds: number[] | null) => {
    if (statuses.length === 0 || (syndicateIds !== null && syndicateIds.length === 0)) return;
    const byStatus = inArray(posts.publicationStatus, statuses);
    parts.push(syndicateIds === null ? byStatus : and(byStatus, inArray(posts.syndicateId, syndicateIds))!);
  };
  part(published, scope.published);
  part(unpublished, scope.unpublished);
  return parts.length === 0 ? sql`false` : parts.length === 1 ? parts[0]! : or(...parts)!;
}

function filterCondition(scope: PostScope, filters: PostListFilters): SQL {
  const where: SQL[] = [isNull(posts.deletedAt), scopeCondition(scope)];
  if (filters.id !== undefined) where.push(eq(posts.id, filters.id));
  if (filters.horseId !== undefined) where.push(eq(posts.horseId, filters.horseId));
  if (filters.syndicateId !== undefined) where.push(eq(posts.syndicateId, filters.syndicateId));
  if (filters.withHorseEntry) {
    where.push(
      or(
        isNotNull(posts.horseEntryId),
        sql`exists (select 1 from ${horseEntries} where ${horseEntries.postId} = ${posts.id})`,
      )!,
    );
  }
  return and(...where)!;
}

/**
 * Lists the updates the scope allows, filtered and paged, newest `postedAt` first (id descending breaks
 * ties). `viewerId` decides isLiked/isViewed (null for anonymous callers: both false).
 */
export async function listPosts(
  db: Db,
  scope: PostScope,
  filters: PostListFilters,
  paging: PagingQuery,
  viewerId: number | null,
): Promise<{ items: PostRow[]; total: number }> {
  const direction = filters.postedAtOrder === 'asc' ? asc : desc;
  const condition = filterCondition(scope, filters);
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<number>`${posts.id}`.as('page_id'),
        total: sql<number>`count(*) over()`.mapWith(Number).as('page_total'),
      })
      .from(posts)
      .where(condition)
      .orderBy(direction(posts.postedAt), direction(posts.id))
      .limit(paging.itemsPerPage)
      .offset(pageOffset(paging)),
  );
  const viewer = viewerId ?? -1;
  const rows = await db
    .with(page)
    .select({
      post: posts,
      total: page.total,
      syndicate: { id: syndicates.id, name: syndicates.name, slug: syndicates.slug },
      horseId: horses.id,
      horseName: horses.name,
      horseSlug: horses.slug,
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, roles: users.roles },
      authorSyndicateRole: memberships.role,
      likesCount:
        sql<number>`(select count(*) from ${postLikes} where ${postLikes.postId} = ${posts.id})`.mapWith(
          Number,
        ),
      commentsCount:
        sql<number>`(select count(*) from ${comments} where ${comments.postId} = ${posts.id} and ${comments.deletedAt} is null)`.mapWith(
          Number,
        ),
      isLiked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewer})`,
      isViewed: sql<boolean>`exists (select 1 from ${postViews} where ${postViews.postId} = ${posts.id} and ${postViews.userId} = ${viewer})`,
      assets: assetsJson,
      horseEntry: entryJson,
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.pageId))
    .innerJoin(syndicates, eq(syndicates.id, posts.syndicateId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(horses, eq(horses.id, posts.horseId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, posts.authorId), eq(memberships.syndicateId, posts.syndicateId)),
    )
    .orderBy(direction(posts.postedAt), direction(posts.id));

  const total =
    rows.length > 0
      ? rows[0]!.total
      : ((await db.select({ total: count() }).from(posts).where(condition))[0]?.total ?? 0);
  if (rows.length === 0) return { items: [], total };

  const items = rows.map((r): PostRow => ({
    post: r.post,
    syndicate: r.syndicate,
    horse: r.horseId !== null ? { id: r.horseId, name: r.horseName!, slug: r.horseSlug! } : null,
    author: r.author,
    authorSyndicateRole: r.authorSyndicateRole,
    likesCount: r.likesCount,
    commentsCount: r.commentsCount,
    isLiked: Boolean(r.isLiked),
    isViewed: Boolean(r.isViewed),
    assets: (r.assets ?? []).map((asset) => fromJsonRow(postAssets, asset)),
    horseEntry: r.horseEntry
      ? {
          entry: fromJsonRow(horseEntries, r.horseEntry.entry),
          horse: r.horseEntry.horse,
          syndicate: r.horseEntry.syndicate,
        }
      : null,
  }));
  return { items, total };
}

/** Loads one post as the feed presents it, if the scope allows it. */
export async function findPost(
  db: Db,
  scope: PostScope,
  id: number,
  viewerId: number | null,
): Promise<PostRow | null> {
  const { items } = await listPosts(db, scope, { id }, { page: 1, itemsPerPage: 1 }, viewerId);
  return items[0] ?? null;
}

/** The bare post row (for policy decisions before writes), deleted ones included; null when absent. */
export async function findPostFacts(db: Db, id: number): Promise<Post | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

/** Likes (true) or unlikes (false) a post for a user; idempotent. */
export async function setLiked(db: Db, postId: number, userId: number, liked: boolean): Promise<void> {
  if (liked) {
    await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
  } else {
    await db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  }
}

/** Marks a post viewed by a user; idempotent (the first view time is kept). */
export async function markViewed(db: Db, postId: number, userId: number): Promise<void> {
  await db.insert(postViews).values({ postId, userId }).onConflictDoNothing();
}

/** Soft-deletes a post (deletedAt); comments, likes and assets stay for the record. */
export async function softDeletePost(db: Db, postId: number): Promise<void> {
  await db
    .update(posts)
    .set({ deletedAt: new Date() })
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
}
