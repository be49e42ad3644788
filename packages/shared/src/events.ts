/**
 * Real-time events of SPEC §4: exact event names, payload shapes, the typed Socket.IO map used by the
 * API (emit) and the web (listen), and the pure rules deciding whether a client applies an event.
 */
import type { Horse, Syndicate, User } from './api/resources.js';
import type { Chat, Comment, Message, Post } from './api/member-resources.js';
import type { JoinRequestStatus } from './racing.js';

/** Every server → client event name, exact spelling and case. */
export const SERVER_EVENTS = [
  'syndicateCreate',
  'syndicateUpdate',
  'syndicateRemove',
  'horseCreate',
  'horseUpdate',
  'horseRemove',
  'postCreate',
  'postUpdate',
  'postRemove',
  'postAssetCreate',
  'postAssetUpdate',
  'commentCreate',
  'commentUpdate',
  'commentRemove',
  'userUpdate',
  'syndicateJoinUpdate',
  'MessageCreate',
  'MessageUpdate',
  'MessageRemove',
  'ChatCreate',
  'ChatUpdate',
  'ChatRemove',
  'MaintenanceModeCreate',
  'MaintenanceModeUpdate',
] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

/**
 * Shapes of the entities events carry; the defaults are the API's own resource shapes (the same
 * presenters produce both). Callers may pass their own map.
 */
export interface RealtimeResources {
  syndicate: unknown;
  horse: unknown;
  post: unknown;
  comment: unknown;
  user: unknown;
  chat: unknown;
}
export interface DefaultRealtimeResources extends RealtimeResources {
  syndicate: Syndicate;
  horse: Horse;
  post: Post;
  comment: Comment;
  user: User;
  chat: Chat;
}

export interface SyndicatePayload<S = Syndicate> {
  syndicateId: number;
  syndicate: S;
}
export interface HorsePayload<H = Horse> {
  horseId: number;
  /** Null when the horse left every syndicate: clients then drop it if loaded. */
  syndicateId: number | null;
  horse: H;
}
export interface PostPayload<P = unknown> {
  postId: number;
  syndicateId: number;
  horseId: number | null;
  post: P;
}
export interface CommentPayload<C = unknown> {
  commentId: number;
  postId: number;
  syndicateId: number;
  /** Author of the comment: clients ignore their own commentCreate. */
  userId: number;
  comment: C;
}
export interface UserPayload<U = unknown> {
  userId: number;
  user: U;
}
export interface SyndicateJoinUpdatePayload {
  syndicateId: number;
  userId: number;
  status: JoinRequestStatus;
}
/** A chat message as events carry it (SPEC §3 Message): the API's `Message`, `unread` as the recipient sees it. */
export type ChatMessage = Message;
export interface MessagePayload {
  message: ChatMessage;
}
export interface MessageRemovePayload {
  message: Pick<ChatMessage, 'id' | 'chatId'>;
}
export interface ChatPayload<Ch = unknown> {
  chatId: number;
  chat: Ch;
}
export interface MaintenanceModePayload {
  maintenanceMode: boolean;
  /** Whether this socket's client IP is on the whitelist. */
  ipWhitelisted: boolean;
}

/** Typed Socket.IO map: `new Server<ClientToServerEvents, ServerToClientEvents>()` and `io<…>()` alike. */
export interface ServerToClientEvents<R extends RealtimeResources = DefaultRealtimeResources> {
  syndicateCreate: (payload: SyndicatePayload<R['syndicate']>) => void;
  syndicateUpdate: (payload: SyndicatePayload<R['syndicate']>) => void;
  syndicateRemove: (payload: { syndicateId: number }) => void;
  horseCreate: (payload: HorsePayload<R['horse']>) => void;
  horseUpdate: (payload: HorsePayload<R['horse']>) => void;
  horseRemove: (payload: { horseId: number; syndicateId: number | null }) => void;
  postCreate: (payload: PostPayload<R['post']>) => void;
  postUpdate: (payload: PostPayload<R['post']>) => void;
  postRemove: (payload: { postId: number; syndicateId: number; horseId: number | null }) => void;
  postAssetCreate: (payload: PostPayload<R['post']>) => void;
  postAssetUpdate: (payload: PostPayload<R['post']>) => void;
  commentCreate: (payload: CommentPayload<R['comment']>) => void;
  commentUpdate: (payload: CommentPayload<R['comment']>) => void;
  commentRemove: (payload: { commentId: number; postId: number; syndicateId: number }) => void;
  userUpdate: (payload: UserPayload<R['user']>) => void;
  syndicateJoinUpdate: (payload: SyndicateJoinUpdatePayload) => void;
  MessageCreate: (payload: MessagePayload) => void;
  MessageUpdate: (payload: MessagePayload) => void;
  MessageRemove: (payload: MessageRemovePayload) => void;
  ChatCreate: (payload: ChatPayload<R['chat']>) => void;
  ChatUpdate: (payload: ChatPayload<R['chat']>) => void;
  ChatRemove: (payload: { chatId: number }) => void;
  MaintenanceModeCreate: (payload: MaintenanceModePayload) => void;
  MaintenanceModeUpdate: (payload: MaintenanceModePayload) => void;
}

/** Payload type of one event. */
export type ServerEventPayload<
  E extends ServerEventName,
  R extends RealtimeResources = DefaultRealtimeResources,
> = Parameters<ServerToClientEvents<R>[E]>[0];

/** Clients only listen; they send nothing over the socket. */
export type ClientToServerEvents = Record<string, never>;

/** Handshake `auth` of the socket: the access token (SPEC §4 "authenticates with the token"). */
export interface SocketAuth {
  token: string;
}

/** Room of a user: named after the user id (SPEC §4). */
export function userRoom(userId: number | string): string {
  return String(userId);
}

/**
 * SPEC §4: post, asset, comment, horse and syndicate events apply only to the user's syndicates or to
 * syndicates whose data is already loaded.
 */
export function isSyndicateEventRelevant(
  syndicateId: number | null,
  userSyndicateIds: readonly number[],
  loadedSyndicateIds: readonly number[] = [],
): boolean {
  return (
    syndicateId !== null &&
    (userSyndicateIds.includes(syndicateId) || loadedSyndicateIds.includes(syndicateId))
  );
}

/** SPEC §4: a comment the current user created is ignored on commentCreate (it is already shown). */
export function isOwnComment(payload: Pick<CommentPayload, 'userId'>, currentUserId: number | null): boolean {
  return currentUserId !== null && payload.userId === currentUserId;
}

/**
 * SPEC §4: an accepted join update (or a rejected one for a syndicate the user already belongs to)
 * refetches the user, unless they hold base auth.
 */
export function shouldRefetchUserOnJoinUpdate(
  payload: Pick<SyndicateJoinUpdatePayload, 'status' | 'syndicateId'>,
  userSyndicateIds: readonly number[],
  isBaseAuthUser: boolean,
): boolean {
  if (isBaseAuthUser) return false;
  return payload.status === 'ACCEPTED' || userSyndicateIds.includes(payload.syndicateId);
}

/** SPEC §4: a user update whose first role differs from the current one reloads all roles. */
export function shouldReloadRoles(currentRoles: readonly string[], updatedRoles: readonly string[]): boolean {
  return currentRoles[0] !== updatedRoles[0];
}
