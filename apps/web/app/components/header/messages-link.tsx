import type { MenuItem } from '@stride/shared';
import { useLayoutEffect } from 'react';
import { NavLink } from '../ui/link';
import { WebOnly } from '../../lib/native/web-only';
import { cn } from '../ui/cn';
import { ChatIcon } from '../ui/icons';
import { messagesStore } from '../../lib/messages/messages-store';
import { useChatRealtime } from '../../lib/messages/use-chat-realtime';
import { useUnreadBadge } from '../../lib/messages/use-unread-badge';
import { unreadBadgeText } from '../messages/chat-list-item';

export interface MessagesLinkProps {
  item: MenuItem;
  /** The signed-in user's id: the tab's chat store is theirs. */
  userId: number;
}

/**
 * SPEC §2 header messages link of a signed-in member, staff or manager, with the unread count badge
 * (web only; fetched on load, then live).
 */
export function MessagesLink({ item, userId }: MessagesLinkProps) {
  useLayoutEffect(() => {
    messagesStore.dispatch({ type: 'viewer', viewerId: userId });
  }, [userId]);
  useChatRealtime();
  const unread = useUnreadBadge();
  const label = unread ? `${item.title}, ${unread} unread` : item.title;
  return (
    <NavLink
      to={item.path}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative grid size-10 place-items-center rounded-full text-fg transition-colors hover:bg-ink-900/6',
          isActive && 'bg-ink-900/5',
        )
      }
    >
      <ChatIcon className="size-6" />
      {unread ? (
        <WebOnly>
          <span
            data-testid="messages-unread-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-[0.6875rem] leading-none font-bold text-on-brand ring-2 ring-surface"
          >
            {unreadBadgeText(unread)}
          </span>
        </WebOnly>
      ) : null}
    </NavLink>
  );
}
