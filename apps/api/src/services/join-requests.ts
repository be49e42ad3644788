/**
 * Requests to join a syndicate (SPEC §2 join dialog, §7 POST syndicate-user-join-requests and
 * syndicate-anonymous-join-requests). A request is stored as `pending` with a snapshot of the person's
 * details, and the syndicate's managers (or the team, when it has none) get an e-mail through the outbox
 * in the same transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  joinRequests,
  memberships,
  syndicates,
  users,
  type JoinRequest,
  type NewJoinRequest,
  type Syndicate,
} from '../db/schema/index.js';
import { sendMail } from '../mail/outbox.js';
import { joinRequestMail } from '../mail/templates/join-request.js';

/** Where the notification mails come from and point to. */
export interface JoinMailContext {
  teamAddress: string;
  /** The back office, where managers review requests. */
  reviewUrl: string;
}

/** The person behind a request: what the form sent, over the profile for signed-in users. */
export interface JoinRequestPerson {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  address?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  postalCode?: string | null | undefined;
  countryCode?: string | null | undefined;
}

/** Loads the syndicate a request names, or null; whether the caller may ask is the policy's decision. */
export async function findJoinTarget(db: Db, syndicateId: number): Promise<Syndicate | null> {
  const [row] = await db.select().from(syndicates).where(eq(syndicates.id, syndicateId)).limit(1);
  return row ?? null;
}

/** Ids of the syndicates a user belongs to. */
export async function syndicateIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: memberships.syndicateId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.map((row) => row.id);
}

/** Stores a visitor's quick request and notifies the managers. */
export async function createAnonymousJoinRequest(
  db: Db,
  syndicate: Syndicate,
  person: JoinRequestPerson,
  ctx: JoinMailContext,
): Promise<JoinRequest> {
  return db.transaction(async (tx) => {
    const request = await insertRequest(tx, {
      kind: 'anonymous',
      syndicateId: syndicate.id,
      userId: null,
      ...clean(person),
    });
    await notifyManagers(tx, syndicate, request, ctx);
    return request;
  });
}

/**
 * Stores a signed-in user's request: the form's values where given, the profile otherwise. A user has at
 * most one pending request per syndicate; asking again returns that request (`created: false`) and sends
 * no second mail. Null when the user no longer exists.
 */
export async function createUserJoinRequest(
  db: Db,
  syndicate: Syndicate,
  userId: number,
  fields: Partial<JoinRequestPerson>,
  ctx: JoinMailContext,
): Promise<{ request: JoinRequest; created: boolean } | null> {
  return db.transaction(async (tx) => {
    // Locking the user row serialises this user's concurrent requests, so the pending check below holds.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return null;
    const [pending] = await tx
      .select()
      .from(joinRequests)
      .where(
        and(
          eq(joinRequests.userId, userId),
          eq(joinRequests.syndicateId, syndicate.id),
          eq(joinRequests.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) return { request: pending, created: false };

    const profile: JoinRequestPerson = {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      address: user.address,
      address2: user.address2,
      city: user.city,
      postalCode: user.postalCode,
      countryCode: user.countryCode,
    };
    // The account's own e-mail, whatever the form said (issue 14 case 13): a signed-in request never
    // sends the managers' answer, or an account created from it, to someone else's address.
    const person = { ...profile, ...definedOnly(fields), email: user.email };
    const request = await insertRequest(tx, {
      kind: 'user',
      syndicateId: syndicate.id,
      userId,
      ...clean(person),
    });
    await notifyManagers(tx, syndicate, request, ctx);
    return { request, created: true };
  });
}

async function insertRequest(tx: Tx, values: NewJoinRequest): Promise<JoinRequest> {
  const [row] = await tx.insert(joinRequests).values(values).returning();
  if (!row) throw new Error('join_requests insert returned no row');
  return row;
}

/** Empty optional values are stored as null, not as ''. */
function clean(person: JoinRequestPerson): Omit<NewJoinRequest, 'kind' | 'syndicateId'> {
  const orNull = (value: string | null | undefined) =>
    value === undefined || value === null || value.trim() === '' ? null : value.trim();
  return {
    firstname: person.firstname.trim(),
    lastname: person.lastname.trim(),
    email: person.email.trim(),
    phone: orNull(person.phone),
    dateOfBirth: orNull(person.dateOfBirth),
    address: orNull(person.address),
    address2: orNull(person.address2),
    city: orNull(person.city),
    postalCode: orNull(person.postalCode),
    countryCode: orNull(person.countryCode)?.toUpperCase() ?? null,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** One mail per active manager of the syndicate, or one to the team when it has none. */
async function notifyManagers(
  tx: Tx,
  syndicate: Syndicate,
  request: JoinRequest,
  ctx: JoinMailContext,
): Promise<void> {
  const managers = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.syndicateId, syndicate.id),
        eq(memberships.role, 'manager'),
        isNull(users.deletedAt),
        isNull(users.disabledAt),
      ),
    );
  const recipients = managers.length > 0 ? [...new Set(managers.map((m) => m.email))] : [ctx.teamAddress];
  const mail = joinRequestMail({
    syndicateName: syndicate.name,
    kind: request.kind,
    firstname: request.firstname,
    lastname: request.lastname,
    email: request.email,
    phone: request.phone,
    city: request.city,
    countryCode: request.countryCode,
    reviewUrl: ctx.reviewUrl,
  });
  for (const to of recipients) await sendMail(tx, { to, ...mail });
}
