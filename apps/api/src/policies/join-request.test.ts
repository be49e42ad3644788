import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR, type Actor } from './actor.js';
import { joinRequestDecision } from './join-request.js';

const user: Actor = { userId: 7, roles: ['ROLE_USER'] };
const admin: Actor = { userId: 1, roles: ['ROLE_ADMIN', 'ROLE_USER'] };
const shown = { id: 3, showOnSite: true };
const hidden = { id: 4, showOnSite: false };

describe('joinRequestDecision', () => {
  it('lets anyone ask about a syndicate shown on the site', () => {
    expect(joinRequestDecision(ANONYMOUS_ACTOR, shown)).toBe('allowed');
    expect(joinRequestDecision(user, shown, [9])).toBe('allowed');
  });

  it('treats missing and hidden syndicates alike, except for administrators', () => {
    expect(joinRequestDecision(ANONYMOUS_ACTOR, null)).toBe('unknown-syndicate');
    expect(joinRequestDecision(ANONYMOUS_ACTOR, hidden)).toBe('unknown-syndicate');
    expect(joinRequestDecision(user, hidden)).toBe('unknown-syndicate');
    expect(joinRequestDecision(admin, hidden)).toBe('allowed');
  });

  it('refuses a user who already belongs to the syndicate', () => {
    expect(joinRequestDecision(user, shown, [3])).toBe('already-member');
    expect(joinRequestDecision(user, hidden, [4])).toBe('already-member');
  });
});
