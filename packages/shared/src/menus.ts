/**
 * Menus of SPEC §2 "Header, menus, footer" as data plus pure filters, so the web header, mobile menu,
 * bottom menu and footer (and their tests) share one definition. Interpretation: docs/decisions/002.
 */
import type { ClientRole } from './roles.js';
import { mainRole } from './roles.js';

/** Who may see a menu item; every list is optional, an item without lists is shown to everyone. */
export interface MenuRoleFilter {
  /** Shown only if the user holds at least one of these roles. */
  allowedRoles?: readonly ClientRole[];
  /** Hidden if the user holds any of these roles. */
  disallowedRoles?: readonly ClientRole[];
  /** Shown only if the user's main (first) role is one of these. */
  allowedMainRoles?: readonly ClientRole[];
  /** Hidden if the user's main role is one of these. */
  disallowedMainRoles?: readonly ClientRole[];
}

export interface MenuItem extends MenuRoleFilter {
  key: string;
  title: string;
  path: string;
}

/** The user as the menus see it; null is an unauthenticated visitor. */
export type MenuUser = { roles: readonly ClientRole[]; syndicates: readonly { stride: boolean }[] } | null;

/** Paths of every destination a menu can point to (strict trailing slash, SPEC §2). */
export const MENU_PATHS = {
  home: '/',
  racingClub: '/racing-club-and-syndicate-management/',
  faq: '/faq/',
  contactUs: '/contact-us/',
  buyIntoSyndicate: '/buy-shares-in-racehorse/',
  aboutUs: '/about-us/',
  terms: '/terms-and-conditions/',
  privacy: '/privacy-policy/',
  entries: '/entries-and-declarations/',
  updates: '/updates/',
  horses: '/horses/',
  messages: '/messages/',
  syndicates: '/syndicates/',
  settings: '/settings/',
  notifications: '/notifications/',
  writePost: '/write-a-post/',
} as const;

const VISITOR_ROLES: readonly ClientRole[] = ['UnAuth', 'User'];
const LOGGED_IN: MenuRoleFilter = { disallowedMainRoles: ['UnAuth'] };
const MEMBER: MenuRoleFilter = { allowedRoles: ['Member'] };
const ENTRIES_ROLES: readonly ClientRole[] = ['Staff', 'Manager', 'Member'];
const POST_ROLES: readonly ClientRole[] = ['Staff', 'Manager'];

/** Header, mobile slide-in menu and footer items, in SPEC §2 order. */
export const MAIN_MENU: readonly MenuItem[] = [
  { key: 'home', title: 'Home', path: MENU_PATHS.home, allowedMainRoles: VISITOR_ROLES },
  { key: 'racingClub', title: 'Racing Club', path: MENU_PATHS.racingClub, allowedMainRoles: VISITOR_ROLES },
  { key: 'faq', title: 'FAQ', path: MENU_PATHS.faq, allowedMainRoles: VISITOR_ROLES },
  { key: 'contactUs', title: 'Contact us', path: MENU_PATHS.contactUs, allowedMainRoles: VISITOR_ROLES },
  { key: 'buyIntoSyndicate', title: 'Buy into syndicate', path: MENU_PATHS.buyIntoSyndicate, ...LOGGED_IN },
  { key: 'aboutUs', title: 'About us', path: MENU_PATHS.aboutUs, ...LOGGED_IN },
  { key: 'terms', title: 'Terms', path: MENU_PATHS.terms, ...LOGGED_IN },
  { key: 'privacy', title: 'Privacy', path: MENU_PATHS.privacy, ...LOGGED_IN },
  {
    key: 'entries',
    title: 'Entries and declarations',
    path: MENU_PATHS.entries,
    allowedRoles: ENTRIES_ROLES,
  },
  { key: 'updates', title: 'Updates', path: MENU_PATHS.updates, ...MEMBER },
  { key: 'horses', title: 'Horses', path: MENU_PATHS.horses, ...MEMBER },
  { key: 'messages', title: 'Messages', path: MENU_PATHS.messages, ...MEMBER },
  { key: 'syndicates', title: 'Syndicate', path: MENU_PATHS.syndicates, ...MEMBER },
  { key: 'settings', title: 'Settings', path: MENU_PATHS.settings, ...LOGGED_IN },
  { key: 'notifications', title: 'Notifications', path: MENU_PATHS.notifications, ...LOGGED_IN },
  { key: 'writePost', title: 'Add updates', path: MENU_PATHS.writePost, allowedRoles: POST_ROLES },
];

