/**
 * Tells every API instance's Socket.IO server about a change made outside any of them (the maintenance
 * CLI): a short-lived, unattached Socket.IO server on the same Redis adapter sends an inter-server event.
 * Without Redis there is no way to reach a running instance, and the caller says so.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@stride/shared';
import { REDIS_ADAPTER_KEY, type InterServerEvents } from './socket-server.js';

/** Publishes `maintenanceModeChanged` to every instance listening on the Redis adapter. */
export async function relayMaintenanceChange(
  redisUrl: string,
  created: boolean,
  key: string = REDIS_ADAPTER_KEY,
): Promise<void> {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents>();
  try {
    io.adapter(createAdapter(pub, sub, { key }));
    io.serverSideEmit('maintenanceModeChanged', { created });
  } finally {
    await io.of('/').adapter.close();
    // QUIT waits for the PUBLISH before it, so the message has left when this resolves.
    await Promise.allSettled([pub.quit(), sub.quit()]);
    io.engine?.close();
  }
}
