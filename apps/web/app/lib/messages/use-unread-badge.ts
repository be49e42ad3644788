/**
 * The header's unread badge (SPEC §2: web only, count fetched on load): GET users/messages/unread once
 * per tab for a signed-in user, then kept live by the socket listener and by reading. Inside the native
 * wrappers nothing is fetched or shown.
 */
import { useEffect, useState } from 'react';
import { browserApiClient } from '../api/browser-client';
import { storedEnvironment } from '../../components/app-banner/environment';
import { useOptionalRootData } from '../root-data';
import { fetchUnreadCount } from './chats-api';
import { messagesStore, useMessagesSelector } from './messages-store';
import { inOwnTask } from '../hydration/after-paint';

/** True once mounted in a browser that is not a native wrapper (false on the server and in the apps). */
export function useIsWebBrowser(): boolean {
  const [web, setWeb] = useState(false);
  useEffect(() => setWeb(storedEnvironment() === 'web'), []);
  return web;
}

/** The unread total for the badge, or null while unknown, on the server, or inside a wrapper. */
export function useUnreadBadge(): number | null {
  const root = useOptionalRootData();
  const web = useIsWebBrowser();
  const total = useMessagesSelector((s) => s.unreadTotal);
  const viewerId = useMessagesSelector((s) => s.viewerId);
  const userId = root?.user?.id ?? null;
  const apiUrl = root?.env.PUBLIC_API_URL;
  const clientId = root?.env.OAUTH_CLIENT_ID;

  useEffect(() => {
    if (!web || userId === null || viewerId !== userId || total !== null || !apiUrl || !clientId) return;
    const controller = new AbortController();
    // In a task of its own: the token and the request are not the takeover's effects' work.
    const cancel = inOwnTask(() => {
      const api = browserApiClient({ apiUrl, clientId, isLoggedIn: () => true });
      fetchUnreadCount(api, controller.signal)
        .then((count) => {
          if (messagesStore.getState().viewerId === userId)
            messagesStore.dispatch({ type: 'unreadTotalLoaded', count });
        })
        .catch(() => {
          // No badge is better than a wrong one; the next page load asks again.
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [web, userId, viewerId, total, apiUrl, clientId]);

  return web ? total : null;
}
