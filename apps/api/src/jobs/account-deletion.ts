/**
 * The account-deletion job (SPEC §4: an account is deleted within 24 hours of the request). It runs every
 * few minutes and handles every pending request at once: the user row stays (posts, comments and messages
 * point at it) but loses every personal field, and the rows that are only about the person go. Running it
 * twice changes nothing the second time.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chatMembers,
  joinRequests,
  memberships,
  messageReads,
  notificationSettings,
  postLikes,
  postViews,
  profileDeletionRequests,
  pushSubscriptions,
  uploadSessions,
  users,
} from '../db/schema/index.js';
import { revokeAccountGrants } from '../oauth/adapter.js';
import type { EventBus } from '../events/bus.js';

/** How often server.ts runs the job: well inside the SPEC's 24 hours. */
export const ACCOUNT_DELETION_INTERVAL_MS = 10 * 60 * 1000;
/** Requests handled per run, so one run stays short; the next run takes the rest. */
const BATCH_SIZE = 100;

/** The e-mail an anonymised account keeps: unique, and never deliverable (.invalid, RFC 2606). */
export function anonymisedEmail(userId: number): string {
  return `deleted-user-${userId}@deleted.invalid`;
}

/**
 * Anonymises the accounts of every request made at or before `now`; returns how many were handled. Each
 * anonymised user is announced as `user.updated` once committed, so the caches showing their name and
 * roles (members' feeds, the bearer check) drop it at once rather than after their TTL (decision 034);
 * the job resolves once those cache versions are recorded.
 */
export async function processDueDeletions(
  db: Db,
  now: Date = new Date(),
  events?: Pick<EventBus, 'emit' | 'acknowledged'>,
): Promise<number> {
  const due = await db
    .select({ id: profileDeletionRequests.id, userId: profileDeletionRequests.userId })
    .from(profileDeletionRequests)
    .where(and(isNull(profileDeletionRequests.processedAt), lte(profileDeletionRequests.requestedAt, now)))
    .orderBy(asc(profileDeletionRequests.requestedAt))
    .limit(BATCH_SIZE);
  for (const request of due) {
    await db.transaction(async (tx) => {
      const { userId } = request;
      await tx
        .update(users)
        .set({
          email: anonymisedEmail(userId),
          passwordHash: null,
          phone: null,
          firstname: 'Deleted',
          lastname: 'User',
          dateOfBirth: null,
          address: null,
          address2: null,
          city: null,
          postalCode: null,
          countryCode: null,
          contactByEmail: false,
          contactByPhone: false,
          roles: ['ROLE_USER'],
          deletedAt: sql`coalesce(${users.deletedAt}, ${now.toISOString()}::timestamptz)`,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, userId));
      for (const table of [
        notificationSettings,
        pushSubscriptions,
        memberships,
        chatMembers,
        messageReads,
        postLikes,
        postViews,
        uploadSessions,
      ]) {
        await tx.delete(table).where(eq(table.userId, userId));
      }
      await tx.delete(joinRequests).where(eq(joinRequests.userId, userId));
      await revokeAccountGrants(tx, String(userId));
      await tx
        .update(profileDeletionRequests)
        .set({ processedAt: now })
        .where(and(eq(profileDeletionRequests.userId, userId), isNull(profileDeletionRequests.processedAt)));
    });
    events?.emit('user.updated', { userId: request.userId, rolesChanged: true });
  }
  await events?.acknowledged();
  return due.length;
}
