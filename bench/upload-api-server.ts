/**
 * The API of bench/upload in its own process, as production runs it (decision 040): the same V8 flags as
 * apps/api/src/server.ts (imported first), an in-memory PGlite, the local storage driver on STORAGE_DIR,
 * no background workers. The bench process only drives it, so the API's event loop, heap and CPU time
 * are its own and `/proc/<pid>/stat` tells how much CPU the upload cost it.
 *
 *   PORT=6401 STORAGE_DIR=/tmp/x node --import tsx --conditions=source bench/upload-api-server.ts
 *
 * Bench-only routes (never in the product):
 *   GET  /__bench/info           → { token, syndicateId, horseId } once the fixtures exist (503 before:
 *                                   the bench's readiness probe)
 *   POST /__bench/media/:assetId → runs the media job on that asset here; { outcome, ms }
 *   POST /__bench/profile/start, /__bench/profile/stop → a CPU profile of this process written to
 *                                   BENCH_CPU_PROF (the bench wraps its last API upload in them)
 */
import '../apps/api/src/lib/runtime-flags.js';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.js';
import { createDatabase } from '../apps/api/src/db/client.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../apps/api/src/db/factories.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { loadEnv } from '../apps/api/src/env.js';
import { processAsset } from '../apps/api/src/jobs/media-processing.js';
import { createLocalStorage } from '../apps/api/src/storage/local.js';
import { mintAccessToken } from '../apps/api/src/test/auth.js';

const port = Number(process.env.PORT);
const origin = `http://127.0.0.1:${port}`;
const database = await createDatabase({ dataDir: 'memory://' });
await migrate(database.db);
const storage = createLocalStorage(process.env.STORAGE_DIR!);
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  API_ORIGIN: origin,
});
const app = await buildApp({ db: database.db, env, storage, logger: false });

let info: { token: string; syndicateId: number; horseId: number } | null = null;
app.get('/__bench/info', async (_request, reply) => (info ? info : reply.status(503).send()));
app.post<{ Params: { assetId: string } }>('/__bench/media/:assetId', async (request) => {
  const start = performance.now();
  const outcome = await processAsset(
    { db: database.db, storage, events: app.events, log: console },
    Number(request.params.assetId),
  );
  return { outcome, ms: performance.now() - start };
});
const profiler = new Session();
app.post('/__bench/profile/start', async () => {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
  return {};
});
app.post('/__bench/profile/stop', async () => {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.BENCH_CPU_PROF ?? 'upload-api.cpuprofile', JSON.stringify(profile));
  profiler.disconnect();
  return {};
});

await app.listen({ host: '127.0.0.1', port });
const syndicate = await buildSyndicate(database.db);
const horse = await buildHorse(database.db, { syndicateId: syndicate.id });
const staff = await buildUser(database.db, { roles: ['ROLE_STAFF'] });
await buildMembership(database.db, { userId: staff.id, syndicateId: syndicate.id, role: 'staff' });
info = {
  token: await mintAccessToken(app, { sub: String(staff.id), ver: 0 }),
  syndicateId: syndicate.id,
  horseId: horse.id,
};

// Kept-alive client sockets can hold app.close() open: give it two seconds, then leave anyway.
const stop = async () => {
  setTimeout(() => process.exit(0), 2_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
