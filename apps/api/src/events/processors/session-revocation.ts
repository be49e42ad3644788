/**
 * Revoked sign-ins → closed sockets (issue 14 case 6): a socket authenticated with a token of a revoked
 * grant is disconnected at once, on every instance (the Redis adapter carries `disconnectSockets`), not
 * when its token would have expired. The client then reconnects with a fresh token, or cannot.
 */
import { userRoom } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { Realtime } from '../../realtime/socket-server.js';

/** The room of every socket opened with a token of this grant (sign-in). */
export function grantRoom(grantId: string): string {
  return `grant:${grantId}`;
}

/** Subscribes socket disconnection to `session.revoked`; returns a function that unsubscribes. */
export function registerSessionRevocation(app: FastifyInstance, realtime: Realtime): () => void {
  return app.events.on('session.revoked', async ({ grantIds, userId }) => {
    const rooms = grantIds.map(grantRoom);
    if (userId !== undefined) rooms.push(userRoom(userId));
    if (rooms.length > 0) realtime.io.in(rooms).disconnectSockets(true);
  });
}
