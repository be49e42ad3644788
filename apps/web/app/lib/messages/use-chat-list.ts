/**
 * The chat list page's data: the user's chats from the tab's store (first page fetched on demand,
 * "load more" for the rest), searched instantly over what is loaded by the shared naming rule and on
 * the API (`search`) for chats not loaded yet.
 */
import { type Chat, type ChatViewer, chatMatchesSearch } from '@stride/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '../api/browser-client';
import { fetchChats } from './chats-api';
import { sortChats } from './messages-state';
import { messagesStore, useMessagesSelector } from './messages-store';

/** How long typing pauses before the API is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ChatListData {
  chats: Chat[];
  /** The first page has not arrived yet. */
  loading: boolean;
  /** The last attempt failed (first page or more). */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** The API search for the current query is running. */
  searching: boolean;
}

/** Chats of the signed-in viewer filtered by `search`, newest activity first. */
export function useChatList(viewer: ChatViewer, search: string): ChatListData {
  const api = useApiClient();
  const chatsById = useMessagesSelector((s) => s.chats);
  const loaded = useMessagesSelector((s) => s.chatsLoaded);
  const nextPage = useMessagesSelector((s) => s.chatsNextPage);
  const [error, setError] = useState<unknown>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<{ query: string; ids: Set<number> } | null>(null);
  const busy = useRef(false);

  // The first page, once per tab (the store keeps it across navigations).
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    setError(null);
    fetchChats(api, { page: 1, signal: controller.signal })
      .then(({ chats, nextPage: next }) =>
        messagesStore.dispatch({ type: 'chatsLoaded', chats, nextPage: next }),
      )
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      });
    return () => controller.abort();
  }, [api, loaded, attempt]);

  const loadMore = useCallback(() => {
    if (busy.current || nextPage === null || !loaded) return;
    busy.current = true;
    setLoadingMore(true);
    setError(null);
    fetchChats(api, { page: nextPage })
      .then(({ chats, nextPage: next }) =>
        messagesStore.dispatch({ type: 'chatsLoaded', chats, nextPage: next }),
      )
      .catch(setError)
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [api, loaded, nextPage]);

  // The API search, for chats beyond the loaded pages.
  const query = search.trim();
  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchChats(api, { page: 1, search: query, signal: controller.signal })
        .then(({ chats }) => {
          for (const chat of chats) messagesStore.dispatch({ type: 'chatLoaded', chat });
          setFound({ query, ids: new Set(chats.map((c) => c.id)) });
        })
        .catch(() => {
          // The local filter still answers; a failed search is not worth an error modal.
          if (!controller.signal.aborted) setFound({ query, ids: new Set() });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [api, query]);

  const chats = useMemo(() => {
    const all = sortChats(Object.values(chatsById));
    if (query === '') return all;
    const serverIds = found?.query === query ? found.ids : new Set<number>();
    return all.filter((chat) => serverIds.has(chat.id) || chatMatchesSearch(chat, viewer, query));
  }, [chatsById, query, found, viewer]);

  return {
    chats,
    loading: !loaded && error === null,
    error,
    hasMore: loaded && nextPage !== null && query === '',
    loadingMore,
    loadMore,
    retry: () => {
      setError(null);
      if (loaded) loadMore();
      else setAttempt((n) => n + 1);
    },
    searching: query !== '' && found?.query !== query,
  };
}
