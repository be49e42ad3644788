/**
 * Message-level calls of SPEC §7: DELETE messages/{id}, POST message-views (mark read) and
 * GET users/messages/unread. Only messages of the caller's chats are ever touched.
 */
import { messageViewsResultSchema, messageViewsSchema, unreadCountSchema } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { idParams, parseId, parseReference } from '../../lib/query.js';
import { canDeleteMessage, canReadChat } from '../../policies/chat.js';
import {
  chatAccessOf,
  deleteMessage,
  findChat,
  findMessage,
  markMessagesRead,
  unreadCountOf,
} from '../../services/chats.js';

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete('/messages/:id', { schema: { tags: ['chats'], params: idParams } }, async (request, reply) => {
    const id = parseId(request.params.id);
    const message = id === null ? null : await findMessage(app.db, id);
    const found = message ? await findChat(app.db, message.chatId) : null;
    if (!message || !found) throw notFound('Message');
    const access = await chatAccessOf(app.db, request.actor.userId, found.chat);
    if (!canReadChat(request.actor, access)) throw notFound('Message');
    if (!canDeleteMessage(request.actor, access, message)) throw forbidden();
    await deleteMessage(app.db, message.id);
    app.events.emit('message.removed', { messageId: message.id, chatId: message.chatId });
    return reply.status(204).send();
  });

  app.post(
    '/message-views',
    { schema: { tags: ['chats'], body: messageViewsSchema, response: { 200: messageViewsResultSchema } } },
    async (request) => {
      const userId = request.actor.userId!;
      const ids: number[] = [];
      for (const [index, raw] of request.body.messageIds.entries()) {
        const id = typeof raw === 'number' ? raw : parseReference(raw, 'messages');
        if (id === null || id > 2_147_483_647) {
          throw unprocessable([
            { propertyPath: `messageIds.${index}`, message: 'must be an id or /api/messages/{id}' },
          ]);
        }
        ids.push(id);
      }
      const read = await markMessagesRead(app.db, userId, [...new Set(ids)]);
      // The reader's other tabs and devices learn the message is now read (MessageUpdate, unread false).
      for (const m of read.filter((r) => r.newlyRead)) {
        app.events.emit('message.updated', { messageId: m.id, chatId: m.chatId, readerId: userId });
      }
      return { messageIds: read.map((m) => m.id), unreadCount: await unreadCountOf(app.db, userId) };
    },
  );

  app.get(
    '/users/messages/unread',
    { schema: { tags: ['chats'], response: { 200: unreadCountSchema } } },
    async (request) => ({ unreadCount: await unreadCountOf(app.db, request.actor.userId!) }),
  );
};

export default messagesRoutes;
