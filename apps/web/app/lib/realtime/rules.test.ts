import { describe, expect, it } from 'vitest';
import { buildApiUser } from '../../test/auth-session';
import { buildHorse, buildSyndicate } from '../../test/factories';
import { buildComment, buildPost } from '../../test/member-factories';
import { type RealtimeContext, planMaintenance, planRealtimeEvent } from './rules';

const ctx: RealtimeContext = {
  userId: 7,
  roles: ['Member', 'User'],
  userSyndicateIds: [1],
  loadedSyndicateIds: [2],
  loadedHorseIds: [50],
  isBaseAuth: false,
  pathname: '/updates/',
};

describe('planRealtimeEvent: content (SPEC §4)', () => {
  it("applies post and asset events of the user's syndicates and of loaded ones only", () => {
    const post = buildPost({ id: 9 });
    for (const event of ['postCreate', 'postUpdate', 'postAssetCreate', 'postAssetUpdate'] as const) {
      const mine = planRealtimeEvent(
        { event, payload: { postId: 9, syndicateId: 1, horseId: null, post } },
        ctx,
      );
      expect(mine).toEqual([{ type: 'upsertPost', post, created: event === 'postCreate' }]);
      expect(
        planRealtimeEvent({ event, payload: { postId: 9, syndicateId: 2, horseId: null, post } }, ctx),
      ).toHaveLength(1);
      expect(
        planRealtimeEvent({ event, payload: { postId: 9, syndicateId: 3, horseId: null, post } }, ctx),
      ).toEqual([]);
    }
    expect(
      planRealtimeEvent({ event: 'postRemove', payload: { postId: 9, syndicateId: 1, horseId: null } }, ctx),
    ).toEqual([{ type: 'removePost', postId: 9 }]);
    expect(
      planRealtimeEvent({ event: 'postRemove', payload: { postId: 9, syndicateId: 3, horseId: null } }, ctx),
    ).toEqual([]);
  });

  it("ignores the current user's own comment on create, not on update or remove", () => {
    const own = buildComment({ id: 3, postId: 9 });
    const payload = { commentId: 3, postId: 9, syndicateId: 1, userId: 7, comment: own };
    expect(planRealtimeEvent({ event: 'commentCreate', payload }, ctx)).toEqual([]);
    expect(planRealtimeEvent({ event: 'commentCreate', payload: { ...payload, userId: 8 } }, ctx)).toEqual([
      { type: 'upsertComment', comment: own, created: true },
    ]);
    expect(planRealtimeEvent({ event: 'commentUpdate', payload }, ctx)).toEqual([
      { type: 'upsertComment', comment: own, created: false },
    ]);
    expect(
      planRealtimeEvent(
        { event: 'commentRemove', payload: { commentId: 3, postId: 9, syndicateId: 1 } },
        ctx,
      ),
    ).toEqual([{ type: 'removeComment', commentId: 3, postId: 9 }]);
    expect(
      planRealtimeEvent({ event: 'commentCreate', payload: { ...payload, userId: 8, syndicateId: 4 } }, ctx),
    ).toEqual([]);
  });

  it('removes a horse updated without syndicate only if it is loaded', () => {
    const horse = buildHorse({ id: 50 });
    expect(
      planRealtimeEvent({ event: 'horseUpdate', payload: { horseId: 50, syndicateId: null, horse } }, ctx),
    ).toEqual([{ type: 'removeHorse', horseId: 50 }]);
    expect(
      planRealtimeEvent(
        { event: 'horseUpdate', payload: { horseId: 51, syndicateId: null, horse: { ...horse, id: 51 } } },
        ctx,
      ),
    ).toEqual([]);
    expect(
      planRealtimeEvent({ event: 'horseUpdate', payload: { horseId: 51, syndicateId: 1, horse } }, ctx),
    ).toEqual([{ type: 'upsertHorse', horse }]);
    expect(
      planRealtimeEvent({ event: 'horseCreate', payload: { horseId: 52, syndicateId: 9, horse } }, ctx),
    ).toEqual([]);
    expect(
      planRealtimeEvent({ event: 'horseRemove', payload: { horseId: 50, syndicateId: 9 } }, ctx),
    ).toEqual([{ type: 'removeHorse', horseId: 50 }]);
  });

  it("applies syndicate events for the user's syndicates and loaded ones", () => {
    const syndicate = buildSyndicate({ id: 1 });
    expect(
      planRealtimeEvent({ event: 'syndicateUpdate', payload: { syndicateId: 1, syndicate } }, ctx),
    ).toEqual([{ type: 'upsertSyndicate', syndicate }]);
    expect(
      planRealtimeEvent({ event: 'syndicateCreate', payload: { syndicateId: 5, syndicate } }, ctx),
    ).toEqual([]);
    expect(planRealtimeEvent({ event: 'syndicateRemove', payload: { syndicateId: 2 } }, ctx)).toEqual([
      { type: 'removeSyndicate', syndicateId: 2 },
    ]);
  });
});

