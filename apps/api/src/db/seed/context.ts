/**
 * What the seed's builders share while they write rows: the database, storage, the clock every demo
 * date is relative to, a seeded random generator, the media library, and the rows created so far.
 */
import { dublinLocalToIso, isoToDublinLocal } from '@stride/shared';
import type { Db } from '../client.js';
import type { Horse, Syndicate, User } from '../schema/index.js';
import type { StorageDriver } from '../../storage/driver.js';
import { mediumKey, smallKey } from '../../lib/urls.js';
import type { HorseSeed } from './content/horses.js';
import type { MembershipRole } from './content/people.js';
import type { SyndicateKey } from './content/syndicates.js';
import type { RenderedImage } from './images.js';
import type { MediaLibrary } from './media-library.js';
import type { Rng } from './random.js';

export interface SeedContext {
  db: Db;
  storage: StorageDriver;
  now: Date;
  rng: Rng;
  media: MediaLibrary;
  syndicates: Map<SyndicateKey, Syndicate>;
  horses: Array<{ seed: HorseSeed; row: Horse }>;
  usersByEmail: Map<string, User>;
  /** Who belongs to each syndicate and in which role. */
  rosters: Map<SyndicateKey, Array<{ user: User; role: MembershipRole }>>;
}

const DAY_MS = 86_400_000;

/** The Europe/Dublin calendar date `offsetDays` from `now` (negative for the past), `YYYY-MM-DD`. */
export function dublinDate(now: Date, offsetDays: number): string {
  return isoToDublinLocal(new Date(now.getTime() + offsetDays * DAY_MS).toISOString())!.date;
}

/** The instant of a Dublin wall-clock time (`HH:mm`) on the day `offsetDays` from `now`. */
export function dublinTime(now: Date, offsetDays: number, time: string): Date {
  const iso = dublinLocalToIso(dublinDate(now, offsetDays), time);
  if (!iso) throw new Error(`Invalid demo time ${time}`);
  return new Date(iso);
}

/** The earlier of `date` and a minute before `now`: published things never lie in the future. */
export function notAfterNow(date: Date, now: Date): Date {
  return date.getTime() < now.getTime() ? date : new Date(now.getTime() - 60_000);
}

/** Stores a public image and its renditions (`key`, with `.small` and `.medium`), returning `key`. */
export async function storeImage(storage: StorageDriver, key: string, image: RenderedImage): Promise<string> {
  if (!image.medium) throw new Error(`${key}: a public image needs its medium rendition`);
  await Promise.all([
    storage.put(key, image.full, image.contentType),
    storage.put(mediumKey(key), image.medium, image.contentType),
    storage.put(smallKey(key), image.small, image.contentType),
  ]);
  return key;
}

/** Users of a syndicate in the given roles. */
export function rosterOf(ctx: SeedContext, key: SyndicateKey, roles: readonly MembershipRole[]): User[] {
  return (ctx.rosters.get(key) ?? []).filter((m) => roles.includes(m.role)).map((m) => m.user);
}
