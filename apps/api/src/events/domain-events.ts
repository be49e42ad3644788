/**
 * The typed map of domain events: what happened, with the ids a processor needs to load and present
 * the object for each recipient (per-user fields such as isLiked or unreadCount differ per socket, so
 * events carry ids, never pre-rendered JSON). Routes and services emit; processors in events/processors
 * turn them into socket events, notifications, e-mails and cache invalidation (ARCHITECTURE).
 */
import type { JoinRequestStatus } from '@stride/shared';

export interface DomainEvents {
  'syndicate.created': { syndicateId: number };
  'syndicate.updated': { syndicateId: number };
  /** `memberIds`: who belonged to it (memberships are gone by now); without it every signed-in user hears. */
  'syndicate.removed': { syndicateId: number; memberIds?: number[] };
  /** `syndicateId` is null when the horse left every syndicate (clients drop it). */
  'horse.created': { horseId: number; syndicateId: number | null };
  'horse.updated': { horseId: number; syndicateId: number | null; previousSyndicateId?: number | null };
  'horse.removed': { horseId: number; syndicateId: number | null };
  'post.created': { postId: number; syndicateId: number; horseId: number | null; actorId: number | null };
  'post.updated': { postId: number; syndicateId: number; horseId: number | null; actorId: number | null };
  /** A post became visible to members (publish, or upload-failed → published); `notify` asks for notifications. */
  'post.published': { postId: number; syndicateId: number; horseId: number | null; notify: boolean };
  'post.removed': { postId: number; syndicateId: number; horseId: number | null };
  /** `userId` read the post: only their isViewed changed (their feed cache drops it; nobody is told). */
  'post.viewed': { postId: number; syndicateId: number; userId: number };
  'postAsset.created': { assetId: number; postId: number; syndicateId: number };
  'postAsset.updated': { assetId: number; postId: number; syndicateId: number };
  'comment.created': { commentId: number; postId: number; syndicateId: number; authorId: number };
  'comment.updated': { commentId: number; postId: number; syndicateId: number; authorId: number };
  'comment.removed': { commentId: number; postId: number; syndicateId: number; authorId: number };
  /** `rolesChanged` when the user's roles (hence their main role) changed. */
  'user.updated': { userId: number; rolesChanged: boolean };
  /** Someone asked for a password-reset code for this address (which may have no account). */
  'passwordReset.requested': { email: string };
  /** Sign-ins ended (logout, refresh reuse, e-mail change): their sockets close; `userId` ends all the user's. */
  'session.revoked': { grantIds: string[]; userId?: number };
  'syndicateJoin.decided': { userId: number; syndicateId: number; status: JoinRequestStatus };
  'message.created': { messageId: number; chatId: number; authorId: number };
  /** With `readerId`, only that reader's view changed (they read it): the event goes to them alone. */
  'message.updated': { messageId: number; chatId: number; readerId?: number };
  'message.removed': { messageId: number; chatId: number };
  /** With `userIds`, only they hear it (they joined a chat that already existed). */
  'chat.created': { chatId: number; userIds?: number[] };
  'chat.updated': { chatId: number };
  'chat.removed': { chatId: number; memberIds: number[] };
  /** `created` when the setting row did not exist before. */
  'maintenanceMode.changed': { created: boolean };
  /** An upcoming race alert went out (services/race-alerts.ts): `userIds` get it in the app. */
  'raceAlert.sent': { horseEntryId: number; kind: 'evening' | 'soon'; userIds: number[] };
  /** Public content changed (pages, FAQs, metadata, settings, promo videos …): caches drop what depends on it. */
  'content.changed': { entity: string; id?: number | string };
}

export type DomainEventName = keyof DomainEvents;
