import type { Chat, ChatViewer, Message } from '@stride/shared';
import { isGroupChat } from '@stride/shared';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import type { Thread } from '../../lib/messages/messages-state';
import { clockTime, layoutThread } from '../../lib/messages/thread-layout';
import { useNow } from '../../lib/messages/use-now';
import { ChatAvatar } from './chat-avatar';
import { MessageBubble } from './message-bubble';

export interface MessageThreadProps {
  chat: Chat;
  thread: Thread | undefined;
  viewer: ChatViewer;
  /** Whether the viewer may delete this message (moderators any, authors their own). */
  canDelete: (message: Message) => boolean;
  onDelete: (message: Message) => void;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Within this distance of the bottom the view follows new messages. */
const STICK_TO_BOTTOM_PX = 160;

function authorName(chat: Chat, authorId: number): string {
  const member = chat.members.find((m) => m.id === authorId);
  return member ? `${member.firstname} ${member.lastname}`.trim() : 'Former member';
}

function ThreadSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading messages" className="space-y-3 px-4 py-6">
      <Skeleton className="h-10 w-3/5 rounded-3xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-3xl" />
      <Skeleton className="h-16 w-2/3 rounded-3xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-3xl" />
    </div>
  );
}

/**
 * The conversation: "Load earlier messages" at the top (SPEC §2 load more), day separators, runs of
 * bubbles per author, and a view that starts at the newest message, follows new ones while the reader
 * is at the bottom and keeps its place when older ones are added above.
 */
export function MessageThread({
  chat,
  thread,
  viewer,
  canDelete,
  onDelete,
  loadingOlder,
  onLoadOlder,
}: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow();
  const messages = useMemo(() => thread?.messages ?? [], [thread]);
  const days = useMemo(() => layoutThread(messages, new Date(now)), [messages, now]);
  const group = isGroupChat(chat);
  const firstId = messages[0]?.id ?? null;
  const last = messages.at(-1) ?? null;
  const anchor = useRef<{ firstId: number | null; lastId: number | null; height: number; top: number }>({
    firstId: null,
    lastId: null,
    height: 0,
    top: 0,
  });

  // Scroll: bottom on first load, keep place when older pages arrive, follow new ones near the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = anchor.current;
    const lastId = last?.id ?? null;
    if (before.lastId === null) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      el.scrollTop = before.top + (el.scrollHeight - before.height);
    } else if (lastId !== before.lastId) {
      const nearBottom = before.height - before.top - el.clientHeight < STICK_TO_BOTTOM_PX;
      if (nearBottom || last?.author.id === viewer.id)
        el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    }
    anchor.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop };
  }, [firstId, last, viewer.id]);

  // Announce only messages from others that arrive after the conversation opened.
  const openedAt = useRef<number | null>(null);
  if (thread?.loaded && openedAt.current === null) openedAt.current = last?.id ?? 0;
  const incoming =
    last && last.author.id !== viewer.id && openedAt.current !== null && last.id > openedAt.current
      ? last
      : null;

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        anchor.current = {
          ...anchor.current,
          height: event.currentTarget.scrollHeight,
          top: event.currentTarget.scrollTop,
        };
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-brand)_7%,transparent),transparent_60%)] px-3 py-4 sm:px-6"
      tabIndex={0}
      aria-label="Conversation"
      role="region"
    >
      {!thread?.loaded ? (
        <ThreadSkeleton />
      ) : (
        <>
          {thread.nextPage !== null ? (
            <div className="flex justify-center pb-4">
              <Button variant="outline" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
                Load earlier messages
              </Button>
            </div>
          ) : (
            <p className="pb-4 text-center text-xs text-fg-subtle">
              {messages.length === 0
                ? 'No messages yet. Say hello!'
                : 'This is the start of the conversation.'}
            </p>
          )}
          {days.map((day) => (
            <section key={day.key} aria-label={day.label} className="mb-4">
              <h3 className="sticky top-1 z-10 mx-auto mb-3 w-fit rounded-full bg-surface/90 px-3 py-1 text-xs font-semibold text-fg-muted shadow-[0_1px_3px_rgb(12_19_38/0.08)] backdrop-blur">
                {day.label}
              </h3>
              {day.runs.map((run) => {
                const own = run.authorId === viewer.id;
                const name = own ? 'You' : authorName(chat, run.authorId);
                const lastOfRun = run.messages.at(-1)!;
                return (
                  <div
                    key={run.messages[0]!.id}
                    className={own ? 'mb-3 flex flex-col items-end' : 'mb-3 flex gap-2'}
                  >
                    {!own && group && (
                      <ChatAvatar
                        name={name}
                        seed={`user-${run.authorId}`}
                        size="sm"
                        className="mt-auto mb-5"
                      />
                    )}
                    <div
                      className={
                        own ? 'flex w-full flex-col items-end' : 'flex min-w-0 flex-1 flex-col items-start'
                      }
                    >
                      {!own && group && (
                        <p className="mb-1 ml-1 text-xs font-semibold text-fg-muted">{name}</p>
                      )}
                      <ul
                        className={
                          own ? 'flex w-full flex-col items-end gap-0.5' : 'flex w-full flex-col gap-0.5'
                        }
                        aria-label={`Messages from ${name}`}
                      >
                        {run.messages.map((message, index) => (
                          <MessageBubble
                            key={message.id}
                            message={message}
                            own={own}
                            first={index === 0}
                            last={index === run.messages.length - 1}
                            onDelete={canDelete(message) ? onDelete : undefined}
                          />
                        ))}
                      </ul>
                      <p className="mx-1 mt-1 text-[0.6875rem] text-fg-subtle">
                        <time dateTime={lastOfRun.createdAt}>{clockTime(lastOfRun.createdAt)}</time>
                      </p>
                    </div>
                  </div>
                );
              })}
            </section>
          ))}
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {incoming ? `New message from ${authorName(chat, incoming.author.id)}: ${incoming.body}` : ''}
      </p>
    </div>
  );
}
