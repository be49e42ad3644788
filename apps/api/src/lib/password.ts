/**
 * Password hashing with Argon2id (OWASP's first choice), so every place that stores or checks a password
 * — registration, change-password, sign-in, the demo seed — uses the same algorithm and parameters.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * `Algorithm.Argon2id` is an ambient const enum, which `isolatedModules` forbids reading at runtime;
 * its value is 2 (see @node-rs/argon2's index.d.ts).
 */
const ARGON2ID = 2 satisfies Algorithm;

/** OWASP's Argon2id profile: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a plain password into a PHC string (`$argon2id$v=19$m=…`) safe to store in users.password_hash. */
export async function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** Checks a plain password against a stored hash; false (never a throw) for a wrong password or a bad hash. */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
