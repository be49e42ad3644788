/**
 * "Forgot your password?": an eight-digit code by e-mail, typed on the reset page of the sign-in
 * interaction. It is also how an account created by accepting a visitor's join request (which has no
 * password) gets its first one. The answer to a request never says whether the address has an account;
 * a code works once, for RESET_CODE_TTL_MINUTES, and for RESET_CODE_MAX_ATTEMPTS wrong tries; a new code
 * replaces the previous one; at most RESET_CODES_PER_HOUR are sent per account.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@stride/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResetCodes, users, type User } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { sendMail } from '../mail/outbox.js';
import { passwordResetMail } from '../mail/templates/password-reset.js';
import { findUserByEmail, revokeUserTokens } from './accounts.js';

/** Wrong codes a code survives; the next try needs a new code. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Codes sent per account per hour at most (further requests get the same answer and no e-mail). */
export const RESET_CODES_PER_HOUR = 5;

function hashCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A uniformly random code of RESET_CODE_LENGTH digits (leading zeros kept). */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}

/** Whether this account may receive a code (and so set a password). */
function mayReset(user: User | null): user is User {
  return user !== null && !user.disabledAt && !user.deletionRequestedAt;
}

/**
 * Sends a code to the account with this e-mail, if there is one that may sign in; otherwise does
 * nothing. Returns whether a mail was queued (for tests and logs only — never for the answer).
 */
export async function requestPasswordReset(db: Db, email: string, now = new Date()): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!mayReset(user)) return false;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [recent] = await db
    .select({ n: count() })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, user.id), gt(passwordResetCodes.createdAt, hourAgo)));
  if ((recent?.n ?? 0) >= RESET_CODES_PER_HOUR) return false;

  const code = newResetCode();
  await db.transaction(async (tx) => {
    // A new code replaces any earlier one still open.
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashCode(user.id, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await sendMail(tx, { to: user.email, ...passwordResetMail({ firstname: user.firstname, code }) });
  });
  return true;
}

/**
 * Sets a new password when the code is the open code of the account with this e-mail: the code is used
 * up and every other sign-in of the account ends. 'invalid' for any failure (one answer for all).
 */
export async function resetPassword(
  db: Db,
  input: { email: string; code: string; password: string },
  now = new Date(),
): Promise<User | 'invalid'> {
  const user = await findUserByEmail(db, input.email);
  if (!mayReset(user)) return 'invalid';
  const outcome = await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, user.id),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(passwordResetCodes.createdAt))
      .limit(1)
      .for('update');
    if (!open || open.attempts >= RESET_CODE_MAX_ATTEMPTS) return 'invalid' as const;
    if (!sameHash(open.codeHash, hashCode(user.id, input.code))) {
      await tx
        .update(passwordResetCodes)
        .set({ attempts: open.attempts + 1 })
        .where(eq(passwordResetCodes.id, open.id));
      return 'invalid' as const;
    }
    await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, open.id));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  });
  if (outcome === 'invalid') return outcome;
  // Whoever knew the old password is signed out everywhere.
  await revokeUserTokens(db, user.id);
  return outcome;
}
