import { MAIN_MENU, type MenuItem, isSyndicateUser } from '@stride/shared';
import { Logo } from '../brand/logo';
import { splitHeaderMenu } from '../menus/header-menu';
import { LogoutButton } from '../menus/logout-button';
import { MenuLink } from '../menus/menu-link';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import type { CurrentUser } from '../../lib/session';
import { Suspense } from 'react';
import { HydrateLater } from '../../lib/hydration/hydrate-later';
import { lazyWithPreload, loadForMembersBeforeTakeover } from '../../lib/hydration/takeover';
import { MobileMenu } from './mobile-menu';

/**
 * Only signed-in users see the account menu, so its dropdown library (Radix menu + popper, ~18 kB gzip)
 * loads with it instead of on every visitor's page (decision 017).
 */
// Signed-in only (chat state, unread badge): visitors' pages do not carry it (decision 026).
// Loaded before a member's page is taken over, so they render there without suspending (decision 041).
const MessagesLink = lazyWithPreload(() =>
  import('./messages-link').then((module) => ({ default: module.MessagesLink })),
);
const AccountMenu = lazyWithPreload(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);
loadForMembersBeforeTakeover(MessagesLink.preload);
loadForMembersBeforeTakeover(AccountMenu.preload);

export interface HeaderProps {
  user: CurrentUser | null;
  /** Main menu items for this user (`mainMenuFor(user)`). */
  items: MenuItem[];
}

/**
 * SPEC §2 header: logo home, main menu and the mobile slide-in menu; visitors get Register and Login,
 * signed-in users their additional (account) menu, a Logout button and the messages link.
 *
 * Hydrated in the first task after the takeover (decision 056): its links work as plain links until then,
 * and a press, key or focus anywhere hydrates it at once (decision 051).
 */
export function Header({ user, items }: HeaderProps) {
  const menu = splitHeaderMenu(items, user !== null);
  // Staff and managers chat too (SPEC §2 "logged-in users see … a messages link"), though their menus
  // carry no Messages item (decision 015).
  const messages =
    menu.messages ??
    (user && isSyndicateUser(user.roles) ? (MAIN_MENU.find((i) => i.key === 'messages') ?? null) : null);
  return (
    <HydrateLater>
      <header className="site-header">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Container className="header-row">
          <Logo className="shrink-0" />
          <nav aria-label="Main" className="header-nav">
            <ul className="flex items-center gap-1">
              {menu.bar.map((item) => (
                <li key={item.key}>
                  <MenuLink item={item} className="nav-link" activeClassName="nav-link-on" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            {user === null ? (
              <>
                <ButtonLink to="/login/" reloadDocument variant="ghost" size="sm">
                  Login
                </ButtonLink>
                <ButtonLink
                  to="/register/"
                  reloadDocument
                  variant="primary"
                  size="sm"
                  className="max-sm:hidden"
                >
                  Register
                </ButtonLink>
              </>
            ) : (
              <>
                {messages && (
                  <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
                    <MessagesLink item={messages} userId={user.id} />
                  </Suspense>
                )}
                <div className="hidden items-center gap-2 lg:flex">
                  <Suspense fallback={<span aria-hidden="true" className="block h-10 w-28" />}>
                    <AccountMenu user={user} items={menu.account} />
                  </Suspense>
                  <LogoutButton variant="ghost" size="sm" />
                </div>
              </>
            )}
            <MobileMenu user={user} items={items} />
          </div>
        </Container>
      </header>
    </HydrateLater>
  );
}
