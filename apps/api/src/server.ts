/**
 * Process entry point: opens the database (PGlite or PostgreSQL), migrates, seeds the demo on an empty
 * database, and serves the API until SIGINT/SIGTERM, then closes everything in order.
 */
// First, before anything allocates: V8 flags of the API process (decision 040).
import './lib/runtime-flags.js';
import path from 'node:path';
import { serverTimeoutsFromEnv } from '@stride/shared';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isDatabaseEmpty, seedDemo } from './db/seed.js';
import { loadEnv } from './env.js';
import { ACCOUNT_DELETION_INTERVAL_MS, processDueDeletions } from './jobs/account-deletion.js';
import { sweepExpired } from './oauth/adapter.js';
import { resolveDataDir } from './lib/paths.js';
import { startMailWorker } from './mail/worker.js';
import { createStorage } from './storage/index.js';
import { startJobQueue, type JobQueue } from './jobs/queue.js';
import { startPublishingWorkers } from './jobs/workers.js';
import { startRaceDayWorkers } from './jobs/race-day-workers.js';
import { registerStableMessageMail } from './events/processors/stable-messages.js';
import { registerPublishingJobs } from './events/processors/publishing-jobs.js';
import { createExpoPushClient } from './push/expo.js';
import { loadVapidDetails } from './push/vapid.js';
import { sweepExpiredUploads } from './services/uploads.js';
import { pruneMailedItems } from './services/notification-delivery.js';
import { startRealtime } from './realtime/index.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const dataDir = resolveDataDir(env.DATA_DIR);
  const database = await createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
  );
  await migrate(database.db);
  const storage = await createStorage(env);
  if (env.SEED_ON_EMPTY && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: seeding the demo data…');
    await seedDemo(database.db, storage);
  }
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    db: database.db,
    env,
    storage,
    redis,
    logger: true,
    timeouts: serverTimeoutsFromEnv(process.env),
  });
  await app.ready();
  // Socket.IO on the API origin; with REDIS_URL every instance reaches every user (Redis adapter).
  await startRealtime(app, { redisUrl: env.REDIS_URL });

  // Account deletion (SPEC §4: within 24 hours) and the authorization server's expired rows. Idempotent,
  // so several instances may run it at once.
  const runAccountJobs = async () => {
    try {
      const deleted = await processDueDeletions(database.db, new Date(), app.events);
      const swept = await sweepExpired(database.db);
      const uploads = await sweepExpiredUploads(database.db, storage);
      await pruneMailedItems(database.db);
      if (deleted > 0 || swept > 0 || uploads > 0) app.log.info({ deleted, swept, uploads }, 'account jobs');
    } catch (err) {
      app.log.error({ err }, 'account jobs failed');
    }
  };
  const jobTimer = setInterval(() => void runAccountJobs(), ACCOUNT_DELETION_INTERVAL_MS);
  jobTimer.unref();

  // Background jobs (pg-boss on this database): media processing and notification delivery.
  let queue: JobQueue | null = null;
  if (env.JOBS_ENABLED) {
    queue = await startJobQueue(database.db, {
      onError: (err) => app.log.error({ err }, 'job queue error'),
      schedule: true,
    });
    app.jobQueue = queue;
    registerPublishingJobs(app.events, queue);
    registerStableMessageMail(app, queue, env.EMAIL_BATCH_WINDOW_SECONDS);
    await startPublishingWorkers({
      db: database.db,
      storage,
      events: app.events,
      queue,
      webOrigin: env.WEB_ORIGIN,
      batchWindowSeconds: env.EMAIL_BATCH_WINDOW_SECONDS,
      vapid: await loadVapidDetails(database.db, env),
      expo: env.EXPO_PUSH_URL
        ? createExpoPushClient({ baseUrl: env.EXPO_PUSH_URL, accessToken: env.EXPO_ACCESS_TOKEN })
        : null,
      log: app.log,
    });
    await startRaceDayWorkers({
      db: database.db,
      events: app.events,
      queue,
      webOrigin: env.WEB_ORIGIN,
      schedule: true,
      timeTravel: env.TIME_TRAVEL_TOKEN !== undefined,
      log: app.log,
    });
  }

  // Outgoing e-mail: with SMTP_URL the outbox is delivered with retries; without it mail stays in the table.
  const mailWorker = env.SMTP_URL
    ? startMailWorker({ db: database.db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log })
    : null;
  if (mailWorker) app.dependencyProbes.mail = () => mailWorker.status();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(jobTimer);
    try {
      await mailWorker?.stop();
      await queue?.stop();
      await app.close();
      await redis?.quit();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  void runAccountJobs();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
