import { describe, expect, it } from 'vitest';
import {
  BOTTOM_MENU,
  MAIN_MENU,
  MENU_PATHS,
  bottomMenuFor,
  footerMenuFor,
  isMenuItemVisible,
  isNonStrideUser,
  mainMenuFor,
} from './menus.js';
import type { MenuUser } from './menus.js';
import type { ClientRole } from './roles.js';

const keys = (items: { key: string }[]) => items.map((item) => item.key);
const stride = [{ stride: true }];
const user = (roles: ClientRole[], syndicates = stride): MenuUser => ({ roles, syndicates });

describe('menu data', () => {
  it('has the SPEC §2 titles and paths', () => {
    const byKey = Object.fromEntries(MAIN_MENU.map((item) => [item.key, [item.title, item.path]]));
    expect(byKey).toEqual({
      home: ['Home', '/'],
      racingClub: ['Racing Club', '/racing-club-and-syndicate-management/'],
      faq: ['FAQ', '/faq/'],
      contactUs: ['Contact us', '/contact-us/'],
      buyIntoSyndicate: ['Buy into syndicate', '/buy-shares-in-racehorse/'],
      aboutUs: ['About us', '/about-us/'],
      terms: ['Terms', '/terms-and-conditions/'],
      privacy: ['Privacy', '/privacy-policy/'],
      entries: ['Entries and declarations', '/entries-and-declarations/'],
      updates: ['Updates', '/updates/'],
      horses: ['Horses', '/horses/'],
      messages: ['Messages', '/messages/'],
      syndicates: ['Syndicate', '/syndicates/'],
      settings: ['Settings', '/settings/'],
      notifications: ['Notifications', '/notifications/'],
      writePost: ['Add updates', '/write-a-post/'],
    });
    expect(BOTTOM_MENU.find((item) => item.key === 'post')?.path).toBe('/write-a-post/');
  });

  it('ends every path with a slash', () => {
    for (const path of Object.values(MENU_PATHS)) expect(path.endsWith('/')).toBe(true);
  });
});

describe('mainMenuFor', () => {
  it('shows visitors Home, Racing Club, FAQ and Contact us only', () => {
    expect(keys(mainMenuFor(null))).toEqual(['home', 'racingClub', 'faq', 'contactUs']);
  });

  it('adds the logged-in items and user items for a plain user', () => {
    expect(keys(mainMenuFor(user(['User'], [])))).toEqual([
      'home',
      'racingClub',
      'faq',
      'contactUs',
      'buyIntoSyndicate',
      'aboutUs',
      'terms',
      'privacy',
      'settings',
      'notifications',
    ]);
  });

  it('shows members their area instead of the visitor items', () => {
    expect(keys(mainMenuFor(user(['Member', 'User'])))).toEqual([
      'buyIntoSyndicate',
      'aboutUs',
      'terms',
      'privacy',
      'entries',
      'updates',
      'horses',
      'messages',
      'syndicates',
      'settings',
      'notifications',
    ]);
  });

  it('gives staff entries and Add updates but not member-only items', () => {
    const items = keys(mainMenuFor(user(['Staff'])));
    expect(items).toContain('writePost');
    expect(items).toContain('entries');
    expect(items).not.toContain('updates');
    expect(keys(mainMenuFor(user(['Member'])))).not.toContain('writePost');
  });

  it('hides every filtered item from a logged-in user without a main role', () => {
    expect(mainMenuFor(user([]))).toEqual([]);
  });

  it('removes syndicates and about-us when all syndicates are non-stride', () => {
    const items = keys(mainMenuFor(user(['Member'], [{ stride: false }, { stride: false }])));
    expect(items).not.toContain('syndicates');
    expect(items).not.toContain('aboutUs');
    expect(items).toContain('updates');
    expect(keys(mainMenuFor(user(['Member'], [{ stride: false }, { stride: true }])))).toContain(
      'syndicates',
    );
  });
});

describe('bottomMenuFor', () => {
  it('gives members updates, horses, entries, messages and syndicate', () => {
    expect(keys(bottomMenuFor(user(['Member'])))).toEqual([
      'updates',
      'horses',
      'entries',
      'messages',
      'syndicates',
    ]);
  });

  it('gives staff and managers entries and post', () => {
    expect(keys(bottomMenuFor(user(['Staff'])))).toEqual(['entries', 'post']);
    expect(keys(bottomMenuFor(user(['Manager'])))).toEqual(['entries', 'post']);
  });

  it('is empty for visitors and plain users', () => {
    expect(bottomMenuFor(null)).toEqual([]);
    expect(bottomMenuFor(user(['User']))).toEqual([]);
  });

  it('adds an account item for non-stride members, staff and managers and drops syndicate', () => {
    const nonStride = [{ stride: false }];
    const items = bottomMenuFor(user(['Member'], nonStride));
    expect(keys(items)).toEqual(['updates', 'horses', 'entries', 'messages', 'settings']);
    expect(items.at(-1)).toMatchObject({ title: 'Account', path: '/settings/' });
    expect(keys(bottomMenuFor(user(['Manager'], nonStride)))).toEqual(['entries', 'post', 'settings']);
    expect(keys(bottomMenuFor(user(['User'], nonStride)))).toEqual([]);
  });
});

describe('footerMenuFor', () => {
  it('keeps Terms and Privacy reachable for visitors', () => {
    expect(keys(footerMenuFor(null))).toEqual(['home', 'racingClub', 'faq', 'contactUs', 'terms', 'privacy']);
  });

  it('matches the main menu for logged-in users', () => {
    const member = user(['Member']);
    expect(keys(footerMenuFor(member))).toEqual(keys(mainMenuFor(member)));
  });
});

describe('isMenuItemVisible', () => {
  it('applies each of the four lists', () => {
    expect(isMenuItemVisible({}, [])).toBe(true);
    expect(isMenuItemVisible({ allowedRoles: ['Staff'] }, ['Member', 'Staff'])).toBe(true);
    expect(isMenuItemVisible({ disallowedRoles: ['Staff'] }, ['Member', 'Staff'])).toBe(false);
    expect(isMenuItemVisible({ allowedMainRoles: ['Staff'] }, ['Member', 'Staff'])).toBe(false);
    expect(isMenuItemVisible({ disallowedMainRoles: ['Member'] }, ['Member', 'Staff'])).toBe(false);
    expect(isMenuItemVisible({ disallowedMainRoles: ['Staff'] }, ['Member', 'Staff'])).toBe(true);
  });

  it('does not treat a user without syndicates as non-stride', () => {
    expect(isNonStrideUser(user(['User'], []))).toBe(false);
    expect(isNonStrideUser(null)).toBe(false);
  });
});
