import { useEffect, useRef } from 'react';
import { postNativeMessage } from '../../components/updates/native-message';
import { useMessagesSelector } from './messages-store';

/**
 * SPEC §7 native message `messagesLoaded`: once per page, when the chats (or a chat's messages) have
 * arrived, the wrapper is told — with the unread total it may show on its own badge. Nothing happens on
 * the web.
 */
export function useMessagesLoaded(ready: boolean): void {
  const sent = useRef(false);
  const unreadCount = useMessagesSelector((s) => s.unreadTotal) ?? 0;
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    postNativeMessage('messagesLoaded', { unreadCount });
  }, [ready, unreadCount]);
}
