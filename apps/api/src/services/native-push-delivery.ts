/**
 * Native push for the wrappers (issue 16, decision 022): a post's notification goes to an app's Expo push
 * token through Expo's push service. Tickets are read at once (DeviceNotRegistered: the app is gone, the
 * token is pruned; a rate limit: the job retries); ticket ids are checked for receipts later by the
 * `push.receipts` job, which prunes tokens Apple or Google no longer accept.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pushSubscriptions } from '../db/schema/index.js';
import type { JobQueue } from '../jobs/queue.js';
import { EXPO_BATCH_LIMIT, type ExpoPushClient, type ExpoResult, isExpoPushToken } from '../push/expo.js';

/** Expo settles receipts within minutes; it keeps them a day. */
export const RECEIPT_DELAY_SECONDS = 15 * 60;

export interface NativePushDeps {
  db: Db;
  queue: Pick<JobQueue, 'send'>;
  /** Null when EXPO_PUSH_URL is unset: native push is off. */
  expo: ExpoPushClient | null;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** What a push says, whatever the device. */
export interface NativeNotification {
  title: string;
  body: string;
  url: string;
  data: Record<string, unknown>;
}

function unregistered(result: ExpoResult): boolean {
  return result.status === 'error' && result.details?.error === 'DeviceNotRegistered';
}

async function prune(db: Db, subscriptionIds: number[]): Promise<void> {
  if (subscriptionIds.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, subscriptionIds));
}

/**
 * One notification to one native subscription. 'gone' when Expo says the app was uninstalled (the token is
 * deleted); 'skipped' when native push is off or the token is not an Expo push token; throws on a refused
 * call or a rate limit so the job retries.
 */
export async function sendNativePush(
  deps: NativePushDeps,
  subscription: { id: number; endpoint: string },
  notification: NativeNotification,
): Promise<'sent' | 'gone' | 'skipped'> {
  if (!deps.expo) {
    deps.log.info({ subscriptionId: subscription.id }, 'native push is off (EXPO_PUSH_URL unset)');
    return 'skipped';
  }
  if (!isExpoPushToken(subscription.endpoint)) {
    deps.log.info({ subscriptionId: subscription.id }, 'native push token is not an Expo push token');
    return 'skipped';
  }
  const [ticket] = await deps.expo.send([
    {
      to: subscription.endpoint,
      title: notification.title,
      body: notification.body,
      data: { ...notification.data, url: notification.url },
      sound: 'default',
      ttl: 24 * 3600,
    },
  ]);
  if (!ticket || unregistered(ticket)) {
    await prune(deps.db, [subscription.id]);
    return 'gone';
  }
  if (ticket.status === 'error') {
    if (ticket.details?.error === 'MessageRateExceeded') throw new Error('Expo push rate limit: retry later');
    deps.log.error({ subscriptionId: subscription.id, error: ticket.details?.error }, 'native push refused');
    return 'skipped';
  }
  if (ticket.id) {
    await deps.queue.send(
      'push.receipts',
      { tickets: [{ ticketId: ticket.id, subscriptionId: subscription.id }] },
      { startAfter: RECEIPT_DELAY_SECONDS },
    );
  }
  return 'sent';
}

/**
 * Job `push.receipts`: asks Expo how the tickets ended; DeviceNotRegistered prunes the token. Receipts not
 * ready yet throw, so the job comes back later (pg-boss retry). Returns how many tokens were pruned.
 */
export async function checkNativeReceipts(
  deps: NativePushDeps,
  tickets: { ticketId: string; subscriptionId: number }[],
): Promise<number> {
  if (!deps.expo || tickets.length === 0) return 0;
  let pruned = 0;
  let pending = 0;
  for (let i = 0; i < tickets.length; i += EXPO_BATCH_LIMIT) {
    const batch = tickets.slice(i, i + EXPO_BATCH_LIMIT);
    const receipts = await deps.expo.receipts(batch.map((t) => t.ticketId));
    const gone = batch.filter((t) => {
      const receipt = receipts[t.ticketId];
      if (!receipt) pending += 1;
      return receipt !== undefined && unregistered(receipt);
    });
    for (const t of batch) {
      const receipt = receipts[t.ticketId];
      if (receipt?.status === 'error' && !unregistered(receipt)) {
        deps.log.error({ subscriptionId: t.subscriptionId, error: receipt.details?.error }, 'native push failed');
      }
    }
    const ids = [...new Set(gone.map((t) => t.subscriptionId))];
    if (ids.length > 0) {
      const still = await deps.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, ids));
      await prune(deps.db, ids);
      pruned += still.length;
    }
  }
  if (pending > 0) throw new Error(`${pending} Expo push receipts not ready yet`);
  return pruned;
}
