import type { ClientRole } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { homeRedirectFor, isAllowed, routeAccessFor } from './rules';

const user = (roles: ClientRole[], syndicates: { stride: boolean }[] = [{ stride: true }]) => ({ roles, syndicates });
const visit = { baseAuth: false };

describe('route access (SPEC §2 guards)', () => {
  it('classifies every guarded path', () => {
    expect(
      Object.fromEntries(
        [
          '/login/',
          '/register/',
          '/auth/logout/',
          '/',
          '/faq/',
          '/horses/5/',
          '/settings/',
          '/settings/delete-account/',
          '/settings/delete-account/success/',
          '/notifications/',
          '/updates/',
          '/updates/12/',
          '/messages/3/',
          '/entries-and-declarations/',
          '/write-a-post/',
        ].map((path) => [path, routeAccessFor(path)]),
      ),
    ).toEqual({
      '/login/': 'exempt',
      '/register/': 'exempt',
      '/auth/logout/': 'exempt',
      '/': 'home',
      '/faq/': 'public',
      '/horses/5/': 'public',
      '/settings/': 'user',
      '/settings/delete-account/': 'user',
      '/settings/delete-account/success/': 'public',
      '/notifications/': 'user',
      '/updates/': 'member',
      '/updates/12/': 'member',
      '/messages/3/': 'member',
      '/entries-and-declarations/': 'member',
      '/write-a-post/': 'staff',
    });
  });

  it('lets members, staff and managers into the members area, only staff and managers write posts', () => {
    expect(isAllowed('member', user(['Member']))).toBe(true);
    expect(isAllowed('member', user(['Manager']))).toBe(true);
    expect(isAllowed('member', user(['User']))).toBe(false);
    expect(isAllowed('member', null)).toBe(false);
    expect(isAllowed('staff', user(['Staff']))).toBe(true);
    expect(isAllowed('staff', user(['Member', 'User']))).toBe(false);
    expect(isAllowed('user', user(['User']))).toBe(true);
    expect(isAllowed('user', null)).toBe(false);
    // Administrator roles give no members' area of their own (base auth is not a role, decision 004).
    expect(isAllowed('member', user(['RegularAdmin']))).toBe(false);
  });
});

describe('home redirect (SPEC §2)', () => {
  it('sends signed-in staff, members and managers to updates', () => {
    for (const role of ['Staff', 'Member', 'Manager'] as const) expect(homeRedirectFor(user([role]), visit)).toBe('/updates/');
  });

  it('keeps visitors, plain users and admins home', () => {
    expect(homeRedirectFor(null, visit)).toBeNull();
    expect(homeRedirectFor(user(['User']), visit)).toBeNull();
    expect(homeRedirectFor(user(['SuperAdmin']), visit)).toBeNull();
  });

  it('keeps base-auth visits home, unless every syndicate of the user is non-stride', () => {
    expect(homeRedirectFor(user(['Member']), { baseAuth: true })).toBeNull();
    expect(homeRedirectFor(user(['Member'], [{ stride: false }]), { baseAuth: true })).toBe('/updates/');
  });

  it('never sends anyone to a page that would send them back', () => {
    expect(homeRedirectFor(user(['User'], [{ stride: false }]), visit)).toBeNull();
  });
});
