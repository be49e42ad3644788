import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with Argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('Paddock#2026');
    const second = await hashPassword('Paddock#2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Paddock#2026');
    expect(await verifyPassword(hash, 'Paddock#2026')).toBe(true);
    expect(await verifyPassword(hash, 'Paddock#2027')).toBe(false);
  });

  it('answers false, never throws, for a missing or malformed hash', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'x')).toBe(false);
  });
});
