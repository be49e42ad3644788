/**
 * One chat on screen (SPEC §4): the chat and its newest page of messages are fetched when missing,
 * older pages load on demand, the chat counts as "on screen" while the page is visible, and whatever is
 * unread from other people is reported read (`POST message-views`) and stored as read. Sending,
 * deleting and suspending go through the API and then into the store.
 */
import type { Chat, Message } from '@stride/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/browser-client';
import { ApiRequestError } from '../api/errors';
import { reportRead } from './chat-events';
import { deleteMessage, fetchChat, fetchMessages, sendMessage, setChatEnabled } from './chats-api';
import { type Thread, unreadFromOthers } from './messages-state';
import { messagesStore, useMessagesSelector } from './messages-store';

export interface ChatThreadData {
  chat: Chat | undefined;
  thread: Thread | undefined;
  /** The chat does not exist or is not this user's (404/403). */
  notFound: boolean;
  /** Fetching the chat or its newest messages failed. */
  error: unknown;
  retry: () => void;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  send: (body: string) => Promise<Message>;
  remove: (messageId: number) => Promise<void>;
  setEnabled: (enabled: boolean) => Promise<void>;
  /** Fetches the chat again (its state after a refused send). */
  refreshChat: () => void;
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

/** True while the document is visible (a hidden tab does not read messages). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Data and actions of the chat with this id. */
export function useChatThread(chatId: number): ChatThreadData {
  const api = useApiClient();
  const chat = useMessagesSelector((s) => s.chats[chatId]);
  const thread = useMessagesSelector((s) => s.threads[chatId]);
  const viewerId = useMessagesSelector((s) => s.viewerId);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const visible = usePageVisible();
  const reading = useRef(new Set<number>());

  const chatKnown = chat !== undefined;
  const threadLoaded = thread?.loaded === true;

  useEffect(() => {
    if (chatKnown) return;
    const controller = new AbortController();
    fetchChat(api, chatId, controller.signal)
      .then((loaded) => messagesStore.dispatch({ type: 'chatLoaded', chat: loaded }))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      });
    return () => controller.abort();
  }, [api, chatId, chatKnown, attempt]);

  useEffect(() => {
    if (threadLoaded) return;
    const controller = new AbortController();
    fetchMessages(api, chatId, { page: 1, signal: controller.signal })
      .then(({ messages, nextPage }) =>
        messagesStore.dispatch({ type: 'threadPageLoaded', chatId, messages, nextPage }),
      )
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      });
    return () => controller.abort();
  }, [api, chatId, threadLoaded, attempt]);

  // On screen while mounted and visible: incoming messages are then stored as read.
  useEffect(() => {
    if (!visible) return;
    messagesStore.dispatch({ type: 'chatOnScreen', chatId });
    return () => {
      if (messagesStore.getState().onScreenChatId === chatId)
        messagesStore.dispatch({ type: 'chatOnScreen', chatId: null });
    };
  }, [chatId, visible]);

  // Whatever is unread from others while on screen is reported read, once per message.
  useEffect(() => {
    if (!visible || !threadLoaded) return;
    const ids = unreadFromOthers(thread, viewerId)
      .map((m) => m.id)
      .filter((id) => !reading.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) reading.current.add(id);
    reportRead({ store: messagesStore, api }, chatId, ids)
      .catch(() => {
        // Left unread: the next visit tries again.
      })
      .finally(() => {
        for (const id of ids) reading.current.delete(id);
      });
  }, [api, chatId, thread, threadLoaded, viewerId, visible]);

  const nextPage = thread?.nextPage ?? null;
  const loadOlder = useCallback(async () => {
    if (nextPage === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(api, chatId, { page: nextPage });
      messagesStore.dispatch({
        type: 'threadPageLoaded',
        chatId,
        messages: page.messages,
        nextPage: page.nextPage,
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [api, chatId, nextPage, loadingOlder]);

  const send = useCallback(
    async (body: string) => {
      const message = await sendMessage(api, chatId, body);
      messagesStore.dispatch({ type: 'messageReceived', message });
      return message;
    },
    [api, chatId],
  );

  const remove = useCallback(
    async (messageId: number) => {
      await deleteMessage(api, messageId);
      messagesStore.dispatch({ type: 'messageRemoved', chatId, messageId });
    },
    [api, chatId],
  );

  const setEnabled = useCallback(
    async (enabled: boolean) => {
      const answer = await setChatEnabled(api, chatId, enabled);
      messagesStore.dispatch({
        type: 'chatChanged',
        chat: { id: chatId, enabled: typeof answer?.enabled === 'boolean' ? answer.enabled : enabled },
      });
    },
    [api, chatId],
  );

  const refreshChat = useCallback(() => {
    fetchChat(api, chatId)
      .then((fresh) => messagesStore.dispatch({ type: 'chatLoaded', chat: fresh }))
      .catch(() => {
        // Nothing more to learn; the send error is already on screen.
      });
  }, [api, chatId]);

  return {
    chat,
    refreshChat,
    thread,
    notFound: isMissing(error),
    error: isMissing(error) ? null : error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
    loadingOlder,
    loadOlder,
    send,
    remove,
    setEnabled,
  };
}
