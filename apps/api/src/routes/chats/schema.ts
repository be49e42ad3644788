/** Request and response schemas of the chat routes (SPEC §7 chats). */
import {
  CHAT_MESSAGES_PER_PAGE,
  CHAT_SEARCH_MAX_LENGTH,
  chatListSchema,
  messageListSchema,
  pagingQuerySchema,
} from '@stride/shared';
import { z } from 'zod';
import { booleanParam, orderParam } from '../../lib/query.js';

export const listChatsQuery = pagingQuerySchema().extend({
  search: z.string().max(CHAT_SEARCH_MAX_LENGTH).optional(),
});
export const chatListResponse = chatListSchema;

export const listMessagesQuery = pagingQuerySchema(CHAT_MESSAGES_PER_PAGE).extend({
  'order[createdAt]': orderParam.optional(),
  unread: booleanParam.optional(),
});
export const messageListResponse = messageListSchema;
