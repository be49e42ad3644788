/**
 * Changing the account's e-mail (issue 14 case 1, decision 020): a bearer token alone cannot do it. The
 * request needs the current password and sends a code to the new address; typing the code back makes
 * the change, tells the old address and ends every other sign-in (tokens, refresh tokens, sockets).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { EMAIL_CHANGE_CODE_TTL_MINUTES } from '@stride/shared';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailChangeRequests, lower, oauthKv, users, type User } from '../db/schema/index.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { verifyPassword } from '../lib/password.js';
import { sendMail } from '../mail/outbox.js';
import { emailChangeCodeMail, emailChangedMail } from '../mail/templates/email-change.js';
import { revokeUserTokens } from './accounts.js';
import { newResetCode } from './password-reset.js';

/** Wrong codes a request survives. */
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

function hashCode(userId: number, newEmail: string, code: string): string {
  return createHash('sha256').update(`${userId}:${newEmail.toLowerCase()}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

async function emailTaken(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(lower(users.email), email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Starts a change: checks the password, then mails a code to the new address (replacing any open
 * request). Returns 'wrong-password', 'taken' (another account uses it), 'same' or 'sent'.
 */
export async function requestEmailChange(
  db: Db,
  user: User,
  input: { email: string; currentPassword: string },
  now = new Date(),
): Promise<'sent' | 'wrong-password' | 'taken' | 'same'> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) return 'wrong-password';
  const newEmail = input.email.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase()) return 'same';
  if (await emailTaken(db, newEmail, user.id)) return 'taken';
  const code = newResetCode();
  await db.transaction(async (tx) => {
    await tx
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.usedAt)));
    await tx.insert(emailChangeRequests).values({
      userId: user.id,
      newEmail,
      codeHash: hashCode(user.id, newEmail, code),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await sendMail(tx, { to: newEmail, ...emailChangeCodeMail({ firstname: user.firstname, code }) });
  });
  return 'sent';
}

/** Grants of the user other than `keepGrantId` (they end with the change). */
async function otherGrants(db: Db, userId: number, keepGrantId: string | undefined): Promise<string[]> {
  const rows = await db
    .select({ grantId: oauthKv.grantId })
    .from(oauthKv)
    .where(and(eq(oauthKv.accountId, String(userId)), eq(oauthKv.model, 'Grant')));
  return rows.flatMap((r) => (r.grantId && r.grantId !== keepGrantId ? [r.grantId] : []));
}

/**
 * Completes a change with the code from the new address. Returns the ended grants on success (the
 * caller puts them on the revocation list and closes their sockets), 'invalid' for any bad code and
 * 'taken' when the address was claimed meanwhile.
 */
export async function confirmEmailChange(
  db: Db,
  userId: number,
  code: string,
  keepGrantId: string | undefined,
  now = new Date(),
): Promise<{ endedGrants: string[] } | 'invalid' | 'taken'> {
  const outcome = await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(emailChangeRequests)
      .where(
        and(
          eq(emailChangeRequests.userId, userId),
          isNull(emailChangeRequests.usedAt),
          gt(emailChangeRequests.expiresAt, now),
        ),
      )
      .orderBy(desc(emailChangeRequests.createdAt))
      .limit(1)
      .for('update');
    if (!open || open.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS) return 'invalid' as const;
    if (!sameHash(open.codeHash, hashCode(userId, open.newEmail, code))) {
      await tx
        .update(emailChangeRequests)
        .set({ attempts: open.attempts + 1 })
        .where(eq(emailChangeRequests.id, open.id));
      return 'invalid' as const;
    }
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!before) return 'invalid' as const;
    await tx.update(emailChangeRequests).set({ usedAt: now }).where(eq(emailChangeRequests.id, open.id));
    await tx.update(users).set({ email: open.newEmail }).where(eq(users.id, userId));
    await sendMail(tx, { to: before.email, ...emailChangedMail({ firstname: before.firstname, newEmail: open.newEmail }) });
    return { oldEmail: before.email };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) return 'taken' as const;
    throw error;
  });
  if (outcome === 'invalid' || outcome === 'taken') return outcome;
  const endedGrants = await otherGrants(db, userId, keepGrantId);
  await revokeUserTokens(db, userId, keepGrantId);
  return { endedGrants };
}
