import * as Dialog from '@radix-ui/react-dialog';
import type { MenuItem } from '@stride/shared';
import { type MouseEvent, type RefObject } from 'react';
import { Logo } from '../brand/logo';
import { LogoutButton } from '../menus/logout-button';
import { MenuLink } from '../menus/menu-link';
import { ButtonLink } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { displayName, initials } from '../../lib/auth/user';
import type { CurrentUser } from '../../lib/session';

export interface MobileMenuDialogProps {
  user: CurrentUser | null;
  items: MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Open menu button outside (plain, so it is on the page before this code): focus returns to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The panel of the SPEC §2 mobile slide-in menu (loaded on first open, decision 026): 326px wide, closes on outside click or on tapping any link or button
 * inside it, and locks page scrolling while open (Radix Dialog provides the overlay, focus trap and lock).
 * Visitors get Register and Login at the bottom, signed-in users who they are and Logout.
 */
export default function MobileMenuDialog({
  user,
  items,
  open,
  onOpenChange,
  triggerRef,
}: MobileMenuDialogProps) {
  const setOpen = onOpenChange;

  function closeOnActivation(event: MouseEvent<HTMLDivElement>) {
    // A submit button (Logout) leaves the page itself; closing first would detach its form and cancel it.
    if (event.target instanceof Element && event.target.closest('a, button:not([type="submit"])'))
      setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={closeOnActivation}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[326px] max-w-full flex-col bg-surface shadow-float focus:outline-none data-[state=open]:animate-slide-in-right"
        >
          <div className="flex h-16 items-center justify-between border-b border-line/70 px-5">
            <Logo />
            <Dialog.Close
              className="grid size-10 place-items-center rounded-full text-fg-muted transition-colors hover:bg-ink-900/6 hover:text-fg"
              aria-label="Close menu"
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          {user !== null && (
            <div className="flex items-center gap-3 border-b border-line/70 px-5 py-4">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-900 text-sm font-bold text-white"
              >
                {initials(user)}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold text-fg">{displayName(user)}</span>
                <span className="block truncate text-sm text-fg-muted">{user.email}</span>
              </span>
            </div>
          )}
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="flex flex-col gap-0.5">
              {items.map((item) => (
                <li key={item.key}>
                  <MenuLink
                    item={item}
                    className="flex items-center rounded-2xl px-4 py-3.5 text-[1.0625rem] font-semibold text-fg transition-colors hover:bg-ink-900/5"
                    activeClassName="bg-brand-soft text-brand-ink"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid gap-3 border-t border-line/70 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            {user === null ? (
              <>
                <ButtonLink to="/register/" reloadDocument variant="primary" size="lg" block>
                  Register
                </ButtonLink>
                <ButtonLink to="/login/" reloadDocument variant="outline" size="lg" block>
                  Login
                </ButtonLink>
              </>
            ) : (
              <LogoutButton variant="outline" size="lg" block />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
