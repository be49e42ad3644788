import type { Chat, Message } from '@stride/shared';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { createChatEventHandlers, resyncChats } from './chat-events';
import { createMessagesStore } from './messages-store';

const ME = 2;

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
    author: { id: 1 },
    unread: true,
    body: 'Hello',
    createdAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

function setup() {
  const store = createMessagesStore();
  store.dispatch({ type: 'viewer', viewerId: ME });
  store.dispatch({ type: 'unreadTotalLoaded', count: 1 });
  store.dispatch({ type: 'chatsLoaded', chats: [chat(10, { unreadCount: 1 })], nextPage: null });
  const get = vi.fn(async (path: string) => {
    if (path === '/api/chats/99') return chat(99, { unreadCount: 1 });
    throw new Error(`unexpected GET ${path}`);
  });
  const post = vi.fn(async () => ({ messageIds: [7], unreadCount: 1 }));
  const api = { get, post } as unknown as ApiClient;
  const onError = vi.fn();
  return { store, api, get, post, onError, handlers: createChatEventHandlers({ store, api, onError }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MessageCreate', () => {
  it('for a chat off screen: raises both counts and tells the API nothing', async () => {
    const { store, handlers, post } = setup();
    handlers.MessageCreate({ message: message(7) });
    await settle();
    expect(store.getState().unreadTotal).toBe(2);
    expect(store.getState().chats[10]?.unreadCount).toBe(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('for the chat on screen: stores it read and posts message-views with its id', async () => {
    const { store, handlers, post } = setup();
    store.dispatch({ type: 'chatOnScreen', chatId: 10 });
    handlers.MessageCreate({ message: message(7) });
    await settle();
    expect(post).toHaveBeenCalledWith('/api/message-views', { messageIds: [7] });
    expect(store.getState().threads[10]?.messages[0]?.unread).toBe(false);
    expect(store.getState().unreadTotal).toBe(1);
  });

  it('does not report my own message as read', async () => {
    const { store, handlers, post } = setup();
    store.dispatch({ type: 'chatOnScreen', chatId: 10 });
    handlers.MessageCreate({ message: message(8, { author: { id: ME } }) });
    await settle();
    expect(post).not.toHaveBeenCalled();
  });

  it('fetches an unknown chat once, even for a burst of messages', async () => {
    const { store, handlers, get } = setup();
    handlers.MessageCreate({ message: message(7, { chatId: 99 }) });
    handlers.MessageCreate({ message: message(8, { chatId: 99 }) });
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.getState().chats[99]?.unreadCount).toBe(1);
    expect(store.getState().unreadTotal).toBe(3);
    expect(store.getState().threads[99]?.messages.map((m) => m.id)).toEqual([7, 8]);
  });

  it('reports a failed chat fetch without throwing', async () => {
    const { handlers, onError } = setup();
    handlers.MessageCreate({ message: message(7, { chatId: 42 }) });
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('MessageUpdate', () => {
  it('a message read in another tab is counted read here', () => {
    const { store, handlers } = setup();
    handlers.MessageCreate({ message: message(7) });
    expect(store.getState().unreadTotal).toBe(2);
    handlers.MessageUpdate({ message: message(7, { unread: false }) });
    expect(store.getState().unreadTotal).toBe(1);
    expect(store.getState().chats[10]?.unreadCount).toBe(1);
    expect(store.getState().threads[10]?.messages[0]?.unread).toBe(false);
  });

  it('an edit keeps the message unread here', () => {
    const { store, handlers } = setup();
    handlers.MessageCreate({ message: message(7) });
    handlers.MessageUpdate({ message: message(7, { body: 'Edited', unread: true }) });
    expect(store.getState().threads[10]?.messages[0]).toMatchObject({ body: 'Edited', unread: true });
    expect(store.getState().unreadTotal).toBe(2);
  });
});

describe('chat events', () => {
  it('applies a suspension and a removal', () => {
    const { store, handlers } = setup();
    handlers.ChatUpdate({ chatId: 10, chat: { enabled: false } });
    expect(store.getState().chats[10]?.enabled).toBe(false);
    handlers.ChatRemove({ chatId: 10 });
    expect(store.getState().chats[10]).toBeUndefined();
    expect(store.getState().unreadTotal).toBe(0);
  });

  it('removes a deleted message', () => {
    const { store, handlers } = setup();
    handlers.MessageCreate({ message: message(7) });
    handlers.MessageRemove({ message: { id: 7, chatId: 10 } });
    expect(store.getState().threads[10]?.messages).toEqual([]);
    expect(store.getState().unreadTotal).toBe(1);
  });
});

describe('resyncChats', () => {
  it('fetches the total, the first page of chats and the newest messages of the chat on screen', async () => {
    const store = createMessagesStore();
    store.dispatch({ type: 'viewer', viewerId: ME });
    store.dispatch({ type: 'unreadTotalLoaded', count: 0 });
    store.dispatch({ type: 'chatsLoaded', chats: [chat(10)], nextPage: 3 });
    store.dispatch({
      type: 'threadPageLoaded',
      chatId: 10,
      messages: [message(1, { unread: false })],
      nextPage: 2,
    });
    store.dispatch({ type: 'chatOnScreen', chatId: 10 });
    const missed = message(2, { createdAt: '2026-11-23T09:05:00.000Z' });
    const get = vi.fn(async (path: string) => {
      if (path === '/api/users/messages/unread') return { unreadCount: 4 };
      if (path.startsWith('/api/chats?'))
        return {
          data: [chat(10, { unreadCount: 1 }), chat(12)],
          meta: { page: 1, itemsPerPage: 20, totalItems: 2, totalPages: 1 },
        };
      if (path === '/api/chats/10') return chat(10, { unreadCount: 1 });
      if (path.startsWith('/api/chats/10/messages?'))
        return { data: [missed], meta: { page: 1, itemsPerPage: 20, totalItems: 2, totalPages: 1 } };
      throw new Error(`unexpected GET ${path}`);
    });
    await resyncChats({ store, api: { get } as unknown as ApiClient });
    const state = store.getState();
    expect(state.unreadTotal).toBe(4);
    expect(Object.keys(state.chats).map(Number).sort()).toEqual([10, 12]);
    expect(state.chatsNextPage).toBe(3);
    expect(state.threads[10]?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(state.threads[10]?.nextPage).toBe(2);
  });

  it('does nothing before anyone is signed in', async () => {
    const get = vi.fn();
    await resyncChats({ store: createMessagesStore(), api: { get } as unknown as ApiClient });
    expect(get).not.toHaveBeenCalled();
  });
});
