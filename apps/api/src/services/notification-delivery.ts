/**
 * Notification delivery when a post is published with notify (issue 6, SPEC §2 notifications page):
 * members of the post's syndicate get what their notification settings allow — e-mail only for horse
 * updates and race entries, batched into one e-mail per member per window, and Web Push for the browsers
 * that subscribed. Each step is a job (jobs/queue.ts), so nothing is lost while SMTP or a push service is down.
 */
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  postAuthorLabel,
  sendsEmailFor,
  toClientRoles,
  type NotificationPreferenceKey,
  type NotificationSettings,
} from '@stride/shared';
import { and, asc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client.js';
import {
  emailNotificationItems,
  horseEntries,
  horses,
  memberships,
  notificationSettings,
  posts,
  pushSubscriptions,
  syndicates,
  users,
  type NotificationSettings as SettingsRow,
} from '../db/schema/index.js';
import type { JobQueue } from '../jobs/queue.js';
import { sendMail } from '../mail/outbox.js';
import { excerptOf, postDigestMail, type DigestPost } from '../mail/templates/post-digest.js';
import type { ExpoPushClient } from '../push/expo.js';
import type { VapidDetails } from '../push/vapid.js';
import { sendNativePush } from './native-push-delivery.js';

export interface DeliveryDeps {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  webOrigin: string;
  /** Posts published within this many seconds reach a member as one e-mail. */
  batchWindowSeconds: number;
  vapid: VapidDetails;
  /** Expo's push service for the wrappers' tokens; null or absent: native push is off. */
  expo?: ExpoPushClient | null;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** The stored row as the shared settings shape (defaults when the member never changed them). */
export function settingsOf(row: SettingsRow | null): NotificationSettings {
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    horseUpdate: row.horseUpdate,
    raceEntryUpdate: row.raceEntryUpdate,
    raceResultAndReplayUpdate: row.raceResultUpdate,
    messageFromStable: row.stableMessage,
    upcomingRaceAlerts: row.upcomingRaceAlerts,
    viaEmail: row.viaEmail,
    viaApp: row.viaApp,
  };
}

/** Which preference a post falls under: a result, a race entry, or a horse update. */
export function topicOf(entryUpdateType: string | null): NotificationPreferenceKey {
  if (entryUpdateType === null) return 'horseUpdate';
  return entryUpdateType === 'Result' ? 'raceResultAndReplayUpdate' : 'raceEntryUpdate';
}

/** True when a member wants app notifications on this topic. */
export function sendsPushFor(settings: NotificationSettings, topic: NotificationPreferenceKey): boolean {
  return settings.viaApp && settings[topic];
}

async function publishedPost(db: Db, postId: number) {
  const [row] = await db
    .select({ post: posts, entryType: horseEntries.updateType })
    .from(posts)
    .leftJoin(horseEntries, eq(horseEntries.id, posts.horseEntryId))
    .where(and(eq(posts.id, postId), eq(posts.publicationStatus, 'published'), isNull(posts.deletedAt)));
  return row ?? null;
}

/**
 * Job `notify.post-published`: records the post for each member's next e-mail (and schedules that e-mail
 * once per window) and enqueues one push per subscription. Returns how many of each it scheduled.
 */
export async function fanOutPublishedPost(
  deps: DeliveryDeps,
  postId: number,
): Promise<{ emails: number; pushes: number }> {
  const found = await publishedPost(deps.db, postId);
  if (!found || !found.post.notify) return { emails: 0, pushes: 0 };
  const { post } = found;
  const topic = topicOf(found.entryType);
  const recipients = await deps.db
    .select({ userId: users.id, settings: notificationSettings })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(memberships.syndicateId, post.syndicateId),
        ne(users.id, post.authorId),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  let emails = 0;
  let pushes = 0;
  for (const { userId, settings: row } of recipients) {
    const settings = settingsOf(row);
    if (sendsEmailFor(settings, topic)) {
      await deps.db.insert(emailNotificationItems).values({ userId, postId }).onConflictDoNothing();
      // One queued digest per member: a second post within the window joins the first one's e-mail.
      await deps.queue.send(
        'email.digest',
        { userId },
        { singletonKey: `digest:${userId}`, startAfter: deps.batchWindowSeconds },
      );
      emails += 1;
    }
    if (sendsPushFor(settings, topic)) {
      const subscriptions = await deps.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      for (const subscription of subscriptions) {
        await deps.queue.send('push.send', { subscriptionId: subscription.id, postId });
        pushes += 1;
      }
    }
  }
  return { emails, pushes };
}

/**
 * Job `email.digest`: one e-mail with every post waiting for this member, written to the mail outbox
 * (which SMTP_URL delivers with its own retries). Idempotent: items are marked in the same transaction.
 */
export async function sendDigest(
  deps: Pick<DeliveryDeps, 'db' | 'webOrigin'>,
  userId: number,
): Promise<number> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.disabledAt)));
  if (!user) return 0;
  const pending = await deps.db
    .select({
      item: emailNotificationItems,
      post: posts,
      syndicate: syndicates,
      horse: horses,
      entry: horseEntries,
      author: users,
    })
    .from(emailNotificationItems)
    .innerJoin(posts, eq(posts.id, emailNotificationItems.postId))
    .innerJoin(syndicates, eq(syndicates.id, posts.syndicateId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(horses, eq(horses.id, posts.horseId))
    .leftJoin(horseEntries, eq(horseEntries.id, posts.horseEntryId))
    .where(and(eq(emailNotificationItems.userId, userId), isNull(emailNotificationItems.mailedAt)))
    .orderBy(asc(posts.postedAt), asc(posts.id));
  const visible = pending.filter(
    (p) => p.post.publicationStatus === 'published' && p.post.deletedAt === null,
  );
  const digestPosts: DigestPost[] = visible.map(({ post, syndicate, horse, entry, author }) => ({
    syndicateName: syndicate.name,
    horseName: horse?.name ?? null,
    authorLabel: postAuthorLabel(toClientRoles(author.roles)),
    excerpt: excerptOf(post.comment),
    raceLine: entry ? `${entry.updateType} · ${entry.racetrack}, race ${entry.raceNumber}` : null,
    url: `${deps.webOrigin}/updates/${post.id}/`,
  }));
  const ids = pending.map((p) => p.item.id);
  if (ids.length === 0) return 0;
  const mail =
    digestPosts.length > 0
      ? await postDigestMail({
          firstname: user.firstname,
          posts: digestPosts,
          settingsUrl: `${deps.webOrigin}/notifications/`,
        })
      : null;
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(emailNotificationItems)
      .set({ mailedAt: new Date() })
      .where(and(inArray(emailNotificationItems.id, ids), isNull(emailNotificationItems.mailedAt)))
      .returning({ id: emailNotificationItems.id });
    if (claimed.length === 0 || !mail) return 0;
    await sendMail(tx, { ...mail, to: user.email });
    return digestPosts.length;
  });
}

