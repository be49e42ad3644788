/**
 * Connects the tab's chat store to the page's socket (lib/realtime): the chat events of SPEC §4 go to
 * chat-events.ts, and every reconnection after the first connection fetches again what the events
 * would have said while the socket was away (resyncChats). Mounted once, by the header's messages link,
 * so the badge is live on every page.
 */
import type { ServerEventName } from '@stride/shared';
import { useEffect, useMemo, useRef } from 'react';
import { browserApiClient } from '../api/browser-client';
import type { ApiClient } from '../api/client';
import { useRealtime } from '../realtime/realtime-provider';
import { useOptionalRootData } from '../root-data';
import { type ChatEventHandlers, createChatEventHandlers, resyncChats } from './chat-events';
import { messagesStore } from './messages-store';

const CHAT_EVENTS = [
  'MessageCreate',
  'MessageUpdate',
  'MessageRemove',
  'ChatCreate',
  'ChatUpdate',
  'ChatRemove',
] as const satisfies readonly (ServerEventName & keyof ChatEventHandlers)[];

/** The browser API client when the root loader's data is there (not in isolated component tests). */
function useOptionalApiClient(): ApiClient | null {
  const root = useOptionalRootData();
  const apiUrl = root?.env.PUBLIC_API_URL;
  const clientId = root?.env.OAUTH_CLIENT_ID;
  const signedIn = root?.user != null;
  return useMemo(
    () =>
      apiUrl && clientId && signedIn ? browserApiClient({ apiUrl, clientId, isLoggedIn: () => true }) : null,
    [apiUrl, clientId, signedIn],
  );
}

/** Listens to the chat events for as long as the calling component is mounted. */
export function useChatRealtime(): void {
  const { socket, status } = useRealtime();
  const api = useOptionalApiClient();
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!socket || !api) return;
    const handlers = createChatEventHandlers({ store: messagesStore, api });
    const bound = CHAT_EVENTS.map((event) => {
      // Each handler takes the payload of its own event; the socket's typed map guarantees it.
      const listener = handlers[event] as (payload: unknown) => void;
      socket.on(event, listener);
      return () => socket.off(event, listener);
    });
    return () => bound.forEach((unbind) => unbind());
  }, [socket, api]);

  useEffect(() => {
    if (status !== 'connected' || !api) return;
    if (connectedBefore.current) void resyncChats({ store: messagesStore, api });
    connectedBefore.current = true;
  }, [status, api]);
}
