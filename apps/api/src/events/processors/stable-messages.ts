/**
 * message.created → the stable-message e-mail of offline recipients (services/stable-message-mail.ts).
 * Presence is asked of Socket.IO (every instance through the Redis adapter); without realtime nobody is
 * online. The handler only records and enqueues; the e-mail is the `email.stable-messages` job.
 */
import { userRoom } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../jobs/queue.js';
import { queueStableMessageMail } from '../../services/stable-message-mail.js';

/** Subscribes stable-message e-mails to the bus; returns a function that unsubscribes. */
export function registerStableMessageMail(
  app: FastifyInstance,
  queue: Pick<JobQueue, 'send'>,
  batchWindowSeconds: number,
): () => void {
  const isOnline = async (userId: number) => {
    const io = app.realtime?.io;
    if (!io) return false;
    return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
  };
  return app.events.on('message.created', async ({ messageId }) => {
    await queueStableMessageMail({ db: app.db, queue, batchWindowSeconds, isOnline }, messageId);
  });
}
