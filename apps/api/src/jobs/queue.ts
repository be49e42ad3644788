/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL, or PGlite through pg-boss's
 * PGlite adapter — ARCHITECTURE "Verified"). Jobs are named, retried with backoff, and written to be
 * idempotent: a handler that runs twice for the same data changes nothing the second time.
 */
import { fromPglite, PgBoss, type Job, type PGliteLike, type SendOptions } from 'pg-boss';
import type { Db } from '../db/client.js';

/** Every job this API runs, with its data. */
export interface JobPayloads {
  /** Turn an uploaded original into its renditions (sharp / ffmpeg). */
  'media.process': { assetId: number };
  /** A post was published with notify: find who hears about it, by e-mail and push. */
  'notify.post-published': { postId: number };
  /** One e-mail per member for the posts of the batching window. */
  'email.digest': { userId: number };
  /** One Web Push message to one subscription. */
  'push.send': { subscriptionId: number; postId: number };
  /** A chat message was written: its chat's other members hear about it by push. */
  'notify.chat-message': { messageId: number };
  /** One chat message to one push subscription. */
  'push.chat-message': { subscriptionId: number; messageId: number };
  /** A race alert went out: its app recipients hear about it by push. */
  'notify.race-alert': { horseEntryId: number; kind: 'evening' | 'soon'; userIds: number[] };
  /** One race alert to one push subscription. */
  'push.race-alert': { subscriptionId: number; horseEntryId: number; kind: 'evening' | 'soon' };
  /** Expo's receipts of native pushes sent a while ago: tokens of uninstalled apps are pruned. */
  'push.receipts': { tickets: { ticketId: string; subscriptionId: number }[] };
  /**
   * Send the upcoming race alerts due now (cron, decision 021). `at` — an ISO instant standing for now —
   * is honoured only by workers started with time travel on (browser journeys, decision 027).
   */
  'race.alerts': { at?: string };
  /** One e-mail per member with the unread chat messages from the stable of the batching window. */
  'email.stable-messages': { userId: number };
  /** Publish the updates whose scheduled time has come (cron, decision 021); `at` as for race.alerts. */
  'posts.publish-due': { at?: string };
}
export type JobName = keyof JobPayloads;

/** Queue settings: retries with exponential backoff; digests are one queued job per member (stately). */
export const QUEUES: Readonly<
  Record<JobName, { retryLimit: number; retryDelay: number; policy?: 'stately'; expireInSeconds: number }>
> = {
  'media.process': { retryLimit: 3, retryDelay: 10, expireInSeconds: 3600 },
  'notify.post-published': { retryLimit: 5, retryDelay: 5, expireInSeconds: 300 },
  'email.digest': { retryLimit: 8, retryDelay: 30, policy: 'stately', expireInSeconds: 300 },
  'push.send': { retryLimit: 6, retryDelay: 10, expireInSeconds: 120 },
  'notify.chat-message': { retryLimit: 5, retryDelay: 5, expireInSeconds: 300 },
  'push.chat-message': { retryLimit: 6, retryDelay: 10, expireInSeconds: 120 },
  'push.receipts': { retryLimit: 6, retryDelay: 60, expireInSeconds: 120 },
  'notify.race-alert': { retryLimit: 5, retryDelay: 5, expireInSeconds: 300 },
  'push.race-alert': { retryLimit: 6, retryDelay: 10, expireInSeconds: 120 },
  'race.alerts': { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
  'email.stable-messages': { retryLimit: 8, retryDelay: 30, policy: 'stately', expireInSeconds: 300 },
  'posts.publish-due': { retryLimit: 2, retryDelay: 20, expireInSeconds: 120 },
};

export type JobHandler<K extends JobName> = (
  data: JobPayloads[K],
  attempt: { retryCount: number; retryLimit: number },
) => Promise<void>;

export interface JobQueue {
  /** Enqueues a job; null when a stately queue already holds one with the same singletonKey. */
  send<K extends JobName>(name: K, data: JobPayloads[K], options?: SendOptions): Promise<string | null>;
  /** Starts workers for a queue. */
  work<K extends JobName>(name: K, handler: JobHandler<K>): Promise<void>;
  /** Stops workers (waiting for running jobs) and pg-boss. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface JobQueueOptions {
  /** Seconds between polls for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** Run pg-boss maintenance and cron in this process (tests turn it off). */
  supervise?: boolean;
  onError?: (error: Error) => void;
  /** Run pg-boss's cron scheduler in this process (server.ts; pg-boss lets one instance fire each slot). */
  schedule?: boolean;
}

type BossOptions = ConstructorParameters<typeof PgBoss>[0];

/** pg-boss's connection for our database: the PGlite instance itself, or the pg Pool's query. */
function bossConnection(db: Db): Partial<Exclude<BossOptions, string>> {
  // Drizzle keeps the driver client on `$client`; the Db type does not expose it (one type for both drivers).
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as { exec?: unknown }).exec === 'function') {
    return { db: fromPglite(client as PGliteLike), backend: 'pglite' };
  }
  const pool = client as {
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  };
  return { db: { executeSql: (text, values) => pool.query(text, values) } };
}

/** Creates the queues if needed and starts pg-boss on the application's database. */
export async function startJobQueue(db: Db, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    ...bossConnection(db),
    supervise: options.supervise ?? true,
    schedule: options.schedule ?? false,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  for (const [name, queue] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { ...queue, retryBackoff: true, retryDelayMax: 3600 });
  }
  const workers: string[] = [];
  return {
    boss,
    send: (name, data, sendOptions) => boss.send(name, data as object, sendOptions ?? {}),
    async work(name, handler) {
      const id = await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
        async (jobs: Job<JobPayloads[typeof name]>[]) => {
          for (const job of jobs) {
            const meta = job as Job<JobPayloads[typeof name]> & { retryLimit?: number };
            await handler(job.data, { retryCount: job.retryCount, retryLimit: meta.retryLimit ?? 0 });
          }
        },
      );
      workers.push(id);
    },
    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 20_000 });
    },
  };
}
