/**
 * The only way a message row becomes JSON (API responses and socket payloads alike). `unread` is the
 * viewer's: a message is never unread for its author.
 */
import type { Message as MessageJson } from '@stride/shared';
import type { Message } from '../db/schema/index.js';

/** Presents a message as one viewer sees it. */
export function presentMessage(message: Message, unread: boolean): MessageJson {
  return {
    id: message.id,
    chatId: message.chatId,
    author: { id: message.authorId },
    unread,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}
