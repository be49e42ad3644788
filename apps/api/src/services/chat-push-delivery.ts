/**
 * Push for chat messages (issue 16): a message reaches the other members of its chat who have "via app"
 * on, on every browser and app they subscribed; a click opens the conversation. Like posts, one fan-out
 * job then one job per subscription, so a push service that is down delays nothing else.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { chatMembers, messages, notificationSettings, pushSubscriptions, users } from '../db/schema/index.js';
import { excerptOf } from '../mail/templates/post-digest.js';
import { type DeliveryDeps, deliverPush, settingsOf } from './notification-delivery.js';

async function liveMessage(deps: Pick<DeliveryDeps, 'db'>, messageId: number) {
  const [row] = await deps.db
    .select({ message: messages, author: users })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.authorId))
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)));
  return row ?? null;
}

/** Job `notify.chat-message`: one `push.chat-message` per subscription of the chat's other members. */
export async function fanOutChatMessage(deps: Pick<DeliveryDeps, 'db' | 'queue'>, messageId: number): Promise<number> {
  const found = await liveMessage(deps, messageId);
  if (!found) return 0;
  const recipients = await deps.db
    .select({ subscriptionId: pushSubscriptions.id, settings: notificationSettings })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(chatMembers.chatId, found.message.chatId),
        ne(users.id, found.message.authorId),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  let pushes = 0;
  for (const { subscriptionId, settings } of recipients) {
    if (!settingsOf(settings).viaApp) continue;
    await deps.queue.send('push.chat-message', { subscriptionId, messageId });
    pushes += 1;
  }
  return pushes;
}

/** Job `push.chat-message`: the message to one subscription, opening its conversation when clicked. */
export async function sendChatPush(
  deps: Pick<DeliveryDeps, 'db' | 'webOrigin' | 'vapid' | 'log' | 'expo' | 'queue'>,
  subscriptionId: number,
  messageId: number,
): Promise<'sent' | 'gone' | 'skipped'> {
  const [subscription] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId));
  const found = await liveMessage(deps, messageId);
  if (!subscription || !found) return 'skipped';
  const { message, author } = found;
  return deliverPush(deps, subscription, {
    title: `${author.firstname} ${author.lastname}`.trim() || 'Stride',
    body: excerptOf(message.body) || 'New message',
    url: `${deps.webOrigin}/messages/${message.chatId}/`,
    tag: `chat-${message.chatId}`,
    chatId: message.chatId,
  });
}
