import type { MenuItem } from '@stride/shared';
import { NavLink } from 'react-router';
import { cn } from '../ui/cn';
import { ChatIcon } from '../ui/icons';

export interface MessagesLinkProps {
  item: MenuItem;
}

/** SPEC §2 header messages link of a signed-in member (the unread badge arrives with the chat issue). */
export function MessagesLink({ item }: MessagesLinkProps) {
  return (
    <NavLink
      to={item.path}
      aria-label={item.title}
      title={item.title}
      className={({ isActive }) =>
        cn(
          'relative grid size-10 place-items-center rounded-full text-fg transition-colors hover:bg-ink-900/6',
          isActive && 'bg-ink-900/5',
        )
      }
    >
      <ChatIcon className="size-6" />
    </NavLink>
  );
}
