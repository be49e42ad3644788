/**
 * Two API instances sharing the machine's Redis, as N instances behind a load balancer do: the caches'
 * multi-instance tests build them here so each file only says which Redis-backed piece it wires in.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { type BuildAppOptions, buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from './db.js';

/** The machine's Redis (CI leaves it running on the standard port); TEST_REDIS_URL points elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface RedisInstances {
  apps: [FastifyInstance, FastifyInstance];
  /** Closes both apps, deletes this run's keys and disconnects. */
  close(): Promise<void>;
}

/** A key prefix of its own per test file and run, so parallel files never share keys. */
export function testRedisPrefix(name: string): string {
  return `stride-test-${name}-${randomBytes(4).toString('hex')}:`;
}

/**
 * Builds two instances on this file's database and one storage folder, each with its own Redis
 * connection handed to `wire` (which returns the Redis-backed options under test).
 */
export async function twoInstancesOnRedis(
  prefix: string,
  wire: (redis: Redis) => Partial<BuildAppOptions>,
): Promise<RedisInstances> {
  const db = await getTestDb();
  const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', RATE_LIMIT_PER_MINUTE: '100000' });
  const storageDir = mkdtempSync(path.join(tmpdir(), 'stride-storage-'));
  const connections: Redis[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    connections.push(redis);
    const app = await buildApp({
      db,
      env,
      storage: createLocalStorage(storageDir),
      logger: false,
      ...wire(redis),
    });
    await app.ready();
    apps.push(app);
  }
  return {
    apps: apps as [FastifyInstance, FastifyInstance],
    async close() {
      for (const app of apps) await app.close();
      const keys = await connections[0]!.keys(`${prefix}*`);
      if (keys.length) await connections[0]!.del(...keys);
      for (const redis of connections) await redis.quit();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