/** Mobile bottom menu items (members' area), in display order. */
export const BOTTOM_MENU: readonly MenuItem[] = [
  { key: 'updates', title: 'Updates', path: MENU_PATHS.updates, ...MEMBER },
  { key: 'horses', title: 'Horses', path: MENU_PATHS.horses, ...MEMBER },
  { key: 'entries', title: 'Entries', path: MENU_PATHS.entries, allowedRoles: ENTRIES_ROLES },
  { key: 'post', title: 'Post', path: MENU_PATHS.writePost, allowedRoles: POST_ROLES },
  { key: 'messages', title: 'Messages', path: MENU_PATHS.messages, ...MEMBER },
  { key: 'syndicates', title: 'Syndicate', path: MENU_PATHS.syndicates, ...MEMBER },
];

/** The extra bottom-menu item for users whose syndicates are all non-stride (SPEC §2). */
export const BOTTOM_MENU_ACCOUNT_ITEM: MenuItem = {
  key: 'settings',
  title: 'Account',
  path: MENU_PATHS.settings,
  allowedRoles: ['Member', 'Staff', 'Manager'],
};

/** Items removed for users whose syndicates are all non-stride (SPEC §2). */
export const NON_STRIDE_HIDDEN_KEYS: readonly string[] = ['syndicates', 'aboutUs'];

/** Legal pages the footer always lists, whatever the role (see decision 002). */
export const FOOTER_ALWAYS_KEYS: readonly string[] = ['terms', 'privacy'];

/** Roles the menus see for a user; a visitor counts as UnAuth. */
export function menuRoles(user: MenuUser): readonly ClientRole[] {
  return user === null ? ['UnAuth'] : user.roles;
}

/** "All non-stride" per SPEC §2: at least one syndicate and none of them stride. */
export function isNonStrideUser(user: MenuUser): boolean {
  return user !== null && user.syndicates.length > 0 && user.syndicates.every((s) => !s.stride);
}

function hasRoleFilter(item: MenuRoleFilter): boolean {
  return Boolean(
    item.allowedRoles || item.disallowedRoles || item.allowedMainRoles || item.disallowedMainRoles,
  );
}

/** Applies the four role lists of an item to a role list (SPEC §2 "Menu items are filtered by …"). */
export function isMenuItemVisible(item: MenuRoleFilter, roles: readonly ClientRole[]): boolean {
  if (!hasRoleFilter(item)) return true;
  const main = mainRole(roles);
  if (main === null) return false;
  if (item.allowedRoles && !item.allowedRoles.some((role) => roles.includes(role))) return false;
  if (item.disallowedRoles && item.disallowedRoles.some((role) => roles.includes(role))) return false;
  if (item.allowedMainRoles && !item.allowedMainRoles.includes(main)) return false;
  if (item.disallowedMainRoles && item.disallowedMainRoles.includes(main)) return false;
  return true;
}

/** Filters items for a user: role lists first, then the non-stride removals. */
export function filterMenu(items: readonly MenuItem[], user: MenuUser): MenuItem[] {
  const roles = menuRoles(user);
  const nonStride = isNonStrideUser(user);
  return items.filter(
    (item) => isMenuItemVisible(item, roles) && !(nonStride && NON_STRIDE_HIDDEN_KEYS.includes(item.key)),
  );
}

/** Header and mobile slide-in menu items for a user. */
export function mainMenuFor(user: MenuUser): MenuItem[] {
  return filterMenu(MAIN_MENU, user);
}

/** Mobile bottom menu for a user; empty for visitors and plain users (no bottom menu then). */
export function bottomMenuFor(user: MenuUser): MenuItem[] {
  const items = filterMenu(BOTTOM_MENU, user);
  if (isNonStrideUser(user) && isMenuItemVisible(BOTTOM_MENU_ACCOUNT_ITEM, menuRoles(user))) {
    items.push(BOTTOM_MENU_ACCOUNT_ITEM);
  }
  return items;
}

/** Footer menu: the main menu plus the legal pages, which every visitor must be able to reach. */
export function footerMenuFor(user: MenuUser): MenuItem[] {
  const visible = new Set(mainMenuFor(user).map((item) => item.key));
  return MAIN_MENU.filter((item) => visible.has(item.key) || FOOTER_ALWAYS_KEYS.includes(item.key));
}
