/**
 * What /readyz and /metrics say about each dependency (decision 023): the database (without it the
 * instance cannot serve), Redis (an accelerator: rate limits, response cache, socket fan-out), the object
 * store (media and uploads) and mail delivery. Each is `ok`, `degraded` or `down`; only a database that is
 * down makes the instance unready.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { isRedisAway } from '../lib/infrastructure-errors.js';
import type { StorageDriver } from '../storage/driver.js';

export type DependencyState = 'ok' | 'degraded' | 'down';
export const DEPENDENCIES = ['database', 'redis', 'storage', 'mail'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];
export type DependencyReport = Record<Dependency, DependencyState>;

/** Gauge value of each state on /metrics (`stride_dependency_up`). */
export const STATE_VALUE: Record<DependencyState, number> = { ok: 1, degraded: 0.5, down: 0 };

/** How long one probe may take before its dependency counts as down. */
const PROBE_TIMEOUT_MS = 2000;

export interface DependencyProbes {
  db: Db;
  redis?: Redis | undefined;
  storage: StorageDriver;
  /** The mail worker's view, set by server.ts once it starts one (no SMTP: mail stays in the outbox, ok). */
  mail: () => DependencyState;
}

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function probeDatabase(db: Db): Promise<DependencyState> {
  try {
    await within(db.execute(sql`select 1`));
    return 'ok';
  } catch {
    return 'down';
  }
}

function probeRedis(redis: Redis | undefined): DependencyState {
  if (!redis) return 'ok';
  if (redis.status === 'ready') return 'ok';
  return isRedisAway(redis) ? 'down' : 'degraded';
}

async function probeStorage(storage: StorageDriver): Promise<DependencyState> {
  try {
    // A key that never exists: a store that answers "missing" is reachable.
    await within(storage.stat('health/readiness-probe'));
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Probes every dependency at once; never throws. */
export async function checkDependencies(probes: DependencyProbes): Promise<DependencyReport> {
  const [database, storage] = await Promise.all([probeDatabase(probes.db), probeStorage(probes.storage)]);
  let mail: DependencyState = 'ok';
  try {
    mail = probes.mail();
  } catch {
    mail = 'degraded';
  }
  return { database, redis: probeRedis(probes.redis), storage, mail };
}