/** How long one push service may take to answer. */
const PUSH_TIMEOUT_MS = 15_000;

/** What a push message carries to the service worker. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  postId: number;
}

/**
 * Job `push.send`: one push message. A Web Push subscription the push service says is gone (404/410) is
 * deleted; other failures throw so the job is retried. Native tokens (ios/android) go through Expo's push
 * service when EXPO_PUSH_URL is set (native-push-delivery.ts), else they are skipped and logged.
 */
export async function sendPush(
  deps: Pick<DeliveryDeps, 'db' | 'webOrigin' | 'vapid' | 'log' | 'expo' | 'queue'>,
  subscriptionId: number,
  postId: number,
): Promise<'sent' | 'gone' | 'skipped'> {
  const [subscription] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId));
  const found = await publishedPost(deps.db, postId);
  if (!subscription || !found) return 'skipped';
  const [context] = await deps.db
    .select({ syndicate: syndicates.name, horse: horses.name })
    .from(posts)
    .innerJoin(syndicates, eq(syndicates.id, posts.syndicateId))
    .leftJoin(horses, eq(horses.id, posts.horseId))
    .where(eq(posts.id, postId));
  const message: PushMessage = {
    title: context?.horse ? `${context.horse} · ${context.syndicate}` : (context?.syndicate ?? 'Stride'),
    body: excerptOf(found.post.comment) || 'New update from the stable',
    url: `${deps.webOrigin}/updates/${postId}/`,
    postId,
  };
  return deliverPush(deps, subscription, { ...message });
}

/** A push for any page: a post, a chat message (chat-push-delivery.ts), a race alert. */
export interface AnyPushMessage {
  title: string;
  body: string;
  /** The page a click on the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per chat). */
  tag?: string;
  [key: string]: unknown;
}

/**
 * Delivers one message to one stored subscription: Web Push (encrypted, VAPID-signed, fetch) for a
 * browser — a 404/410 answer deletes the subscription, other failures throw for a retry — or Expo's push
 * service for a wrapper's token (native-push-delivery.ts).
 */
export async function deliverPush(
  deps: Pick<DeliveryDeps, 'db' | 'vapid' | 'log' | 'expo' | 'queue'>,
  subscription: typeof pushSubscriptions.$inferSelect,
  message: AnyPushMessage,
): Promise<'sent' | 'gone' | 'skipped'> {
  if (subscription.platform !== 'web' || !subscription.keys) {
    const { title, body, url, ...data } = message;
    return sendNativePush({ ...deps, expo: deps.expo ?? null }, subscription, { title, body, url, data });
  }
  // web-push encrypts and signs (aes128gcm, VAPID); fetch delivers, so any http(s) push service works.
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: subscription.keys },
    // The member it is for: the browser's worker shows the content only while that member is signed in there.
    JSON.stringify({ ...message, userId: subscription.userId }),
    { vapidDetails: deps.vapid, TTL: 24 * 3600 },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return 'gone';
  }
  throw new Error(`Push service answered ${response.status}`);
}

/** How long mailed digest rows are kept (for support questions) before the periodic sweep drops them. */
export const MAILED_ITEMS_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** Drops digest rows mailed before the retention window; returns how many. */
export async function pruneMailedItems(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - MAILED_ITEMS_RETENTION_MS);
  const dropped = await db
    .delete(emailNotificationItems)
    .where(lt(emailNotificationItems.mailedAt, cutoff))
    .returning({ id: emailNotificationItems.id });
  return dropped.length;
}
