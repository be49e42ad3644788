import { type ChatViewer, UI_ERROR_MESSAGES } from '@stride/shared';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { Skeleton } from '../ui/skeleton';
import { useChatList } from '../../lib/messages/use-chat-list';
import { useNow } from '../../lib/messages/use-now';
import { ChatListItem } from './chat-list-item';
import { ClearIcon, ConversationIcon, SearchIcon } from './messages-icons';

export interface ChatListProps {
  viewer: ChatViewer;
  /** The chat open next to the list, if any. */
  activeChatId?: number | null;
  /** `h1` on the list page, `h2` in the sidebar of a chat. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

function ChatRowSkeleton() {
  return (
    <div className="flex items-center gap-3 px-3 py-3">
      <Skeleton className="size-12 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-4/5" />
      </div>
    </div>
  );
}

/** SPEC §2 chat list with search: every chat of the user, newest activity first, with unread counts. */
export function ChatList({ viewer, activeChatId = null, headingLevel = 'h1', className }: ChatListProps) {
  const [search, setSearch] = useState('');
  const list = useChatList(viewer, search);
  const now = useNow();
  const searchId = useId();
  const Heading = headingLevel;
  const totalUnread = list.chats.reduce((sum, chat) => sum + chat.unreadCount, 0);

  return (
    <section aria-labelledby={`${searchId}-title`} className={cn('flex min-h-0 flex-col', className)}>
      <div className="px-4 pt-5 pb-3 sm:px-5">
        <div className="flex items-baseline justify-between gap-3">
          <Heading id={`${searchId}-title`} className="text-2xl font-bold tracking-tight text-fg">
            Messages
          </Heading>
          {totalUnread > 0 && search === '' && (
            <span className="text-sm font-medium text-fg-muted">{totalUnread} unread</span>
          )}
        </div>
        <div role="search" className="relative mt-4">
          <label htmlFor={searchId} className="sr-only">
            Search chats
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-fg-subtle" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && search !== '') {
                event.preventDefault();
                setSearch('');
              }
            }}
            placeholder="Search chats"
            autoComplete="off"
            maxLength={100}
            className="h-11 w-full rounded-full border border-transparent bg-ink-900/[0.05] pr-10 pl-11 text-[0.9375rem] text-fg placeholder:text-fg-subtle focus-visible:border-brand-ink focus-visible:bg-surface focus-visible:ring-4 focus-visible:ring-brand/20 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {search !== '' && (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-fg-subtle hover:bg-ink-900/[0.06] hover:text-fg"
            >
              <ClearIcon className="size-4" />
            </button>
          )}
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4 sm:px-3">
        {list.loading ? (
          <div aria-busy="true" aria-label="Loading chats">
            {Array.from({ length: 6 }, (_, i) => (
              <ChatRowSkeleton key={i} />
            ))}
          </div>
        ) : list.error !== null && list.chats.length === 0 ? (
          <div className="px-3 py-10 text-center">
            <p className="font-semibold text-fg">We could not load your chats.</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={list.retry}>
              Try again
            </Button>
          </div>
        ) : list.chats.length === 0 ? (
          list.searching ? (
            <p className="px-3 py-10 text-center text-sm text-fg-muted" role="status">
              Searching…
            </p>
          ) : (
            <div className="flex flex-col items-center px-6 py-14 text-center" role="status">
              <span className="grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand-ink">
                <ConversationIcon className="size-7" />
              </span>
              <p className="mt-4 font-semibold text-fg">{UI_ERROR_MESSAGES.noChats}</p>
              {search !== '' && <p className="mt-1 text-sm text-fg-muted">Try another name or syndicate.</p>}
            </div>
          )
        ) : (
          <>
            <ul className="space-y-0.5" aria-label="Chats">
              {list.chats.map((chat) => (
                <ChatListItem
                  key={chat.id}
                  chat={chat}
                  viewer={viewer}
                  active={chat.id === activeChatId}
                  now={now}
                />
              ))}
            </ul>
            {list.hasMore && (
              <div className="flex justify-center pt-3">
                <Button variant="outline" size="sm" loading={list.loadingMore} onClick={list.loadMore}>
                  Load more chats
                </Button>
              </div>
            )}
            {list.error !== null && (
              <p className="px-3 pt-3 text-center text-sm text-danger" role="alert">
                Loading more chats failed.{' '}
                <button type="button" className="font-semibold underline" onClick={list.retry}>
                  Try again
                </button>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
