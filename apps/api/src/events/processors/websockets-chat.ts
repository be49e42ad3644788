/**
 * Chat, message and maintenance domain events → Socket.IO (SPEC §4 MessageCreate/Update/Remove,
 * ChatCreate/Update/Remove, MaintenanceModeCreate/Update). Messages and chats go to the chat's
 * participants only, with `unread`/`unreadCount` as each recipient sees them. Maintenance goes to every
 * socket, signed in or not, saying whether that socket's own IP is whitelisted — so each instance tells
 * its own sockets (the change is relayed to the other instances through the adapter).
 */
import { SETTING_TYPES, isIpWhitelisted, type Setting } from '@stride/shared';
import type { FastifyInstance } from 'fastify';
import { presentChat } from '../../presenters/chat.js';
import { presentMessage } from '../../presenters/message.js';
import { deliver, deliverToAll } from '../../realtime/audience.js';
import type { Realtime } from '../../realtime/socket-server.js';
import { chatDetails, findChat, findMessage } from '../../services/chats.js';
import { participantIds, readersOf, unreadCountsInChat } from '../../services/chat-recipients.js';
import { readSettings } from '../../services/settings.js';

/** Subscribes the chat and maintenance fan-out; returns the unsubscribe functions. */
export function registerChatSocketEvents(app: FastifyInstance, realtime: Realtime): Array<() => void> {
  const { io } = realtime;
  const { db } = app;

  async function chatEvent(event: 'ChatCreate' | 'ChatUpdate', chatId: number, only?: number[]) {
    const found = await findChat(db, chatId);
    if (!found) return;
    const everyone = await participantIds(db, found.chat);
    const recipients = only ? everyone.filter((id) => only.includes(id)) : everyone;
    if (recipients.length === 0) return;
    // Members and the newest message are the same for everyone; only the unread count differs.
    const shared = (await chatDetails(db, recipients[0]!, [found.chat])).get(chatId)!;
    const unread = await unreadCountsInChat(db, chatId, recipients);
    deliver(
      io,
      event,
      recipients.map((userId) => ({
        userId,
        payload: { chatId, chat: presentChat(found, { ...shared, unreadCount: unread.get(userId) ?? 0 }) },
      })),
    );
  }

  /** Tells this instance's sockets the maintenance state, each with its own whitelist answer. */
  async function announceMaintenance(created: boolean) {
    const [setting] = (await readSettings(db, [SETTING_TYPES.maintenanceMode])) as Setting[];
    if (!setting || setting.type !== SETTING_TYPES.maintenanceMode) return;
    const { maintenanceMode, ipWhitelist } = setting.settings;
    const event = created ? 'MaintenanceModeCreate' : 'MaintenanceModeUpdate';
    for (const socket of io.of('/').sockets.values()) {
      socket.emit(event, { maintenanceMode, ipWhitelisted: isIpWhitelisted(socket.data.ip, ipWhitelist) });
    }
  }

  // Another instance (or the maintenance CLI) saw the setting change.
  const relay = ({ created }: { created: boolean }) => {
    announceMaintenance(created).catch((err: unknown) =>
      app.log.error({ err }, 'maintenance announcement failed'),
    );
  };
  io.on('maintenanceModeChanged', relay);

  return [
    () => io.off('maintenanceModeChanged', relay),
    app.events.on('message.created', async ({ messageId, chatId }) => {
      const [message, found] = await Promise.all([findMessage(db, messageId), findChat(db, chatId)]);
      if (!message || !found) return;
      const recipients = await participantIds(db, found.chat);
      // A brand-new message is unread for everyone but its author (who hears it for their other tabs):
      // two payloads, two emits, however large the group chat.
      const others = recipients.filter((userId) => userId !== message.authorId);
      deliverToAll(io, 'MessageCreate', others, { message: presentMessage(message, true) });
      if (others.length < recipients.length) {
        deliverToAll(io, 'MessageCreate', [message.authorId], { message: presentMessage(message, false) });
      }
    }),
    app.events.on('message.updated', async ({ messageId, chatId, readerId }) => {
      const message = await findMessage(db, messageId);
      if (!message || message.chatId !== chatId) return;
      if (readerId !== undefined) {
        deliverToAll(io, 'MessageUpdate', [readerId], { message: presentMessage(message, false) });
        return;
      }
      const found = await findChat(db, chatId);
      if (!found) return;
      const recipients = await participantIds(db, found.chat);
      const read = await readersOf(db, messageId, recipients);
      const isUnread = (userId: number) => userId !== message.authorId && !read.has(userId);
      deliverToAll(io, 'MessageUpdate', recipients.filter(isUnread), {
        message: presentMessage(message, true),
      });
      deliverToAll(
        io,
        'MessageUpdate',
        recipients.filter((id) => !isUnread(id)),
        { message: presentMessage(message, false) },
      );
    }),
    app.events.on('message.removed', async ({ messageId, chatId }) => {
      const found = await findChat(db, chatId);
      if (!found) return;
      deliverToAll(io, 'MessageRemove', await participantIds(db, found.chat), {
        message: { id: messageId, chatId },
      });
    }),
    app.events.on('chat.created', ({ chatId, userIds }) => chatEvent('ChatCreate', chatId, userIds)),
    app.events.on('chat.updated', ({ chatId }) => chatEvent('ChatUpdate', chatId)),
    app.events.on('chat.removed', ({ chatId, memberIds }) =>
      deliverToAll(io, 'ChatRemove', memberIds, { chatId }),
    ),
    app.events.on('maintenanceMode.changed', async ({ created }) => {
      if (realtime.multiNode) io.serverSideEmit('maintenanceModeChanged', { created });
      await announceMaintenance(created);
    }),
  ];
}
