import type { MenuItem } from '@stride/shared';
import type { ReactNode } from 'react';
import { NavLink } from '../ui/link';
import { cn } from '../ui/cn';
import {
  AccountIcon,
  CalendarIcon,
  ChatIcon,
  HorseshoeIcon,
  PostIcon,
  UpdatesIcon,
  UsersIcon,
} from '../ui/icons';

const icons: Record<string, (props: { className?: string }) => ReactNode> = {
  updates: UpdatesIcon,
  horses: HorseshoeIcon,
  entries: CalendarIcon,
  post: PostIcon,
  messages: ChatIcon,
  syndicates: UsersIcon,
  settings: AccountIcon,
};

export interface BottomMenuProps {
  /** Items for this user (`bottomMenuFor(user)`); nothing renders when empty (visitors, plain users). */
  items: MenuItem[];
}

/** SPEC §2 mobile bottom menu for members, staff and managers: a fixed tab bar below the lg breakpoint. */
export function BottomMenu({ items }: BottomMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-surface/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {items.map((item) => {
          const Icon = icons[item.key] ?? UpdatesIcon;
          return (
            <li key={item.key} className="flex-1">
              <NavLink
                to={item.path}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-1 py-2.5 text-[0.6875rem] font-semibold transition-colors',
                    isActive ? 'text-brand-ink' : 'text-fg-subtle hover:text-fg',
                  )
                }
              >
                <Icon className="size-6" />
                {item.title}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
