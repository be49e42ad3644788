/**
 * How the header lays out a user's main menu (SPEC §2: logged-in users see an additional menu, a
 * Logout button and a messages link): destinations in the bar, account and site pages in the
 * additional (account) menu, Messages as its own link. The mobile slide-in menu lists everything.
 */
import type { MenuItem } from '@stride/shared';

/** Items that go into the account menu of a signed-in user rather than the bar. */
export const ACCOUNT_MENU_KEYS: readonly string[] = [
  'settings',
  'notifications',
  'buyIntoSyndicate',
  'aboutUs',
  'terms',
  'privacy',
];
/** The item shown as the header's messages link instead of a bar entry. */
export const MESSAGES_KEY = 'messages';

export interface HeaderMenu {
  /** In the bar (all items for visitors). */
  bar: MenuItem[];
  /** In the account menu (empty for visitors). */
  account: MenuItem[];
  /** The messages destination, when the user has one. */
  messages: MenuItem | null;
}

/** Splits `mainMenuFor(user)` for the header; visitors keep every item in the bar. */
export function splitHeaderMenu(items: readonly MenuItem[], signedIn: boolean): HeaderMenu {
  if (!signedIn) return { bar: [...items], account: [], messages: null };
  return {
    bar: items.filter((item) => !ACCOUNT_MENU_KEYS.includes(item.key) && item.key !== MESSAGES_KEY),
    account: ACCOUNT_MENU_KEYS.flatMap((key) => items.filter((item) => item.key === key)),
    messages: items.find((item) => item.key === MESSAGES_KEY) ?? null,
  };
}
