/** Loading a user with what their profile shows: their syndicates and the horses of those syndicates. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { horses, memberships, syndicates, type Horse, type Syndicate, type User, users } from '../db/schema/index.js';

export interface UserProfile {
  user: User;
  syndicates: Syndicate[];
  horses: Horse[];
}

/** The user with their syndicates (by name) and those syndicates' horses (by name); null if unknown. */
export async function loadUserProfile(db: Db, userId: number): Promise<UserProfile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const rows = await db
    .select({ syndicate: syndicates })
    .from(memberships)
    .innerJoin(syndicates, eq(syndicates.id, memberships.syndicateId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(syndicates.name), asc(syndicates.id));
  const mine = rows.map((r) => r.syndicate);
  const theirHorses =
    mine.length === 0
      ? []
      : await db
          .select()
          .from(horses)
          .where(inArray(horses.syndicateId, mine.map((s) => s.id)))
          .orderBy(asc(horses.name), asc(horses.id));
  return { user, syndicates: mine, horses: theirHorses };
}
