/**
 * Back-office membership writes keep chats in step (decision 024): a new place opens the syndicate's
 * chats to the person, a removed one closes them — in the write's transaction, announced after commit.
 */
import type { Membership } from '../../db/schema/index.js';
import {
  chatsClosedEvents,
  chatsOpenedEvents,
  closeMemberChats,
  openMemberChats,
} from '../../services/chat-lifecycle.js';
import type { WriteContext } from './crud.js';

/** After a membership insert: group chat and (for members) the private chat with the managers. */
export async function announceChatsOpened(row: Membership, ctx: WriteContext): Promise<() => void> {
  const opened = await openMemberChats(ctx.db, row.userId, row.syndicateId, row.role);
  return () => {
    for (const event of chatsOpenedEvents(opened)) ctx.app.events.emit('chat.created', event);
  };
}

/** After a membership delete: out of every chat of the syndicate, ChatRemove to whoever lost one. */
export async function announceChatsClosed(row: Membership, ctx: WriteContext): Promise<() => void> {
  const closed = await closeMemberChats(ctx.db, row.userId, row.syndicateId);
  return () => {
    for (const event of chatsClosedEvents(closed)) ctx.app.events.emit('chat.removed', event);
  };
}
