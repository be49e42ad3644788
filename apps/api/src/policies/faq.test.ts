import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR, type Actor } from './actor.js';
import { canViewFaq, faqPublishedScope } from './faq.js';

const admin: Actor = { userId: 1, roles: ['ROLE_ADMIN'] };
const member: Actor = { userId: 2, roles: ['ROLE_USER'] };

describe('FAQ policy', () => {
  it('shows drafts to administrators only', () => {
    expect(canViewFaq(ANONYMOUS_ACTOR, { published: false })).toBe(false);
    expect(canViewFaq(member, { published: false })).toBe(false);
    expect(canViewFaq(admin, { published: false })).toBe(true);
    expect(canViewFaq(ANONYMOUS_ACTOR, { published: true })).toBe(true);
  });

  it('forces published=true on lists unless the actor is an administrator', () => {
    expect(faqPublishedScope(ANONYMOUS_ACTOR, false)).toBe(true);
    expect(faqPublishedScope(member, undefined)).toBe(true);
    expect(faqPublishedScope(admin, false)).toBe(false);
    expect(faqPublishedScope(admin, undefined)).toBeUndefined();
  });
});
