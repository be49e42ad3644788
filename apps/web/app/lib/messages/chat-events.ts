/**
 * What the tab does with the socket's chat events (SPEC §4 "Incoming chat message from another user"):
 * the message is stored through the reducer (read when its chat is on screen, else unread with both
 * counts raised); the API is told about messages read on screen; a chat the tab does not know yet is
 * fetched. Built from plain dependencies so tests drive it without a socket.
 */
import type { Chat, MessagePayload, MessageRemovePayload } from '@stride/shared';
import type { ApiClient } from '../api/client';
import { fetchChat, fetchChats, fetchMessages, fetchUnreadCount, markMessagesRead } from './chats-api';
import type { MessagesStore } from './messages-store';

export interface ChatEventDeps {
  store: MessagesStore;
  api: ApiClient;
  /** Failures of follow-up calls (a chat fetch, a read receipt): logged, never shown as an error modal. */
  onError?: (error: unknown) => void;
}

/** The chat events this module handles, with their payloads. */
export interface ChatEventHandlers {
  MessageCreate(payload: MessagePayload): void;
  MessageUpdate(payload: MessagePayload): void;
  MessageRemove(payload: MessageRemovePayload): void;
  ChatCreate(payload: { chatId: number; chat?: unknown }): void;
  ChatUpdate(payload: { chatId: number; chat?: unknown }): void;
  ChatRemove(payload: { chatId: number }): void;
}

/** Chats fetched right now, so a burst of messages for an unknown chat fetches it once. */
function singleFlight() {
  const pending = new Set<number>();
  return (id: number, run: () => Promise<void>) => {
    if (pending.has(id)) return;
    pending.add(id);
    void run().finally(() => pending.delete(id));
  };
}

/** Marks messages read on the API and adopts the total it answers. */
export async function reportRead(deps: ChatEventDeps, chatId: number, messageIds: number[]): Promise<void> {
  const total = await markMessagesRead(deps.api, messageIds);
  deps.store.dispatch({ type: 'messagesRead', chatId, messageIds });
  if (total !== null) deps.store.dispatch({ type: 'unreadTotalLoaded', count: total });
}

/** Builds the handlers of the chat events for one tab. */
export function createChatEventHandlers(deps: ChatEventDeps): ChatEventHandlers {
  const { store, api } = deps;
  const onError = deps.onError ?? (() => undefined);
  const fetchOnce = singleFlight();

  const loadChat = (chatId: number) =>
    fetchOnce(chatId, async () => {
      try {
        store.dispatch({ type: 'chatLoaded', chat: await fetchChat(api, chatId) });
      } catch (error) {
        onError(error);
      }
    });

  return {
    MessageCreate({ message }) {
      const before = store.getState();
      const known = before.chats[message.chatId] !== undefined;
      const fromOther = message.author.id !== before.viewerId;
      const onScreen = before.onScreenChatId === message.chatId;
      store.dispatch({ type: 'messageReceived', message });
      if (fromOther && onScreen) {
        reportRead(deps, message.chatId, [message.id]).catch(onError);
      }
      if (!known) loadChat(message.chatId);
    },
    MessageUpdate({ message }) {
      store.dispatch({ type: 'messageChanged', message });
      // Read in another tab or device of this user (the API tells only the reader): count it read here.
      if (message.unread || message.author.id === store.getState().viewerId) return;
      const stored = store.getState().threads[message.chatId]?.messages.find((m) => m.id === message.id);
      if (stored) {
        store.dispatch({ type: 'messagesRead', chatId: message.chatId, messageIds: [message.id] });
      } else if (store.getState().chats[message.chatId]?.unreadCount) {
        // Not loaded here: the server's copy of the chat and the total say what is left.
        loadChat(message.chatId);
        fetchUnreadCount(api)
          .then((count) => store.dispatch({ type: 'unreadTotalLoaded', count }))
          .catch(onError);
      }
    },
    MessageRemove({ message }) {
      store.dispatch({ type: 'messageRemoved', chatId: message.chatId, messageId: message.id });
    },
    ChatCreate({ chatId }) {
      // The payload is presented for the syndicate; our own copy carries this user's unread count.
      loadChat(chatId);
    },
    ChatUpdate({ chatId, chat }) {
      const changes = (chat && typeof chat === 'object' ? chat : {}) as Partial<Chat>;
      store.dispatch({ type: 'chatChanged', chat: { ...changes, id: chatId } });
    },
    ChatRemove({ chatId }) {
      store.dispatch({ type: 'chatRemoved', chatId });
    },
  };
}

/**
 * After the socket (re)connects, events sent while it was away are lost: the total, the first page of
 * chats (when the list was loaded) and the newest messages of the chat on screen are fetched again and
 * merged in, so nothing missed stays missing. Paging of older messages is left alone.
 */
export async function resyncChats(deps: ChatEventDeps): Promise<void> {
  const { store, api } = deps;
  const state = store.getState();
  if (state.viewerId === null) return;
  const jobs: Array<Promise<void>> = [
    fetchUnreadCount(api).then((count) => store.dispatch({ type: 'unreadTotalLoaded', count })),
  ];
  if (state.chatsLoaded) {
    jobs.push(
      fetchChats(api, { page: 1 }).then(({ chats }) => {
        for (const chat of chats) store.dispatch({ type: 'chatLoaded', chat });
      }),
    );
  }
  const open = state.onScreenChatId;
  if (open !== null && state.threads[open]?.loaded) {
    jobs.push(
      fetchChat(api, open).then((chat) => store.dispatch({ type: 'chatLoaded', chat })),
      fetchMessages(api, open, { page: 1 }).then(({ messages }) =>
        store.dispatch({ type: 'messagesMerged', chatId: open, messages }),
      ),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const result of results) if (result.status === 'rejected') deps.onError?.(result.reason);
}
