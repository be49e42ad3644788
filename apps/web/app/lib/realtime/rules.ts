/**
 * The SPEC §4 client rules, as one pure planner: given an event and what this tab knows, the list of
 * things to do. The provider (realtime-provider.tsx) carries them out on TanStack Query and the router.
 * - Post, asset, comment, horse and syndicate events apply only to the user's syndicates or to
 *   syndicates already loaded; a comment the current user created is ignored on create; a horse update
 *   with no syndicate removes the horse if loaded.
 * - An accepted join update (or a rejected one for a syndicate the user belongs to) refetches the user
 *   unless base auth; a userUpdate changing the first role reloads all roles.
 * - A maintenance event sends non-whitelisted users to the holding page at once.
 * Chat events are the messages pages' (lib/messages/chat-events.ts).
 */
import {
  type Comment,
  type Horse,
  type Post,
  type ServerEventName,
  type ServerEventPayload,
  type Syndicate,
  isOwnComment,
  isSyndicateEventRelevant,
  shouldRefetchUserOnJoinUpdate,
  shouldReloadRoles,
  toClientRoles,
} from '@stride/shared';
import { MAINTENANCE_PATH } from '../maintenance/maintenance-status';

/** What the tab knows when an event arrives. */
export interface RealtimeContext {
  userId: number | null;
  /** The current user's client roles, main role first. */
  roles: readonly string[];
  userSyndicateIds: readonly number[];
  /** Syndicates whose data this tab holds (feeds, pages) besides the user's own. */
  loadedSyndicateIds: readonly number[];
  /** Horses this tab holds (the user's horses, loaded pages). */
  loadedHorseIds: readonly number[];
  isBaseAuth: boolean;
  pathname: string;
}

export type RealtimeAction =
  | { type: 'upsertPost'; post: Post; created: boolean }
  | { type: 'removePost'; postId: number }
  | { type: 'upsertComment'; comment: Comment; created: boolean }
  | { type: 'removeComment'; commentId: number; postId: number }
  | { type: 'upsertHorse'; horse: Horse }
  | { type: 'removeHorse'; horseId: number }
  | { type: 'upsertSyndicate'; syndicate: Syndicate }
  | { type: 'removeSyndicate'; syndicateId: number }
  | { type: 'refetchUser' }
  | { type: 'reloadRoles' }
  /** A full navigation (the server's guards decide what the holding page shows). */
  | { type: 'navigate'; to: string }
  /** Maintenance changed but this visitor may stay: refresh the page's site status (whitelisted flag). */
  | { type: 'refreshSiteStatus' };

/** One server event with its payload, narrowed by name. */
export type AnyServerEvent = {
  [E in ServerEventName]: { event: E; payload: ServerEventPayload<E> };
}[ServerEventName];

/** Plans what to do with one event. */
export function planRealtimeEvent(input: AnyServerEvent, ctx: RealtimeContext): RealtimeAction[] {
  const relevant = (syndicateId: number | null) =>
    isSyndicateEventRelevant(syndicateId, ctx.userSyndicateIds, ctx.loadedSyndicateIds);

  switch (input.event) {
    case 'postCreate':
    case 'postUpdate':
    case 'postAssetCreate':
    case 'postAssetUpdate':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'upsertPost', post: input.payload.post, created: input.event === 'postCreate' }]
        : [];
    case 'postRemove':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'removePost', postId: input.payload.postId }]
        : [];
    case 'commentCreate':
      if (!relevant(input.payload.syndicateId) || isOwnComment(input.payload, ctx.userId)) return [];
      return [{ type: 'upsertComment', comment: input.payload.comment, created: true }];
    case 'commentUpdate':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'upsertComment', comment: input.payload.comment, created: false }]
        : [];
    case 'commentRemove':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'removeComment', commentId: input.payload.commentId, postId: input.payload.postId }]
        : [];
    case 'horseCreate':
    case 'horseUpdate': {
      const { horseId, syndicateId, horse } = input.payload;
      if (syndicateId === null) {
        return ctx.loadedHorseIds.includes(horseId) ? [{ type: 'removeHorse', horseId }] : [];
      }
      return relevant(syndicateId) ? [{ type: 'upsertHorse', horse }] : [];
    }
    case 'horseRemove': {
      const { horseId, syndicateId } = input.payload;
      return relevant(syndicateId) || ctx.loadedHorseIds.includes(horseId)
        ? [{ type: 'removeHorse', horseId }]
        : [];
    }
    case 'syndicateCreate':
    case 'syndicateUpdate':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'upsertSyndicate', syndicate: input.payload.syndicate }]
        : [];
    case 'syndicateRemove':
      return relevant(input.payload.syndicateId)
        ? [{ type: 'removeSyndicate', syndicateId: input.payload.syndicateId }]
        : [];
    case 'syndicateJoinUpdate':
      return shouldRefetchUserOnJoinUpdate(input.payload, ctx.userSyndicateIds, ctx.isBaseAuth)
        ? [{ type: 'refetchUser' }]
        : [];
    case 'userUpdate': {
      if (input.payload.userId !== ctx.userId) return [];
      const updatedRoles = toClientRoles(input.payload.user.allRoles);
      return shouldReloadRoles(ctx.roles, updatedRoles)
        ? [{ type: 'reloadRoles' }]
        : [{ type: 'refetchUser' }];
    }
    case 'MaintenanceModeCreate':
    case 'MaintenanceModeUpdate':
      return planMaintenance(input.payload, ctx.pathname);
    default:
      return [];
  }
}

/** SPEC §4 maintenance: non-whitelisted users go to the holding page at once; it sends them home when it ends. */
export function planMaintenance(
  payload: { maintenanceMode: boolean; ipWhitelisted: boolean },
  pathname: string,
): RealtimeAction[] {
  const onHoldingPage = pathname === MAINTENANCE_PATH || pathname === MAINTENANCE_PATH.slice(0, -1);
  if (payload.maintenanceMode && !payload.ipWhitelisted) {
    return onHoldingPage ? [] : [{ type: 'navigate', to: MAINTENANCE_PATH }];
  }
  if (!payload.maintenanceMode && onHoldingPage) return [{ type: 'navigate', to: '/' }];
  return [{ type: 'refreshSiteStatus' }];
}
