/**
 * "Download my data" (issue 18 item 11, GDPR art. 15/20): everything the product keeps about one user —
 * profile, memberships, comments, chat messages, likes and the list of their uploads — as one JSON
 * document, read in a handful of indexed queries so it answers within seconds. Secrets (password hash,
 * token state) never leave; other people's data appears only as what the user wrote to them.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chats,
  comments,
  memberships,
  messages,
  notificationSettings,
  postAssets,
  postLikes,
  posts,
  syndicates,
  uploadSessions,
  users,
} from '../db/schema/index.js';

/** Version of the export's shape, so a reader knows which fields to expect. */
export const DATA_EXPORT_FORMAT = 1;

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** The export document of one user, or null when the user does not exist. */
export async function buildDataExport(db: Db, userId: number, now: Date = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [membershipRows, commentRows, messageRows, likeRows, assetRows, sessionRows, settingsRows] =
    await Promise.all([
      db
        .select({
          syndicateId: memberships.syndicateId,
          syndicate: syndicates.name,
          role: memberships.role,
          sharesHeld: memberships.sharesHeld,
          since: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(syndicates, eq(syndicates.id, memberships.syndicateId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(memberships.createdAt)),
      db
        .select({
          id: comments.id,
          postId: comments.postId,
          body: comments.body,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(eq(comments.authorId, userId))
        .orderBy(asc(comments.createdAt)),
      db
        .select({
          id: messages.id,
          chatId: messages.chatId,
          chat: chats.code,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(and(eq(messages.authorId, userId), isNull(messages.deletedAt)))
        .orderBy(asc(messages.createdAt)),
      db
        .select({ postId: postLikes.postId, likedAt: postLikes.createdAt })
        .from(postLikes)
        .where(eq(postLikes.userId, userId))
        .orderBy(asc(postLikes.createdAt)),
      db
        .select({
          id: postAssets.id,
          postId: postAssets.postId,
          originalName: postAssets.originalName,
          mimeType: postAssets.mimeType,
          sizeBytes: postAssets.sizeBytes,
          description: postAssets.description,
          status: postAssets.status,
          uploadedAt: postAssets.createdAt,
        })
        .from(postAssets)
        .innerJoin(posts, eq(posts.id, postAssets.postId))
        .where(eq(posts.authorId, userId))
        .orderBy(asc(postAssets.createdAt)),
      db
        .select({
          filePath: uploadSessions.filePath,
          startedAt: uploadSessions.createdAt,
          completedAt: uploadSessions.completedAt,
        })
        .from(uploadSessions)
        .where(eq(uploadSessions.userId, userId))
        .orderBy(asc(uploadSessions.createdAt)),
      db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1),
    ]);
  // Secrets and token state are not personal data the user gave us; they never leave the database.
  const profile: Record<string, unknown> = { ...user };
  delete profile.passwordHash;
  delete profile.tokenVersion;
  const settings = settingsRows[0];
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: Object.fromEntries(
      Object.entries(profile).map(([key, value]) => [
        key,
        value instanceof Date ? value.toISOString() : value,
      ]),
    ),
    notificationSettings: settings
      ? Object.fromEntries(Object.entries(settings).filter(([key]) => key !== 'userId'))
      : null,
    memberships: membershipRows.map((row) => ({ ...row, since: iso(row.since) })),
    comments: commentRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    messages: messageRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    likes: likeRows.map((row) => ({ ...row, likedAt: iso(row.likedAt) })),
    uploads: assetRows.map((row) => ({ ...row, uploadedAt: iso(row.uploadedAt) })),
    uploadSessions: sessionRows.map((row) => ({
      ...row,
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
    })),
  };
}
