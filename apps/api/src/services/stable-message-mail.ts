/**
 * Message from the stable by e-mail (issue 15, decision 021): a chat message written by staff or a
 * manager of the chat's syndicate (or an administrator) reaches each recipient who is not online — no
 * socket in their room on any instance — and whose "Message from the stable" and "Via e-mail" toggles are
 * on, batched into one e-mail per EMAIL_BATCH_WINDOW_SECONDS like update digests. At send time messages
 * the member has read (or that were deleted) are dropped, so nobody is mailed what they already saw.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chats,
  memberships,
  messageReads,
  messages,
  notificationSettings,
  stableMessageMailItems,
  syndicates,
  users,
} from '../db/schema/index.js';
import type { JobQueue } from '../jobs/queue.js';
import { sendMail } from '../mail/outbox.js';
import { stableMessagesMail } from '../mail/templates/stable-messages.js';
import { isPlatformAdmin } from '../policies/actor.js';
import { allRolesOf } from '../policies/user.js';
import { participantIds } from './chat-recipients.js';
import { settingsOf } from './notification-delivery.js';

export interface StableMessageDeps {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  batchWindowSeconds: number;
  /** True when the user has a live socket on any instance. */
  isOnline: (userId: number) => Promise<boolean>;
}

/**
 * On message.created: records the message for each offline recipient who wants stable messages by
 * e-mail and schedules their batched e-mail. Returns the user ids it scheduled.
 */
export async function queueStableMessageMail(deps: StableMessageDeps, messageId: number): Promise<number[]> {
  const [row] = await deps.db
    .select({ message: messages, chat: chats, authorRoles: users.roles })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)));
  if (!row) return [];
  const [place] = await deps.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.userId, row.message.authorId), eq(memberships.syndicateId, row.chat.syndicateId)),
    );
  const fromStable =
    place?.role === 'staff' ||
    place?.role === 'manager' ||
    isPlatformAdmin({ userId: row.message.authorId, roles: allRolesOf(row.authorRoles) });
  if (!fromStable) return [];
  const recipients = (await participantIds(deps.db, row.chat)).filter((id) => id !== row.message.authorId);
  if (recipients.length === 0) return [];
  const people = await deps.db
    .select({ id: users.id, settings: notificationSettings })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, recipients), isNull(users.deletedAt), isNull(users.disabledAt)));
  const scheduled: number[] = [];
  for (const person of people) {
    const settings = settingsOf(person.settings);
    if (!settings.messageFromStable || !settings.viaEmail) continue;
    if (await deps.isOnline(person.id)) continue;
    await deps.db
      .insert(stableMessageMailItems)
      .values({ userId: person.id, messageId })
      .onConflictDoNothing();
    await deps.queue.send(
      'email.stable-messages',
      { userId: person.id },
      { singletonKey: `stable-messages:${person.id}`, startAfter: deps.batchWindowSeconds },
    );
    scheduled.push(person.id);
  }
  return scheduled;
}

/**
 * Job `email.stable-messages`: one e-mail with the member's waiting messages that are still unread and
 * not deleted; every waiting row is marked in the same transaction (idempotent). Returns messages mailed.
 */
export async function sendStableMessageMail(
  deps: { db: Db; webOrigin: string },
  userId: number,
): Promise<number> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.disabledAt)));
  if (!user) return 0;
  const author = users;
  const pending = await deps.db
    .select({
      itemId: stableMessageMailItems.id,
      message: messages,
      syndicateName: syndicates.name,
      firstname: author.firstname,
      lastname: author.lastname,
      readAt: messageReads.readAt,
    })
    .from(stableMessageMailItems)
    .innerJoin(messages, eq(messages.id, stableMessageMailItems.messageId))
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(syndicates, eq(syndicates.id, chats.syndicateId))
    .innerJoin(author, eq(author.id, messages.authorId))
    .leftJoin(messageReads, and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId)))
    .where(and(eq(stableMessageMailItems.userId, userId), isNull(stableMessageMailItems.mailedAt)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  if (pending.length === 0) return 0;
  const unread = pending.filter((p) => p.readAt === null && p.message.deletedAt === null);
  const mail =
    unread.length > 0
      ? stableMessagesMail({
          firstname: user.firstname,
          messages: unread.map((p) => ({
            author: `${p.firstname} ${p.lastname}`.trim(),
            syndicateName: p.syndicateName,
            body: p.message.body,
          })),
          messagesUrl: `${deps.webOrigin}/messages/`,
          settingsUrl: `${deps.webOrigin}/notifications/`,
        })
      : null;
  const ids = pending.map((p) => p.itemId);
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(stableMessageMailItems)
      .set({ mailedAt: new Date() })
      .where(and(inArray(stableMessageMailItems.id, ids), isNull(stableMessageMailItems.mailedAt)))
      .returning({ id: stableMessageMailItems.id });
    if (claimed.length === 0 || !mail) return 0;
    await sendMail(tx, { ...mail, to: user.email });
    return unread.length;
  });
}
