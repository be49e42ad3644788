/** User factory. */
import type { Db } from '../client.js';
import { users, type NewUser, type User } from '../schema/index.js';
import { FIRSTNAMES, LASTNAMES, nextSequence, one, pick } from './sequence.js';

/** Inserts a user (ROLE_USER, unique e-mail); pass `passwordHash` already hashed — no hashing here. */
export async function buildUser(db: Db, overrides: Partial<NewUser> = {}): Promise<User> {
  const n = nextSequence();
  const firstname = pick(FIRSTNAMES, n);
  const lastname = pick(LASTNAMES, n);
  return one(
    await db
      .insert(users)
      .values({
        email: `${firstname}.${lastname}.${n}@example.com`.toLowerCase(),
        firstname,
        lastname,
        phone: `+35380${String(1_000_000 + n)}`,
        dateOfBirth: '1985-06-15',
        address: `${n} Main Street`,
        city: 'Dublin',
        postalCode: 'D02 X285',
        countryCode: 'IE',
        roles: ['ROLE_USER'],
        ...overrides,
      })
      .returning(),
  );
}
