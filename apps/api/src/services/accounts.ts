/**
 * Account operations: registration, checking credentials, profile changes, password change and the
 * deletion request — plus the token revocation each of them implies.
 */
import { type RegistrationForm, type SettingsForm } from '@stride/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lower, oauthKv, profileDeletionRequests, users, type User } from '../db/schema/index.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { revokeAccountGrants } from '../oauth/adapter.js';

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when no user matches, so both answers take the same time. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  return dummyHash;
}

/** The live (not deleted) user with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(lower(users.email), email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** The user whose e-mail and password match and who may sign in, or null (one answer for every failure). */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !ok || user.disabledAt || user.deletionRequestedAt) return null;
  return user;
}

/** Creates a ROLE_USER account, or returns 'duplicate' when the e-mail is taken in any letter case. */
export async function registerUser(db: Db, form: RegistrationForm): Promise<User | 'duplicate'> {
  const passwordHash = await hashPassword(form.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: form.email.trim(),
        passwordHash,
        firstname: form.firstname,
        lastname: form.lastname,
        roles: ['ROLE_USER'],
      })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/**
 * Cuts a user's tokens: every grant, session and refresh token except `keepGrantId`'s, and (by bumping the
 * token version) every access token, all at once.
 */
export async function revokeUserTokens(db: Db, userId: number, keepGrantId?: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await revokeAccountGrants(db, String(userId), keepGrantId);
}

/** Logout: revokes the given grants (one sign-in's refresh tokens) and cuts every access token of the user. */
export async function revokeSignIn(db: Db, userId: number, grantIds: readonly string[]): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  if (grantIds.length > 0) await db.delete(oauthKv).where(inArray(oauthKv.grantId, [...grantIds]));
}

/** Profile fields PATCH users/{id} may change: the settings form's, nothing else (no roles, ids, status). */
export type ProfilePatch = Partial<SettingsForm>;

/** Applies a profile patch; '' clears an optional field. Returns the updated user, or 'duplicate' e-mail. */
export async function updateProfile(db: Db, userId: number, patch: ProfilePatch): Promise<User | 'duplicate'> {
  const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
  const set = {
    email: patch.email?.trim(),
    firstname: patch.firstname,
    lastname: patch.lastname,
    phone: blankToNull(patch.phone),
    countryCode: blankToNull(patch.countryCode),
    dateOfBirth: blankToNull(patch.dateOfBirth),
    address: blankToNull(patch.address),
    address2: blankToNull(patch.address2),
    city: blankToNull(patch.city),
    postalCode: blankToNull(patch.postalCode),
    contactByEmail: patch.contactByEmail,
    contactByPhone: patch.contactByPhone,
  };
  const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  try {
    const [user] =
      Object.keys(defined).length > 0
        ? await db.update(users).set(defined).where(eq(users.id, userId)).returning()
        : await db.select().from(users).where(eq(users.id, userId));
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** Checks the current password and stores the new one; 'wrong-password' when the current one fails. */
export async function changePassword(
  db: Db,
  user: User,
  currentPassword: string,
  newPassword: string,
  keepGrantId: string | undefined,
): Promise<'changed' | 'wrong-password'> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) return 'wrong-password';
  await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
  await revokeUserTokens(db, user.id, keepGrantId);
  return 'changed';
}

/**
 * Records a deletion request (SPEC §4: deleted within 24 hours) and cuts every token at once; the
 * deletion job anonymises the account. A second request while one is pending changes nothing.
 */
export async function requestDeletion(
  db: Db,
  userId: number,
  reason: { reasonId: number | null; reasonText: string | null },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: profileDeletionRequests.id })
      .from(profileDeletionRequests)
      .where(and(eq(profileDeletionRequests.userId, userId), isNull(profileDeletionRequests.processedAt)))
      .limit(1);
    if (!pending) {
      await tx.insert(profileDeletionRequests).values({ userId, ...reason, requestedAt: now });
    }
    await tx.update(users).set({ deletionRequestedAt: now }).where(eq(users.id, userId));
  });
  await revokeUserTokens(db, userId);
}
