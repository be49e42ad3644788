/**
 * Chat rules the API, realtime and web agree on (SPEC §2 "Messages", §3 Chat, §6): what a chat is called
 * for the person looking at it, who counts as the stable side of a conversation, and the search over
 * chat names. Pure functions so the naming rule is tested once, here.
 */
import type { Chat } from './api/member-resources.js';
import { GROUP_CHAT_CODE, POST_AUTHOR_LABELS } from './racing.js';
import { type ClientRole, isServerRole, SERVER_TO_CLIENT_ROLE } from './roles.js';

/** What members call a private chat with their stable (SPEC §2 "others see a manager chat label"). */
export const MANAGER_CHAT_LABEL = POST_AUTHOR_LABELS.manager;

/** The roles on the stable's side of a chat: they write to members, delete messages, suspend chats. */
export const STABLE_CHAT_ROLES: readonly ClientRole[] = ['Manager', 'Staff'];

/** A chat member's roles may arrive as client names (`Manager`) or server names (`ROLE_MANAGER`). */
function clientRoleNames(roles: readonly string[]): string[] {
  return roles.map((role) => (isServerRole(role) ? SERVER_TO_CLIENT_ROLE[role] : role));
}

/** True when the roles (client or server names) include Manager or Staff. */
export function isStableSide(roles: readonly string[]): boolean {
  return clientRoleNames(roles).some((role) => (STABLE_CHAT_ROLES as readonly string[]).includes(role));
}

/** True when the roles (client or server names) include Manager. */
export function isManagerRole(roles: readonly string[]): boolean {
  return clientRoleNames(roles).includes('Manager');
}

/** The syndicate's initials for a manager's chat names: "Liffey Racing Club" → "LRC" (at most 4 letters). */
export function syndicateInitials(name: string): string {
  const letters = name
    .split(/[\s\-–—/&]+/u)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .join('')
    .toUpperCase();
  return letters.slice(0, 4);
}

/** True for the syndicate-wide group chat (SPEC §3: an "all" code). */
export function isGroupChat(chat: Pick<Chat, 'code'>): boolean {
  return chat.code === GROUP_CHAT_CODE;
}

/** The person looking at a chat: their id and client roles. */
export interface ChatViewer {
  id: number;
  roles: readonly string[];
}

/** The member a private chat is with: the first member who is not on the stable side (and not the viewer). */
export function chatCounterpart(
  chat: Pick<Chat, 'members'>,
  viewerId: number,
): Chat['members'][number] | null {
  const others = chat.members.filter((m) => m.id !== viewerId);
  return others.find((m) => !isStableSide(m.roles)) ?? others[0] ?? null;
}

/** How a chat is named: a title and a secondary line (syndicate) for the list and the chat header. */
export interface ChatName {
  title: string;
  subtitle: string;
}

/**
 * SPEC §2: a manager sees a private chat as the member's name plus the syndicate's initials
 * ("Aoife Brennan (LRC)"); everyone else sees the manager chat label ("Racing Manager") with the
 * syndicate underneath. A group chat is called after its syndicate for everybody.
 */
export function chatName(chat: Pick<Chat, 'code' | 'members' | 'syndicate'>, viewer: ChatViewer): ChatName {
  const syndicate = chat.syndicate.name;
  if (isGroupChat(chat)) return { title: syndicate, subtitle: 'Group chat' };
  if (isManagerRole(viewer.roles)) {
    const member = chatCounterpart(chat, viewer.id);
    const name = member ? `${member.firstname} ${member.lastname}`.trim() : '';
    return { title: `${name || syndicate} (${syndicateInitials(syndicate)})`, subtitle: syndicate };
  }
  return { title: MANAGER_CHAT_LABEL, subtitle: syndicate };
}

/** Lower-case, accent-free text for matching ("Seán" matches "sean"). */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The chat list search: every word of the query must appear in the chat's name, syndicate or its
 * members' names. An empty query matches everything.
 */
export function chatMatchesSearch(
  chat: Pick<Chat, 'code' | 'members' | 'syndicate'>,
  viewer: ChatViewer,
  query: string,
): boolean {
  const words = normaliseSearchText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const { title, subtitle } = chatName(chat, viewer);
  const haystack = normaliseSearchText(
    [title, subtitle, ...chat.members.map((m) => `${m.firstname} ${m.lastname}`)].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