describe('planRealtimeEvent: user (SPEC §4)', () => {
  it('refetches the user on an accepted join, or a rejected one for a syndicate they belong to, unless base auth', () => {
    const join = (status: 'ACCEPTED' | 'REJECTED', syndicateId: number, isBaseAuth = false) =>
      planRealtimeEvent(
        { event: 'syndicateJoinUpdate', payload: { userId: 7, syndicateId, status } },
        { ...ctx, isBaseAuth },
      );
    expect(join('ACCEPTED', 5)).toEqual([{ type: 'refetchUser' }]);
    expect(join('REJECTED', 1)).toEqual([{ type: 'refetchUser' }]);
    expect(join('REJECTED', 5)).toEqual([]);
    expect(join('ACCEPTED', 5, true)).toEqual([]);
  });

  it('reloads all roles when the first role changes, otherwise refetches the user', () => {
    const promoted = buildApiUser({ id: 7, allRoles: ['ROLE_MANAGER', 'ROLE_MEMBER', 'ROLE_USER'] });
    expect(planRealtimeEvent({ event: 'userUpdate', payload: { userId: 7, user: promoted } }, ctx)).toEqual([
      { type: 'reloadRoles' },
    ]);
    const same = buildApiUser({ id: 7, allRoles: ['ROLE_MEMBER', 'ROLE_USER'], firstname: 'New' });
    expect(planRealtimeEvent({ event: 'userUpdate', payload: { userId: 7, user: same } }, ctx)).toEqual([
      { type: 'refetchUser' },
    ]);
    expect(planRealtimeEvent({ event: 'userUpdate', payload: { userId: 8, user: same } }, ctx)).toEqual([]);
  });

  it('leaves chat events to the messages pages', () => {
    expect(planRealtimeEvent({ event: 'ChatRemove', payload: { chatId: 1 } }, ctx)).toEqual([]);
  });
});

describe('planMaintenance (SPEC §4)', () => {
  it('sends non-whitelisted users to the holding page at once', () => {
    expect(planMaintenance({ maintenanceMode: true, ipWhitelisted: false }, '/updates/')).toEqual([
      { type: 'navigate', to: '/maintenance/' },
    ]);
    expect(planMaintenance({ maintenanceMode: true, ipWhitelisted: false }, '/maintenance/')).toEqual([]);
  });

  it('lets whitelisted users stay (flagged), and sends the holding page home when maintenance ends', () => {
    expect(planMaintenance({ maintenanceMode: true, ipWhitelisted: true }, '/updates/')).toEqual([
      { type: 'refreshSiteStatus' },
    ]);
    expect(planMaintenance({ maintenanceMode: false, ipWhitelisted: false }, '/maintenance/')).toEqual([
      { type: 'navigate', to: '/' },
    ]);
    expect(planMaintenance({ maintenanceMode: false, ipWhitelisted: false }, '/updates/')).toEqual([
      { type: 'refreshSiteStatus' },
    ]);
  });
});
