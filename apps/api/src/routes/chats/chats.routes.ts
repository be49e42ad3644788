/**
 * The chat API (SPEC §7): GET chats (the caller's, paged, with search), GET chats/{id}, GET and POST
 * chats/{id}/messages, PATCH chats/{id}/state. authenticate → validate → load → authorize
 * (policies/chat.ts) → service → presenter; sockets hear about changes through domain events.
 */
import {
  UI_ERROR_MESSAGES,
  chatSchema,
  chatStateSchema,
  createMessageSchema,
  messageSchema,
  pageMeta,
} from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId } from '../../lib/query.js';
import type { Actor } from '../../policies/actor.js';
import { canModerateChat, canPostInChat, canReadChat, type ChatAccess } from '../../policies/chat.js';
import { presentChat } from '../../presenters/chat.js';
import { presentMessage } from '../../presenters/message.js';
import {
  chatAccessOf,
  chatDetails,
  createMessage,
  findChat,
  listChatsOf,
  listMessages,
  setChatEnabled,
  type ChatWithSyndicate,
} from '../../services/chats.js';
import { chatListResponse, listChatsQuery, listMessagesQuery, messageListResponse } from './schema.js';

/** Loads a chat the actor may read, or throws 404 (others never learn it exists). */
export async function loadReadableChat(
  app: FastifyInstance,
  actor: Actor,
  rawId: string,
): Promise<{ found: ChatWithSyndicate; access: ChatAccess }> {
  const id = parseId(rawId);
  const found = id === null ? null : await findChat(app.db, id);
  if (!found) throw notFound('Chat');
  const access = await chatAccessOf(app.db, actor.userId, found.chat);
  if (!canReadChat(actor, access)) throw notFound('Chat');
  return { found, access };
}

const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chats',
    { schema: { tags: ['chats'], querystring: listChatsQuery, response: { 200: chatListResponse } } },
    async (request) => {
      const userId = request.actor.userId!;
      const { items, total } = await listChatsOf(app.db, userId, {
        search: request.query.search,
        paging: request.query,
      });
      const details = await chatDetails(
        app.db,
        userId,
        items.map((i) => i.chat),
      );
      return {
        data: items.map((item) => presentChat(item, details.get(item.chat.id)!)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.get(
    '/chats/:id',
    { schema: { tags: ['chats'], params: idParams, response: { 200: chatSchema } } },
    async (request) => {
      const { found } = await loadReadableChat(app, request.actor, request.params.id);
      const details = await chatDetails(app.db, request.actor.userId!, [found.chat]);
      return presentChat(found, details.get(found.chat.id)!);
    },
  );

  app.get(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        querystring: listMessagesQuery,
        response: { 200: messageListResponse },
      },
    },
    async (request) => {
      const { found } = await loadReadableChat(app, request.actor, request.params.id);
      const { items, total } = await listMessages(app.db, found.chat.id, request.actor.userId!, {
        order: request.query['order[createdAt]'] ?? 'desc',
        unread: request.query.unread,
        paging: request.query,
      });
      return {
        data: items.map(({ message, unread }) => presentMessage(message, unread)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        body: createMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { found, access } = await loadReadableChat(app, request.actor, request.params.id);
      if (!canPostInChat(request.actor, access)) throw forbidden();
      if (!found.chat.enabled) {
        throw unprocessable(
          [{ propertyPath: 'chat', message: UI_ERROR_MESSAGES.chatSuspended }],
          UI_ERROR_MESSAGES.chatSuspended,
        );
      }
      const message = await createMessage(app.db, found.chat.id, request.actor.userId!, request.body.body);
      app.events.emit('message.created', {
        messageId: message.id,
        chatId: found.chat.id,
        authorId: message.authorId,
      });
      return reply.status(201).send(presentMessage(message, false));
    },
  );

  app.patch(
    '/chats/:id/state',
    {
      schema: {
        tags: ['chats'],
        params: idParams,
        body: chatStateSchema,
        response: { 200: chatStateSchema },
      },
    },
    async (request) => {
      const { found, access } = await loadReadableChat(app, request.actor, request.params.id);
      if (!canModerateChat(request.actor, access)) throw forbidden();
      const chat = await setChatEnabled(app.db, found.chat.id, request.body.enabled);
      if (chat.enabled !== found.chat.enabled) app.events.emit('chat.updated', { chatId: chat.id });
      return { enabled: chat.enabled };
    },
  );
};

export default chatsRoutes;
