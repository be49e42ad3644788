/**
 * Domain events of publishing → background jobs: an uploaded asset is processed, a post published with
 * notify is delivered to members. The handlers only enqueue (durable, retried); the work is in jobs/.
 */
import type { EventBus } from '../bus.js';
import type { JobQueue } from '../../jobs/queue.js';

/** Subscribes the publishing jobs to the bus; returns a function that unsubscribes them. */
export function registerPublishingJobs(events: EventBus, queue: Pick<JobQueue, 'send'>): () => void {
  const offs = [
    events.on('postAsset.created', async ({ assetId }) => {
      await queue.send('media.process', { assetId }, { singletonKey: `asset:${assetId}` });
    }),
    events.on('post.published', async ({ postId, notify }) => {
      if (notify) await queue.send('notify.post-published', { postId }, { singletonKey: `post:${postId}` });
    }),
    // Issue 16: chat messages are pushed to the chat's other members (services/chat-push-delivery.ts).
    events.on('message.created', async ({ messageId }) => {
      await queue.send('notify.chat-message', { messageId }, { singletonKey: `message:${messageId}` });
    }),
    // Issue 16: a race alert's app recipients get it by push (services/race-alert-push.ts).
    events.on('raceAlert.sent', async ({ horseEntryId, kind, userIds }) => {
      await queue.send(
        'notify.race-alert',
        { horseEntryId, kind, userIds },
        { singletonKey: `race-alert:${horseEntryId}:${kind}` },
      );
    }),
  ];
  return () => offs.forEach((off) => off());
}
