import type { Chat, Message } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import {
  type MessagesAction,
  type MessagesState,
  initialMessagesState,
  mergeById,
  mergeMessages,
  messagesReducer,
  sortChats,
  unreadFromOthers,
} from './messages-state';

const ME = 2;
const MANAGER = 1;

function chat(id: number, overrides: Partial<Chat> = {}): Chat {
  return {
    id,
    code: null,
    syndicate: { id: 5, name: 'Liffey Racing Club' },
    members: [],
    enabled: true,
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  };
}

function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    chatId: 10,
    author: { id: MANAGER },
    unread: true,
    body: `message ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, id)).toISOString(),
    ...overrides,
  };
}

function run(actions: MessagesAction[], from: MessagesState = initialMessagesState): MessagesState {
  return actions.reduce(messagesReducer, from);
}

const loaded = (chats: Chat[] = [chat(10, { unreadCount: 2 }), chat(11)], unread = 2) =>
  run([
    { type: 'viewer', viewerId: ME },
    { type: 'unreadTotalLoaded', count: unread },
    { type: 'chatsLoaded', chats, nextPage: null },
  ]);

describe('mergeById', () => {
  it('keeps one item per id, the incoming one winning, in first-seen order', () => {
    expect(
      mergeById(
        [
          { id: 1, v: 'a' },
          { id: 2, v: 'b' },
        ],
        [
          { id: 2, v: 'B' },
          { id: 3, v: 'c' },
        ],
      ),
    ).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'B' },
      { id: 3, v: 'c' },
    ]);
  });
  it('orders merged messages oldest first whatever page order they came in', () => {
    const merged = mergeMessages(
      [message(3), message(4)],
      [message(2), message(1), message(4, { body: 'edited' })],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(merged.at(-1)?.body).toBe('edited');
  });
});

describe('sortChats', () => {
  it('puts the latest activity first and chats without messages last', () => {
    const sorted = sortChats([
      chat(1),
      chat(2, { lastMessage: { id: 1, body: 'x', createdAt: '2026-11-01T10:00:00Z', author: { id: 1 } } }),
      chat(3, { lastMessage: { id: 2, body: 'y', createdAt: '2026-11-02T10:00:00Z', author: { id: 1 } } }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([3, 2, 1]);
  });
});

describe('incoming messages (SPEC §4)', () => {
  it('for a chat not on screen: stored unread, chat and global counts go up, preview moves', () => {
    const state = run([{ type: 'messageReceived', message: message(7) }], loaded());
    expect(state.unreadTotal).toBe(3);
    expect(state.chats[10]?.unreadCount).toBe(3);
    expect(state.chats[10]?.lastMessage).toMatchObject({ id: 7, body: 'message 7' });
    expect(state.threads[10]?.messages).toEqual([message(7)]);
  });

  it('for the chat on screen: stored as read and no count changes', () => {
    const state = run(
      [
        { type: 'chatOnScreen', chatId: 10 },
        { type: 'messageReceived', message: message(7) },
      ],
      loaded(),
    );
    expect(state.unreadTotal).toBe(2);
    expect(state.chats[10]?.unreadCount).toBe(2);
    expect(state.threads[10]?.messages[0]?.unread).toBe(false);
  });

  it('for an unknown chat: stored and counted globally; the fetched chat brings its own count', () => {
    let state = run([{ type: 'messageReceived', message: message(7, { chatId: 99 }) }], loaded());
    expect(state.unreadTotal).toBe(3);
    expect(state.chats[99]).toBeUndefined();
    expect(state.threads[99]?.messages).toHaveLength(1);
    state = messagesReducer(state, { type: 'chatLoaded', chat: chat(99, { unreadCount: 1 }) });
    expect(state.chats[99]?.unreadCount).toBe(1);
    expect(state.unreadTotal).toBe(3);
  });

  it('counts nothing for my own messages or for a message already stored (socket echo of a send)', () => {
    const mine = message(8, { author: { id: ME }, unread: true });
    let state = run([{ type: 'messageReceived', message: mine }], loaded());
    expect(state.unreadTotal).toBe(2);
    expect(state.chats[10]?.unreadCount).toBe(2);
    expect(state.chats[10]?.lastMessage?.id).toBe(8);
    state = run([{ type: 'messageReceived', message: message(7) }], state);
    state = run([{ type: 'messageReceived', message: message(7) }], state);
    expect(state.unreadTotal).toBe(3);
    expect(state.threads[10]?.messages.map((m) => m.id)).toEqual([7, 8]);
  });

  it('keeps the global count unknown until it is fetched', () => {
    const state = run([
      { type: 'viewer', viewerId: ME },
      { type: 'messageReceived', message: message(7) },
    ]);
    expect(state.unreadTotal).toBeNull();
  });

  it('does not let an older message replace a newer preview', () => {
    const state = run(
      [
        { type: 'messageReceived', message: message(9) },
        { type: 'messageReceived', message: message(3) },
      ],
      loaded(),
    );
    expect(state.chats[10]?.lastMessage?.id).toBe(9);
  });
});

describe('reading', () => {
  it('marks loaded messages of others read and takes them off both counts', () => {
    let state = run(
      [
        {
          type: 'threadPageLoaded',
          chatId: 10,
          messages: [message(2), message(1), message(3, { author: { id: ME } })],
          nextPage: 2,
        },
      ],
      loaded(),
    );
    const unread = unreadFromOthers(state.threads[10], ME).map((m) => m.id);
    expect(unread).toEqual([1, 2]);
    state = messagesReducer(state, { type: 'messagesRead', chatId: 10, messageIds: [1, 2, 3] });
    expect(state.unreadTotal).toBe(0);
    expect(state.chats[10]?.unreadCount).toBe(0);
    expect(unreadFromOthers(state.threads[10], ME)).toEqual([]);
    // Reading again changes nothing and never goes below zero.
    expect(messagesReducer(state, { type: 'messagesRead', chatId: 10, messageIds: [1, 2] })).toBe(state);
  });

  it('keeps older pages and the next page number as they load', () => {
    const state = run(
      [
        { type: 'threadPageLoaded', chatId: 10, messages: [message(22), message(21)], nextPage: 2 },
        { type: 'threadPageLoaded', chatId: 10, messages: [message(2), message(1)], nextPage: null },
      ],
      loaded(),
    );
    expect(state.threads[10]?.messages.map((m) => m.id)).toEqual([1, 2, 21, 22]);
    expect(state.threads[10]?.nextPage).toBeNull();
    expect(state.threads[10]?.loaded).toBe(true);
  });
});

describe('removing and changing', () => {
  it('a removed unread message comes off the counts and the preview falls back', () => {
    let state = run(
      [
        {
          type: 'threadPageLoaded',
          chatId: 10,
          messages: [message(1, { unread: false }), message(2)],
          nextPage: null,
        },
        { type: 'messageReceived', message: message(3) },
      ],
      loaded([chat(10, { unreadCount: 1 })], 1),
    );
    expect(state.unreadTotal).toBe(2);
    state = messagesReducer(state, { type: 'messageRemoved', chatId: 10, messageId: 3 });
    expect(state.unreadTotal).toBe(1);
    expect(state.chats[10]?.unreadCount).toBe(1);
    expect(state.chats[10]?.lastMessage?.id).toBe(2);
    expect(state.threads[10]?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(messagesReducer(state, { type: 'messageRemoved', chatId: 10, messageId: 404 })).toBe(state);
  });

  it('a chat change (suspend) keeps our counts and preview', () => {
    const state = run([{ type: 'chatChanged', chat: { id: 10, enabled: false, unreadCount: 0 } }], loaded());
    expect(state.chats[10]?.enabled).toBe(false);
    expect(state.chats[10]?.unreadCount).toBe(2);
  });

  it('a removed chat takes its unread messages off the global count', () => {
    const state = run([{ type: 'chatRemoved', chatId: 10 }], loaded());
    expect(state.chats[10]).toBeUndefined();
    expect(state.unreadTotal).toBe(0);
  });

  it('a new viewer starts from scratch', () => {
    const state = run([{ type: 'viewer', viewerId: 77 }], loaded());
    expect(state).toEqual({ ...initialMessagesState, viewerId: 77 });
  });
});
