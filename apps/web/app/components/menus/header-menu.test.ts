import { mainMenuFor } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { splitHeaderMenu } from './header-menu';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('splitHeaderMenu', () => {
  it('keeps every visitor item in the bar', () => {
    const menu = splitHeaderMenu(mainMenuFor(null), false);
    expect(keys(menu.bar)).toEqual(['home', 'racingClub', 'faq', 'contactUs']);
    expect(menu.account).toEqual([]);
    expect(menu.messages).toBeNull();
  });

  it("puts a member's destinations in the bar, account and site pages in the account menu, Messages aside", () => {
    const menu = splitHeaderMenu(mainMenuFor({ roles: ['Member', 'User'], syndicates: [{ stride: true }] }), true);
    expect(keys(menu.bar)).toEqual(['entries', 'updates', 'horses', 'syndicates']);
    expect(keys(menu.account)).toEqual(['settings', 'notifications', 'buyIntoSyndicate', 'aboutUs', 'terms', 'privacy']);
    expect(menu.messages?.path).toBe('/messages/');
  });

  it('gives staff their Add updates item and plain users no messages link', () => {
    expect(keys(splitHeaderMenu(mainMenuFor({ roles: ['Staff'], syndicates: [] }), true).bar)).toEqual(['entries', 'writePost']);
    expect(splitHeaderMenu(mainMenuFor({ roles: ['User'], syndicates: [] }), true).messages).toBeNull();
  });
});
