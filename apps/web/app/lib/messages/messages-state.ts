/**
 * The chat data of a browser tab as one pure reducer: the chats, their loaded messages, per-chat and
 * global unread counts, and which chat is on screen. Every SPEC §4 rule about chat messages lives here
 * so it is tested without a browser: an incoming message for the chat on screen is stored as read;
 * for any other chat it is stored unread and both counts go up (an unknown chat is fetched by the
 * caller, whose server answer already counts the message). Lists merge by id, newer items winning.
 */
import type { Chat, Message } from '@stride/shared';

/** One chat's loaded messages, oldest first. */
export interface Thread {
  messages: Message[];
  /** The next (older) page of `order[createdAt]=desc` to fetch; null once the oldest is loaded. */
  nextPage: number | null;
  /** The newest page has been fetched (a thread can hold live messages before that). */
  loaded: boolean;
}

export interface MessagesState {
  /** Whose chats these are; a different user starts from scratch. */
  viewerId: number | null;
  /** GET users/messages/unread, kept live; null until fetched. */
  unreadTotal: number | null;
  chats: Record<number, Chat>;
  /** The next page of GET chats; null once every page is loaded. */
  chatsNextPage: number | null;
  /** The first page of chats has arrived. */
  chatsLoaded: boolean;
  threads: Record<number, Thread>;
  /** The chat the user is looking at (its messages are read as they arrive). */
  onScreenChatId: number | null;
}

export const initialMessagesState: MessagesState = {
  viewerId: null,
  unreadTotal: null,
  chats: {},
  chatsNextPage: 1,
  chatsLoaded: false,
  threads: {},
  onScreenChatId: null,
};

export type MessagesAction =
  | { type: 'viewer'; viewerId: number | null }
  | { type: 'unreadTotalLoaded'; count: number }
  | { type: 'chatsLoaded'; chats: Chat[]; nextPage: number | null }
  | { type: 'chatLoaded'; chat: Chat }
  /** A chat changed elsewhere (ChatUpdate, suspend/re-open): its counts and preview stay ours. */
  | { type: 'chatChanged'; chat: Pick<Chat, 'id'> & Partial<Chat> }
  | { type: 'chatRemoved'; chatId: number }
  | { type: 'threadPageLoaded'; chatId: number; messages: Message[]; nextPage: number | null }
  /** Messages fetched again (after a reconnect): merged in, paging untouched. */
  | { type: 'messagesMerged'; chatId: number; messages: Message[] }
  | { type: 'chatOnScreen'; chatId: number | null }
  | { type: 'messageReceived'; message: Message }
  | { type: 'messageChanged'; message: Message }
  | { type: 'messagesRead'; chatId: number; messageIds: number[] }
  | { type: 'messageRemoved'; chatId: number; messageId: number };

/** Oldest first; equal times by id so the order is stable. */
function byCreatedAt(a: Message, b: Message): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
}

/** Merges two lists by id, the incoming item winning (SPEC §4 "lists merge by id, newer items winning"). */
export function mergeById<T extends { id: number }>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of current) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()];
}

/** Merges messages by id and keeps them oldest first. */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  return mergeById(current, incoming).sort(byCreatedAt);
}

/** Chats for the list: latest activity first, chats without messages last. */
export function sortChats(chats: readonly Chat[]): Chat[] {
  const activity = (chat: Chat) => (chat.lastMessage ? Date.parse(chat.lastMessage.createdAt) : -Infinity);
  return [...chats].sort((a, b) => activity(b) - activity(a) || b.id - a.id);
}

/** The unread messages of other people in a thread: what opening the chat marks read. */
export function unreadFromOthers(thread: Thread | undefined, viewerId: number | null): Message[] {
  return (thread?.messages ?? []).filter((m) => m.unread && m.author.id !== viewerId);
}

function emptyThread(): Thread {
  return { messages: [], nextPage: 1, loaded: false };
}

function preview(message: Message): NonNullable<Chat['lastMessage']> {
  return {
    id: message.id,
    body: message.body,
    createdAt: message.createdAt,
    author: { id: message.author.id },
  };
}

/** The newer of the chat's preview and a message. */
function latestPreview(current: Chat['lastMessage'], message: Message): Chat['lastMessage'] {
  if (current) {
    const age = Date.parse(message.createdAt) - Date.parse(current.createdAt) || message.id - current.id;
    if (age < 0) return current;
  }
  return preview(message);
}

function minus(count: number | null, n: number): number | null {
  return count === null ? null : Math.max(0, count - n);
}

function withChat(state: MessagesState, chat: Chat): MessagesState {
  return { ...state, chats: { ...state.chats, [chat.id]: chat } };
}

