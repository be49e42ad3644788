/**
 * The living demo: syndicates, horses, people, three months of updates, race entries, chats, pages and
 * settings, with real generated images, video, audio and PDFs. Runs on first start of an empty database
 * and as `npm run seed`. Everyone signs in with DEMO_PASSWORD (see content/people.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.js';
import { hashPassword } from '../lib/password.js';
import { resolveDataDir } from '../lib/paths.js';
import type { StorageDriver } from '../storage/driver.js';
import { createLocalStorage } from '../storage/local.js';
import { createDatabase, type Db } from './client.js';
import { migrate } from './migrate.js';
import { users } from './schema/index.js';
import { seedChats } from './seed/build-chats.js';
import { seedHorses, seedJoinRequests, seedPeople, seedSyndicates } from './seed/build-catalogue.js';
import { seedEntries } from './seed/build-entries.js';
import { seedNews } from './seed/build-news.js';
import { seedSite } from './seed/build-site.js';
import type { SeedContext } from './seed/context.js';
import { HORSES } from './seed/content/horses.js';
import { DEMO_PASSWORD } from './seed/content/people.js';
import { SYNDICATES } from './seed/content/syndicates.js';
import { buildMediaLibrary } from './seed/media-library.js';
import { createRng } from './seed/random.js';

export { DEMO_LOGINS, DEMO_PASSWORD } from './seed/content/people.js';

export interface SeedOptions {
  /** The clock every demo date is relative to (default: now). */
  now?: Date;
  /** Progress messages (default: silent). */
  log?: (message: string) => void;
}

export interface SeedSummary {
  seeded: boolean;
  users: number;
  syndicates: number;
  horses: number;
  posts: number;
  chats: number;
}

/** Any fixed number: the advisory lock that keeps two starting servers from seeding at once. */
const SEED_LOCK = 7_265_010;

/** True when no user exists yet — the signal that a fresh install should get the demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the demo (and its files into `storage`); does nothing when users already
 * exist. All rows are written in one transaction, so a failed seed leaves the database empty.
 */
export async function seedDemo(db: Db, storage: StorageDriver, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  const nothing: SeedSummary = { seeded: false, users: 0, syndicates: 0, horses: 0, posts: 0, chats: 0 };
  if (!(await isDatabaseEmpty(db))) {
    log('Users already exist: demo seed skipped.');
    return nothing;
  }
  const now = opts.now ?? new Date();

  log('Generating demo media (images, video, audio)…');
  const [media, passwordHash] = await Promise.all([
    buildMediaLibrary(SYNDICATES, HORSES),
    hashPassword(DEMO_PASSWORD),
  ]);

  log('Writing demo rows…');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isDatabaseEmpty(tx))) return nothing;
    const ctx: SeedContext = {
      db: tx,
      storage,
      now,
      rng: createRng(20_260_101),
      media,
      syndicates: new Map(),
      horses: [],
      usersByEmail: new Map(),
      rosters: new Map(),
    };
    await seedSyndicates(ctx);
    await seedHorses(ctx);
    await seedPeople(ctx, passwordHash);
    await seedJoinRequests(ctx);
    const news = await seedNews(ctx);
    const entries = await seedEntries(ctx);
    const chats = await seedChats(ctx);
    await seedSite(ctx);
    const summary: SeedSummary = {
      seeded: true,
      users: ctx.usersByEmail.size,
      syndicates: ctx.syndicates.size,
      horses: ctx.horses.length,
      posts: news + entries,
      chats,
    };
    log(
      `Seeded ${summary.syndicates} syndicates, ${summary.horses} horses, ${summary.users} users, ${summary.posts} updates, ${summary.chats} chats.`,
    );
    return summary;
  });
}

/** `npm run seed`: migrate the configured database and seed it, storing files under DATA_DIR/storage. */
async function main(): Promise<void> {
  const env = loadEnv();
  const dataDir = resolveDataDir(env.DATA_DIR);
  // The same database and storage locations as server.ts.
  const database = await createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await migrate(database.db);
    const started = Date.now();
    const summary = await seedDemo(database.db, createLocalStorage(path.join(dataDir, 'storage')), {
      log: (message) => console.log(message),
    });
    if (summary.seeded)
      console.log(
        `Demo ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Sign in with member@stride.test / ${DEMO_PASSWORD}.`,
      );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
