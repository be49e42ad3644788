/**
 * Who hears about what (SPEC §4: "only to users entitled to see the object"): the people of a syndicate
 * (members, staff, managers) with what the members'-area policies need to decide per recipient, and a
 * fan-out helper that sends each recipient their own payload while grouping identical ones into one emit
 * (one Redis publish per distinct payload, not per user).
 */
import { userRoom, type ServerEventName, type ServerEventPayload } from '@stride/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { memberships, users } from '../db/schema/index.js';
import type { MemberActor, SyndicateRole } from '../policies/post.js';
import { allRolesOf } from '../policies/user.js';
import type { RealtimeServer } from './socket-server.js';

/** A recipient as the members'-area policies see them (memberships limited to what was loaded). */
export type Recipient = MemberActor & { userId: number };

/** Live (not deleted, not disabled) people of the given syndicates, each with their role there. */
export async function syndicatePeople(db: Db, syndicateIds: readonly number[]): Promise<Recipient[]> {
  const ids = [...new Set(syndicateIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      roles: users.roles,
      syndicateId: memberships.syndicateId,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.syndicateId, ids), isNull(users.deletedAt), isNull(users.disabledAt)));
  const byUser = new Map<number, Recipient>();
  for (const row of rows) {
    let recipient = byUser.get(row.userId);
    if (!recipient) {
      recipient = {
        userId: row.userId,
        actor: { userId: row.userId, roles: allRolesOf(row.roles) },
        memberships: new Map<number, SyndicateRole>(),
      };
      byUser.set(row.userId, recipient);
    }
    (recipient.memberships as Map<number, SyndicateRole>).set(row.syndicateId, row.role);
  }
  return [...byUser.values()];
}

/** One user and what they should receive. */
export interface Delivery<E extends ServerEventName> {
  userId: number;
  payload: ServerEventPayload<E>;
}

/**
 * Emits each delivery to its user's room; users whose payloads are identical share one emit. Works
 * across instances through the adapter (rooms are global with the Redis adapter).
 */
export function deliver<E extends ServerEventName>(
  io: RealtimeServer,
  event: E,
  deliveries: readonly Delivery<E>[],
): void {
  const groups = new Map<string, { payload: ServerEventPayload<E>; rooms: string[] }>();
  for (const { userId, payload } of deliveries) {
    const key = JSON.stringify(payload);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { payload, rooms: [] }));
    group.rooms.push(userRoom(userId));
  }
  for (const { payload, rooms } of groups.values()) {
    // The typed emit cannot see that E picks one (event, payload) pair; the pair is checked by Delivery<E>.
    (io.to(rooms).emit as (event: E, payload: ServerEventPayload<E>) => boolean)(event, payload);
  }
}

/** Emits the same payload to many users (one emit whatever their number). */
export function deliverToAll<E extends ServerEventName>(
  io: RealtimeServer,
  event: E,
  userIds: readonly number[],
  payload: ServerEventPayload<E>,
): void {
  if (userIds.length === 0) return;
  (io.to(userIds.map(userRoom)).emit as (event: E, payload: ServerEventPayload<E>) => boolean)(
    event,
    payload,
  );
}
