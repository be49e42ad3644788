import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.js';
import {
  canAttachHorseEntry,
  canPublishAboutHorse,
  canPublishFor,
  canUseUploadSession,
} from './publishing.js';

const staff: Actor = { userId: 7, roles: ['ROLE_STAFF', 'ROLE_USER'] };
const admin: Actor = { userId: 1, roles: ['ROLE_ADMIN', 'ROLE_USER'] };
const anonymous: Actor = { userId: null, roles: ['ROLE_UNAUTH'] };

describe('publishing policy', () => {
  it('lets staff publish for their own syndicate only', () => {
    expect(canPublishFor(staff, 3, [3])).toBe(true);
    expect(canPublishFor(staff, 4, [3])).toBe(false);
  });

  it('lets administrators publish anywhere, never anonymous callers', () => {
    expect(canPublishFor(admin, 4, [])).toBe(true);
    expect(canPublishFor(anonymous, 4, [4])).toBe(false);
  });

  it('refuses a horse of another syndicate even to its staff', () => {
    expect(canPublishAboutHorse(staff, 3, { syndicateId: 3 }, [3])).toBe(true);
    expect(canPublishAboutHorse(staff, 3, { syndicateId: 4 }, [3, 4])).toBe(false);
  });

  it('keeps upload sessions to the user who started them', () => {
    expect(canUseUploadSession(staff, { userId: 7 })).toBe(true);
    expect(canUseUploadSession(staff, { userId: 8 })).toBe(false);
  });

  it('attaches an entry only of the same syndicate and horse, not announced elsewhere', () => {
    const post = { id: 5, syndicateId: 3, horseId: 9 };
    expect(canAttachHorseEntry({ syndicateId: 3, horseId: 9, postId: null }, post)).toBe(true);
    expect(canAttachHorseEntry({ syndicateId: 3, horseId: 9, postId: 6 }, post)).toBe(false);
    expect(canAttachHorseEntry({ syndicateId: 3, horseId: 8, postId: null }, post)).toBe(false);
  });
});
