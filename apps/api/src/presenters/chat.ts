/**
 * The only way a chat row becomes JSON (API responses and ChatCreate/ChatUpdate payloads alike).
 * Members carry client role names (Manager, Staff, Member …) so the web can label the chat (SPEC §2:
 * managers see the member's name plus the syndicate's initials, others a manager chat label).
 */
import { toClientRoles, type Chat as ChatJson } from '@stride/shared';
import { allRolesOf } from '../policies/user.js';
import type { ChatDetails, ChatWithSyndicate } from '../services/chats.js';

/** Presents a chat with the viewer's details (unread count) loaded by services/chats.chatDetails. */
export function presentChat({ chat, syndicate }: ChatWithSyndicate, details: ChatDetails): ChatJson {
  return {
    id: chat.id,
    code: chat.code,
    syndicate: { id: syndicate.id, name: syndicate.name },
    members: details.members.map((m) => ({
      id: m.id,
      firstname: m.firstname,
      lastname: m.lastname,
      roles: toClientRoles(allRolesOf(m.roles)),
    })),
    enabled: chat.enabled,
    unreadCount: details.unreadCount,
    lastMessage: details.lastMessage
      ? {
          id: details.lastMessage.id,
          body: details.lastMessage.body,
          createdAt: details.lastMessage.createdAt.toISOString(),
          author: { id: details.lastMessage.authorId },
        }
      : null,
  };
}
