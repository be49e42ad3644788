/** Syndicate, membership and join-request factories. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  joinRequests,
  memberships,
  syndicates,
  users,
  type JoinRequest,
  type Membership,
  type NewJoinRequest,
  type NewMembership,
  type NewSyndicate,
  type Syndicate,
} from '../schema/index.js';
import { FIRSTNAMES, LASTNAMES, nextSequence, one, pick } from './sequence.js';
import { buildUser } from './users.js';

/** Inserts a public Stride syndicate with a unique name and slug. */
export async function buildSyndicate(db: Db, overrides: Partial<NewSyndicate> = {}): Promise<Syndicate> {
  const n = nextSequence();
  return one(
    await db
      .insert(syndicates)
      .values({
        name: `Syndicate ${n}`,
        slug: `syndicate-${n}`,
        description: `<p>Syndicate ${n} races on the flat in Ireland.</p>`,
        countryCode: 'IE',
        trainer: 'Joseph O’Brien',
        numberOfShares: 20,
        pricePerShareCents: 150_000,
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts a membership; creates the user and/or syndicate when their ids are not given. */
export async function buildMembership(db: Db, overrides: Partial<NewMembership> = {}): Promise<Membership> {
  const userId = overrides.userId ?? (await buildUser(db, { roles: ['ROLE_MEMBER'] })).id;
  const syndicateId = overrides.syndicateId ?? (await buildSyndicate(db)).id;
  return one(
    await db
      .insert(memberships)
      .values({ role: 'member', sharesHeld: 1, ...overrides, userId, syndicateId })
      .returning(),
  );
}

/** Inserts a pending join request: anonymous, or of kind `user` (copying the profile) when `userId` is given. */
export async function buildJoinRequest(
  db: Db,
  overrides: Partial<NewJoinRequest> = {},
): Promise<JoinRequest> {
  const n = nextSequence();
  const syndicateId = overrides.syndicateId ?? (await buildSyndicate(db)).id;
  let person: Partial<NewJoinRequest> = {
    firstname: pick(FIRSTNAMES, n),
    lastname: pick(LASTNAMES, n),
    email: `visitor.${n}@example.com`,
    phone: `+35387${String(1_000_000 + n)}`,
    countryCode: 'IE',
  };
  if (overrides.userId != null) {
    const [user] = await db.select().from(users).where(eq(users.id, overrides.userId));
    if (!user) throw new Error(`buildJoinRequest: user ${overrides.userId} does not exist`);
    const { firstname, lastname, email, phone, dateOfBirth, address, address2, city } = user;
    person = { firstname, lastname, email, phone, dateOfBirth, address, address2, city };
    person = { ...person, postalCode: user.postalCode, countryCode: user.countryCode };
  }
  return one(
    await db
      .insert(joinRequests)
      .values({
        kind: overrides.userId != null ? 'user' : 'anonymous',
        firstname: '',
        lastname: '',
        email: '',
        ...person,
        ...overrides,
        syndicateId,
      })
      .returning(),
  );
}

/** Platform role given to a user created for a syndicate role (SPEC §6 main roles). */
const PLATFORM_ROLE_OF = { member: 'ROLE_MEMBER', staff: 'ROLE_STAFF', manager: 'ROLE_MANAGER' } as const;

/**
 * Inserts a user belonging to the syndicate with the given role (member by default) and the matching
 * platform role; creates the syndicate when `syndicateId` is not given. Returns the user and membership.
 */
export async function buildSyndicateUser(
  db: Db,
  options: { syndicateId?: number; role?: Membership['role']; user?: Parameters<typeof buildUser>[1] } = {},
) {
  const role = options.role ?? 'member';
  const user = await buildUser(db, { roles: [PLATFORM_ROLE_OF[role]], ...options.user });
  const membership = await buildMembership(db, {
    userId: user.id,
    role,
    ...(options.syndicateId ? { syndicateId: options.syndicateId } : {}),
  });
  return { user, membership };
}
