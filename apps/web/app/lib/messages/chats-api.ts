/**
 * The chat calls of SPEC §7 over the browser's API client, with the query strings the API expects
 * (`itemsPerPage` 20 and `order[createdAt]=desc` for messages). Pages of a newest-first list are turned
 * into "next page" numbers here so the reducer only ever sees data.
 */
import { CHAT_MESSAGES_PER_PAGE, type Chat, type Message, type PageMeta, hasNextPage } from '@stride/shared';
import type { ApiClient } from '../api/client';

/** Chats per page of the list (the API's default page size, SPEC §9). */
export const CHATS_PER_PAGE = 20;

interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** The page after `meta`, or null on the last one. */
export function nextPageOf(meta: PageMeta): number | null {
  return hasNextPage(meta) ? meta.page + 1 : null;
}

/** `GET chats?page=&itemsPerPage=&search=`: one page of the user's chats, newest activity first. */
export async function fetchChats(
  api: ApiClient,
  options: { page: number; search?: string; signal?: AbortSignal },
): Promise<{ chats: Chat[]; nextPage: number | null }> {
  const query = new URLSearchParams({ page: String(options.page), itemsPerPage: String(CHATS_PER_PAGE) });
  const search = options.search?.trim();
  if (search) query.set('search', search);
  const page = await api.get<Page<Chat>>(`/api/chats?${query.toString()}`, { signal: options.signal });
  return { chats: page.data, nextPage: nextPageOf(page.meta) };
}

/** `GET chats/{id}`. */
export function fetchChat(api: ApiClient, chatId: number, signal?: AbortSignal): Promise<Chat> {
  return api.get<Chat>(`/api/chats/${chatId}`, { signal });
}

/** `GET chats/{id}/messages?order[createdAt]=desc&itemsPerPage=20&page=`: a page of messages, newest first. */
export async function fetchMessages(
  api: ApiClient,
  chatId: number,
  options: { page: number; signal?: AbortSignal },
): Promise<{ messages: Message[]; nextPage: number | null }> {
  const query = new URLSearchParams({
    'order[createdAt]': 'desc',
    itemsPerPage: String(CHAT_MESSAGES_PER_PAGE),
    page: String(options.page),
  });
  const page = await api.get<Page<Message>>(`/api/chats/${chatId}/messages?${query.toString()}`, {
    signal: options.signal,
  });
  return { messages: page.data, nextPage: nextPageOf(page.meta) };
}

/** `GET users/messages/unread` → the header badge's number. */
export async function fetchUnreadCount(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const { unreadCount } = await api.get<{ unreadCount: number }>('/api/users/messages/unread', { signal });
  return unreadCount;
}

/** Most ids one `POST message-views` carries (the API's bound). */
export const MESSAGE_VIEWS_BATCH = 100;

/**
 * `POST message-views` with `messageIds`: tells the API these messages were read. Resolves to the
 * caller's new unread total when the API answers it, else null.
 */
export async function markMessagesRead(
  api: ApiClient,
  messageIds: readonly number[],
): Promise<number | null> {
  let unreadCount: number | null = null;
  for (let start = 0; start < messageIds.length; start += MESSAGE_VIEWS_BATCH) {
    const answer = await api.post<{ unreadCount?: unknown } | undefined>('/api/message-views', {
      messageIds: messageIds.slice(start, start + MESSAGE_VIEWS_BATCH),
    });
    unreadCount = typeof answer?.unreadCount === 'number' ? answer.unreadCount : null;
  }
  return unreadCount;
}

/** `POST chats/{id}/messages` with `body`; resolves to the stored message. */
export function sendMessage(api: ApiClient, chatId: number, body: string): Promise<Message> {
  return api.post<Message>(`/api/chats/${chatId}/messages`, { body });
}

/** `PATCH chats/{id}/state` (merge patch) with `enabled`: suspends or re-opens a chat. */
export function setChatEnabled(
  api: ApiClient,
  chatId: number,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  return api.patch<{ enabled: boolean }>(`/api/chats/${chatId}/state`, { enabled });
}

/** `DELETE messages/{id}`. */
export async function deleteMessage(api: ApiClient, messageId: number): Promise<void> {
  await api.delete(`/api/messages/${messageId}`);
}
