/**
 * Who may do what in a chat (SPEC §6 "Managers and staff may delete messages and toggle chat state";
 * §7 chats). The only place these rules live; routes and the socket processor both ask here.
 *
 * - Participants (chat_members, or every member of the syndicate for the `all` group chat) read the
 *   chat, write to it while it is enabled, and mark its messages read.
 * - Moderators — managers and staff of the chat's syndicate, and platform administrators — also read
 *   every chat of that syndicate, delete any of its messages, and suspend or re-open it.
 * - An author may delete their own message (decision 014).
 * Everyone else does not learn the chat exists (404).
 */
import { isPlatformAdmin, type Actor } from './actor.js';
import type { SyndicateRole } from './post.js';

export type { SyndicateRole };

/** The facts a chat decision needs about the actor and one chat. */
export interface ChatAccess {
  /** The actor takes part in the chat. */
  participant: boolean;
  /** The actor's role in the chat's syndicate, null when they do not belong to it. */
  syndicateRole: SyndicateRole | null;
}

/** Managers and staff of the chat's syndicate, and administrators. */
export function canModerateChat(actor: Actor, access: ChatAccess): boolean {
  if (actor.userId === null) return false;
  return isPlatformAdmin(actor) || access.syndicateRole === 'manager' || access.syndicateRole === 'staff';
}

/** Participants and moderators may read a chat and its messages. */
export function canReadChat(actor: Actor, access: ChatAccess): boolean {
  return actor.userId !== null && (access.participant || canModerateChat(actor, access));
}

/** Only participants write, and only while the chat is enabled (checked separately for the SPEC message). */
export function canPostInChat(actor: Actor, access: ChatAccess): boolean {
  return actor.userId !== null && access.participant;
}

/** Moderators delete any message of the chat; a participant deletes their own. */
export function canDeleteMessage(actor: Actor, access: ChatAccess, message: { authorId: number }): boolean {
  if (canModerateChat(actor, access)) return true;
  return actor.userId !== null && access.participant && message.authorId === actor.userId;
}
