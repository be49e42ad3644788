/**
 * The signed-in actor's syndicate memberships, loaded once per request: every members'-area policy
 * (policies/post.ts, comment.ts) decides from this map, so authorization costs one small query.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships } from '../db/schema/index.js';
import type { Actor } from '../policies/actor.js';
import type { MemberActor, SyndicateRole } from '../policies/post.js';

/** Loads the actor's memberships (none, without a query, for anonymous callers). */
export async function loadMemberActor(db: Db, actor: Actor): Promise<MemberActor> {
  if (actor.userId === null) return { actor, memberships: new Map() };
  const rows = await db
    .select({ syndicateId: memberships.syndicateId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, actor.userId));
  return { actor, memberships: new Map(rows.map((r) => [r.syndicateId, r.role as SyndicateRole])) };
}

/** The ids of the actor's syndicates (none, without a query, for anonymous callers). */
export async function memberSyndicateIds(db: Db, actor: Actor): Promise<number[]> {
  return [...(await loadMemberActor(db, actor)).memberships.keys()];
}
