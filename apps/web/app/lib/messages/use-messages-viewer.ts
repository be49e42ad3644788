import type { ChatViewer } from '@stride/shared';
import { useLayoutEffect, useMemo } from 'react';
import { useRootData } from '../root-data';
import { messagesStore } from './messages-store';

/**
 * The signed-in user as the chat rules see them, and the store told whose chats it holds — in a layout
 * effect, so it happens before any page effect fetches (a different user starts from an empty store).
 */
export function useMessagesViewer(): ChatViewer | null {
  const { user } = useRootData();
  const id = user?.id ?? null;
  const roles = user?.roles;
  useLayoutEffect(() => {
    messagesStore.dispatch({ type: 'viewer', viewerId: id });
  }, [id]);
  return useMemo(() => (id === null ? null : { id, roles: roles ?? [] }), [id, roles]);
}
