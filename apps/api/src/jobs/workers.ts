/**
 * Starts the publishing workers on a job queue (server.ts): media processing, notification fan-out,
 * batched e-mails and Web Push. Each handler is idempotent; a thrown error makes pg-boss retry the job.
 */
import type { Db } from '../db/client.js';
import type { EventBus } from '../events/bus.js';
import type { ExpoPushClient } from '../push/expo.js';
import type { VapidDetails } from '../push/vapid.js';
import { fanOutChatMessage, sendChatPush } from '../services/chat-push-delivery.js';
import { checkNativeReceipts } from '../services/native-push-delivery.js';
import { fanOutRaceAlert, sendRaceAlertPush } from '../services/race-alert-push.js';
import { fanOutPublishedPost, sendDigest, sendPush } from '../services/notification-delivery.js';
import type { StorageDriver } from '../storage/driver.js';
import { processAsset } from './media-processing.js';
import type { JobQueue } from './queue.js';

export interface WorkerDeps {
  db: Db;
  storage: StorageDriver;
  events: EventBus;
  queue: JobQueue;
  webOrigin: string;
  batchWindowSeconds: number;
  vapid: VapidDetails;
  /** Expo's push service (EXPO_PUSH_URL); null: native push off. */
  expo?: ExpoPushClient | null;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** Registers every publishing worker. */
export async function startPublishingWorkers(deps: WorkerDeps): Promise<void> {
  const delivery = { ...deps, queue: deps.queue };
  await deps.queue.work('media.process', async ({ assetId }, attempt) => {
    await processAsset(deps, assetId, attempt);
  });
  await deps.queue.work('notify.post-published', async ({ postId }) => {
    const scheduled = await fanOutPublishedPost(delivery, postId);
    deps.log.info({ postId, ...scheduled }, 'post notifications scheduled');
  });
  await deps.queue.work('email.digest', async ({ userId }) => {
    await sendDigest(delivery, userId);
  });
  await deps.queue.work('push.send', async ({ subscriptionId, postId }) => {
    await sendPush(delivery, subscriptionId, postId);
  });
  await deps.queue.work('notify.chat-message', async ({ messageId }) => {
    await fanOutChatMessage(delivery, messageId);
  });
  await deps.queue.work('push.chat-message', async ({ subscriptionId, messageId }) => {
    await sendChatPush(delivery, subscriptionId, messageId);
  });
  await deps.queue.work('notify.race-alert', async (alert) => {
    await fanOutRaceAlert(delivery, alert);
  });
  await deps.queue.work('push.race-alert', async (job) => {
    await sendRaceAlertPush(delivery, job);
  });
  await deps.queue.work('push.receipts', async ({ tickets }) => {
    const pruned = await checkNativeReceipts({ ...deps, expo: deps.expo ?? null }, tickets);
    if (pruned > 0) deps.log.info({ pruned }, 'native push tokens pruned after Expo receipts');
  });
}
