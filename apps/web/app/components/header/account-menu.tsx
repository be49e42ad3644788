import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MenuItem } from '@stride/shared';
import { Link } from '../ui/link';
import { displayName, initials } from '../../lib/auth/user';
import type { CurrentUser } from '../../lib/session';

export interface AccountMenuProps {
  user: CurrentUser;
  /** The account part of the user's menu (`splitHeaderMenu(...).account`). */
  items: MenuItem[];
}

/** SPEC §2 "additional menu" of a signed-in user: who is signed in, settings, notifications and site pages. */
export function AccountMenu({ user, items }: AccountMenuProps) {
  const name = displayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-2 rounded-full border border-line/80 bg-surface pr-3 pl-1 text-sm font-semibold text-fg transition-colors hover:border-fg-subtle/50 data-[state=open]:border-fg-subtle/60"
        aria-label={`Account menu for ${name}`}
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-ink-900 text-xs font-bold tracking-wide text-white"
        >
          {initials(user)}
        </span>
        <span className="max-w-[9rem] truncate">{user.firstname || name}</span>
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="size-3.5 text-fg-subtle"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          className="z-50 w-64 rounded-2xl border border-line/70 bg-surface p-2 shadow-float data-[state=open]:animate-pop-in"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-3">
            <span className="block truncate text-sm font-semibold text-fg">{name}</span>
            <span className="block truncate text-[0.8125rem] text-fg-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-line/80" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} asChild>
              <Link
                to={item.path}
                className="flex rounded-xl px-3 py-2.5 text-[0.9375rem] font-medium text-fg outline-none data-[highlighted]:bg-ink-900/5"
              >
                {item.title}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