function receive(state: MessagesState, message: Message): MessagesState {
  const thread = state.threads[message.chatId] ?? emptyThread();
  const known = thread.messages.some((m) => m.id === message.id);
  const own = message.author.id === state.viewerId;
  const onScreen = state.onScreenChatId === message.chatId;
  const countsUp = !known && !own && !onScreen;
  const stored: Message = own || onScreen ? { ...message, unread: own ? message.unread : false } : message;
  const next: MessagesState = {
    ...state,
    threads: {
      ...state.threads,
      [message.chatId]: { ...thread, messages: mergeMessages(thread.messages, [stored]) },
    },
    unreadTotal: countsUp && state.unreadTotal !== null ? state.unreadTotal + 1 : state.unreadTotal,
  };
  const chat = state.chats[message.chatId];
  if (!chat) return next;
  return withChat(next, {
    ...chat,
    lastMessage: latestPreview(chat.lastMessage, message),
    unreadCount: countsUp ? chat.unreadCount + 1 : chat.unreadCount,
  });
}

function markRead(state: MessagesState, chatId: number, messageIds: readonly number[]): MessagesState {
  const thread = state.threads[chatId];
  const ids = new Set(messageIds);
  let read = 0;
  const messages = (thread?.messages ?? []).map((m) => {
    if (!ids.has(m.id) || !m.unread || m.author.id === state.viewerId) return m;
    read += 1;
    return { ...m, unread: false };
  });
  if (read === 0 || !thread) return state;
  const chat = state.chats[chatId];
  const next: MessagesState = {
    ...state,
    threads: { ...state.threads, [chatId]: { ...thread, messages } },
    unreadTotal: minus(state.unreadTotal, read),
  };
  return chat ? withChat(next, { ...chat, unreadCount: Math.max(0, chat.unreadCount - read) }) : next;
}

function remove(state: MessagesState, chatId: number, messageId: number): MessagesState {
  const thread = state.threads[chatId];
  const removed = thread?.messages.find((m) => m.id === messageId);
  const chat = state.chats[chatId];
  if (!removed && chat?.lastMessage?.id !== messageId) return state;
  const countedUnread = removed !== undefined && removed.unread && removed.author.id !== state.viewerId;
  const messages = (thread?.messages ?? []).filter((m) => m.id !== messageId);
  let next: MessagesState = {
    ...state,
    threads: thread ? { ...state.threads, [chatId]: { ...thread, messages } } : state.threads,
    unreadTotal: countedUnread ? minus(state.unreadTotal, 1) : state.unreadTotal,
  };
  if (chat) {
    const newest = messages.at(-1);
    next = withChat(next, {
      ...chat,
      unreadCount: countedUnread ? Math.max(0, chat.unreadCount - 1) : chat.unreadCount,
      lastMessage: chat.lastMessage?.id === messageId ? (newest ? preview(newest) : null) : chat.lastMessage,
    });
  }
  return next;
}

/** The reducer: every change to the tab's chat data goes through here. */
export function messagesReducer(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'viewer':
      return action.viewerId === state.viewerId
        ? state
        : { ...initialMessagesState, viewerId: action.viewerId };
    case 'unreadTotalLoaded':
      return { ...state, unreadTotal: Math.max(0, action.count) };
    case 'chatsLoaded': {
      const chats = { ...state.chats };
      for (const chat of action.chats) chats[chat.id] = chat;
      return { ...state, chats, chatsNextPage: action.nextPage, chatsLoaded: true };
    }
    case 'chatLoaded':
      return withChat(state, action.chat);
    case 'chatChanged': {
      const current = state.chats[action.chat.id];
      if (!current) return state;
      const { unreadCount: _count, lastMessage: _last, ...changes } = action.chat;
      return withChat(state, { ...current, ...changes });
    }
    case 'chatRemoved': {
      if (!state.chats[action.chatId]) return state;
      const { [action.chatId]: removed, ...chats } = state.chats;
      const { [action.chatId]: _thread, ...threads } = state.threads;
      return {
        ...state,
        chats,
        threads,
        unreadTotal: minus(state.unreadTotal, removed?.unreadCount ?? 0),
        onScreenChatId: state.onScreenChatId === action.chatId ? null : state.onScreenChatId,
      };
    }
    case 'threadPageLoaded': {
      const thread = state.threads[action.chatId] ?? emptyThread();
      return {
        ...state,
        threads: {
          ...state.threads,
          [action.chatId]: {
            messages: mergeMessages(thread.messages, action.messages),
            nextPage: action.nextPage,
            loaded: true,
          },
        },
      };
    }
    case 'messagesMerged': {
      const thread = state.threads[action.chatId];
      if (!thread) return state;
      const messages = mergeMessages(thread.messages, action.messages);
      return { ...state, threads: { ...state.threads, [action.chatId]: { ...thread, messages } } };
    }
    case 'chatOnScreen':
      return action.chatId === state.onScreenChatId ? state : { ...state, onScreenChatId: action.chatId };
    case 'messageReceived':
      return receive(state, action.message);
    case 'messageChanged': {
      const thread = state.threads[action.message.chatId];
      if (!thread?.messages.some((m) => m.id === action.message.id)) return state;
      const { unread: _unread, ...changes } = action.message;
      const messages = thread.messages.map((m) => (m.id === action.message.id ? { ...m, ...changes } : m));
      return { ...state, threads: { ...state.threads, [action.message.chatId]: { ...thread, messages } } };
    }
    case 'messagesRead':
      return markRead(state, action.chatId, action.messageIds);
    case 'messageRemoved':
      return remove(state, action.chatId, action.messageId);
  }
}
