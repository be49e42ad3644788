import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SERVER_EVENTS,
  isOwnComment,
  isSyndicateEventRelevant,
  shouldRefetchUserOnJoinUpdate,
  shouldReloadRoles,
  userRoom,
} from './events.js';
import type { ServerEventPayload, ServerToClientEvents } from './events.js';

describe('event names', () => {
  it('are exactly the 24 SPEC §4 names', () => {
    expect(SERVER_EVENTS).toEqual([
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
    ]);
  });

  it('type every name in the Socket.IO map', () => {
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<(typeof SERVER_EVENTS)[number]>();
    expectTypeOf<ServerEventPayload<'MessageCreate'>['message']['chatId']>().toEqualTypeOf<number>();
    expectTypeOf<ServerEventPayload<'syndicateJoinUpdate'>['status']>().toEqualTypeOf<
      'ACCEPTED' | 'REJECTED'
    >();
  });
});

describe('client rules', () => {
  it('names the room after the user id', () => {
    expect(userRoom(42)).toBe('42');
  });

  it('applies syndicate events to own or loaded syndicates only', () => {
    expect(isSyndicateEventRelevant(1, [1, 2])).toBe(true);
    expect(isSyndicateEventRelevant(3, [1, 2], [3])).toBe(true);
    expect(isSyndicateEventRelevant(3, [1, 2])).toBe(false);
    expect(isSyndicateEventRelevant(null, [1])).toBe(false);
  });

  it('ignores own comments', () => {
    expect(isOwnComment({ userId: 5 }, 5)).toBe(true);
    expect(isOwnComment({ userId: 5 }, 6)).toBe(false);
    expect(isOwnComment({ userId: 5 }, null)).toBe(false);
  });

  it('refetches the user on accepted joins, and rejected ones for own syndicates, unless base auth', () => {
    expect(shouldRefetchUserOnJoinUpdate({ status: 'ACCEPTED', syndicateId: 9 }, [], false)).toBe(true);
    expect(shouldRefetchUserOnJoinUpdate({ status: 'REJECTED', syndicateId: 9 }, [9], false)).toBe(true);
    expect(shouldRefetchUserOnJoinUpdate({ status: 'REJECTED', syndicateId: 9 }, [1], false)).toBe(false);
    expect(shouldRefetchUserOnJoinUpdate({ status: 'ACCEPTED', syndicateId: 9 }, [], true)).toBe(false);
  });

  it('reloads roles when the first role changes', () => {
    expect(shouldReloadRoles(['ROLE_USER'], ['ROLE_MEMBER', 'ROLE_USER'])).toBe(true);
    expect(shouldReloadRoles(['ROLE_MEMBER'], ['ROLE_MEMBER', 'ROLE_STAFF'])).toBe(false);
  });
});
