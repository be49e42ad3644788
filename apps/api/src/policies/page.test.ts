import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR, type Actor } from './actor.js';
import { canViewPage, pagesPublishedOnly } from './page.js';

const admin: Actor = { userId: 1, roles: ['ROLE_SUPER_ADMIN'] };
const member: Actor = { userId: 2, roles: ['ROLE_USER'] };

describe('static page policy', () => {
  it('shows unpublished pages to administrators only', () => {
    expect(canViewPage(ANONYMOUS_ACTOR, { published: false })).toBe(false);
    expect(canViewPage(member, { published: false })).toBe(false);
    expect(canViewPage(admin, { published: false })).toBe(true);
    expect(canViewPage(member, { published: true })).toBe(true);
  });

  it('limits lists to published pages for everyone but administrators', () => {
    expect(pagesPublishedOnly(ANONYMOUS_ACTOR)).toBe(true);
    expect(pagesPublishedOnly(member)).toBe(true);
    expect(pagesPublishedOnly(admin)).toBe(false);
  });
});
