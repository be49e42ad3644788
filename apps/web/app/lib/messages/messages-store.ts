/**
 * The tab's one chat store: the pure reducer of messages-state.ts behind a tiny external store, so the
 * header badge, the socket listener and both messages pages read and change the same counts without a
 * provider in the root. On the server every render sees the empty initial state (nothing is fetched
 * there), so no user's chats can leak between requests.
 */
import { useSyncExternalStore } from 'react';
import {
  type MessagesAction,
  type MessagesState,
  initialMessagesState,
  messagesReducer,
} from './messages-state';

export interface MessagesStore {
  getState(): MessagesState;
  dispatch(action: MessagesAction): void;
  subscribe(listener: () => void): () => void;
}

/** Builds a store (tests build their own; the app uses `messagesStore`). */
export function createMessagesStore(initial: MessagesState = initialMessagesState): MessagesStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = messagesReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser tab's store. */
export const messagesStore: MessagesStore = createMessagesStore();

/**
 * Reads a slice of the store and re-renders when it changes. The selector must return a value that
 * stays identical while the state does (a stored object, a number) — derive lists with useMemo.
 */
export function useMessagesSelector<T>(
  selector: (state: MessagesState) => T,
  store: MessagesStore = messagesStore,
): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(initialMessagesState),
  );
}
