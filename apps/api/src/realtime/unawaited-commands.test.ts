/**
 * The socket adapter's Redis clients never turn a command nobody awaited into an unhandled rejection
 * when they are closed with it still queued (Redis away at shutdown).
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { catchUnawaitedCommands } from './socket-server.js';

describe('catchUnawaitedCommands', () => {
  it('handles what nobody awaited and still rejects for a caller that awaits', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const logged: string[] = [];
    const app = { log: { debug: (_: unknown, message: string) => logged.push(message) } };
    // Nothing listens on port 1: the client queues its commands while it tries to connect.
    const client = new Redis({ port: 1, maxRetriesPerRequest: null, lazyConnect: true });
    client.on('error', () => {});
    catchUnawaitedCommands(client, app as unknown as FastifyInstance);
    void client.connect().catch(() => {});
    void client.publish('channel', 'fire and forget');
    const awaited = client.get('key');
    client.disconnect();
    await expect(awaited).rejects.toThrow('Connection is closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
    expect(logged).toContain('socket adapter: Redis command not completed');
  });
});
