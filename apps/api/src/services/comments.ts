/**
 * Reading and writing comments on updates: a page of comments of some posts (oldest first) with their
 * authors in one query, creating one, soft-deleting one.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pageOffset, type PagingQuery } from '@stride/shared';
import type { Db } from '../db/client.js';
import { comments, memberships, posts, users, type Comment, type Post } from '../db/schema/index.js';

/** A comment with what its presenter shows. */
export interface CommentRow {
  comment: Comment;
  author: { id: number; firstname: string; lastname: string; roles: string[] };
  /** The author's role in the post's syndicate, if any. */
  authorSyndicateRole: string | null;
}

/** Lists live comments of the given posts, oldest first (id breaks ties), paged. */
export async function listComments(
  db: Db,
  postIds: readonly number[],
  paging: PagingQuery,
): Promise<{ items: CommentRow[]; total: number }> {
  if (postIds.length === 0) return { items: [], total: 0 };
  const condition = and(inArray(comments.postId, [...postIds]), isNull(comments.deletedAt));
  const rows = await db
    .select({
      comment: comments,
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, roles: users.roles },
      authorSyndicateRole: memberships.role,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, comments.authorId), eq(memberships.syndicateId, posts.syndicateId)),
    )
    .where(condition)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(paging.itemsPerPage)
    .offset(pageOffset(paging));
  const total =
    rows.length > 0
      ? rows[0]!.total
      : ((await db.select({ total: count() }).from(comments).where(condition))[0]?.total ?? 0);
  return {
    items: rows.map(({ comment, author, authorSyndicateRole }) => ({ comment, author, authorSyndicateRole })),
    total,
  };
}

/** Loads posts by id (deleted ones included) for policy decisions. */
export async function findPostsFacts(db: Db, ids: readonly number[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(posts)
    .where(inArray(posts.id, [...ids]));
}

/** Inserts a comment (plain text, already validated) and answers it as presented. */
export async function createComment(
  db: Db,
  postId: number,
  authorId: number,
  body: string,
): Promise<CommentRow> {
  const [comment] = await db.insert(comments).values({ postId, authorId, body }).returning();
  const [row] = await db
    .select({
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, roles: users.roles },
      authorSyndicateRole: memberships.role,
    })
    .from(users)
    .innerJoin(posts, eq(posts.id, postId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.syndicateId, posts.syndicateId)),
    )
    .where(eq(users.id, authorId));
  return { comment: comment!, author: row!.author, authorSyndicateRole: row!.authorSyndicateRole };
}

/** Replaces a live comment's text (plain text, already validated) and stamps editedAt; false when gone. */
export async function editCommentBody(db: Db, id: number, body: string): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ body, editedAt: new Date() })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Loads a comment with its author as presented (deleted ones included), or null. */
export async function findCommentRow(db: Db, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select({
      comment: comments,
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, roles: users.roles },
      authorSyndicateRole: memberships.role,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, comments.authorId), eq(memberships.syndicateId, posts.syndicateId)),
    )
    .where(eq(comments.id, id))
    .limit(1);
  return row ?? null;
}

/** Loads a comment with its post (both may be deleted); null when absent. */
export async function findCommentWithPost(
  db: Db,
  id: number,
): Promise<{ comment: Comment; post: Post } | null> {
  const [row] = await db
    .select({ comment: comments, post: posts })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.id, id))
    .limit(1);
  return row ?? null;
}

/** Soft-deletes a comment (deletedAt). */
export async function softDeleteComment(db: Db, id: number): Promise<void> {
  await db
    .update(comments)
    .set({ deletedAt: new Date() })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
}
