import { type Chat, type ChatViewer, chatName, isGroupChat, relativeTimeLabel } from '@stride/shared';
import { Link } from '../ui/link';
import { cn } from '../ui/cn';
import { fullDateTime } from '../../lib/messages/thread-layout';
import { ChatAvatar } from './chat-avatar';
import { LockIcon } from './messages-icons';

export interface ChatListItemProps {
  chat: Chat;
  viewer: ChatViewer;
  /** The chat open next to the list (desktop), highlighted and marked as the current page. */
  active: boolean;
  /** Epoch ms the relative times are measured from (ticks every minute). */
  now: number;
}

/** Badge text: counts above 99 show as 99+. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** One row of the chat list: avatar, name, last-message preview, relative time and unread count. */
export function ChatListItem({ chat, viewer, active, now }: ChatListItemProps) {
  const { title, subtitle } = chatName(chat, viewer);
  const last = chat.lastMessage;
  const unread = chat.unreadCount > 0;
  const own = last !== null && last.author.id === viewer.id;
  return (
    <li>
      <Link
        to={`/messages/${chat.id}/`}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'group flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors',
          active ? 'bg-brand-soft' : 'hover:bg-ink-900/[0.04]',
        )}
      >
        <ChatAvatar name={title} seed={`${chat.id}-${title}`} group={isGroupChat(chat)} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate text-[0.9375rem] text-fg', unread ? 'font-bold' : 'font-semibold')}>
              {title}
            </span>
            {last && (
              <time
                dateTime={last.createdAt}
                title={fullDateTime(last.createdAt)}
                className={cn(
                  'ml-auto shrink-0 text-xs',
                  unread ? 'font-semibold text-brand-ink' : 'text-fg-subtle',
                )}
              >
                {relativeTimeLabel(last.createdAt, now)}
              </time>
            )}
          </span>
          <span className="block truncate text-xs font-medium text-fg-subtle">{subtitle}</span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-medium text-fg' : 'text-fg-muted')}>
              {last ? (
                <>
                  {own && <span className="text-fg-subtle">You: </span>}
                  {last.body}
                </>
              ) : (
                <span className="text-fg-subtle">No messages yet</span>
              )}
            </span>
            {!chat.enabled && (
              <span className="ml-auto inline-flex shrink-0 items-center gap-1 text-xs font-medium text-fg-subtle">
                <LockIcon className="size-3.5" />
                <span>Suspended</span>
              </span>
            )}
            {unread && (
              <span
                className={cn(
                  'grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand px-1.5 text-[0.6875rem] leading-none font-bold text-on-brand',
                  chat.enabled && 'ml-auto',
                )}
              >
                {unreadBadgeText(chat.unreadCount)}
                <span className="sr-only"> unread {chat.unreadCount === 1 ? 'message' : 'messages'}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
