import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR, type Actor } from './actor.js';
import { canViewPromoVideo, promoVideosActiveOnly } from './promo-video.js';

const admin: Actor = { userId: 1, roles: ['ROLE_ADMIN'] };
const member: Actor = { userId: 2, roles: ['ROLE_USER'] };

describe('promo video policy', () => {
  it('shows inactive videos to administrators only', () => {
    expect(canViewPromoVideo(ANONYMOUS_ACTOR, { active: false })).toBe(false);
    expect(canViewPromoVideo(member, { active: false })).toBe(false);
    expect(canViewPromoVideo(admin, { active: false })).toBe(true);
    expect(canViewPromoVideo(ANONYMOUS_ACTOR, { active: true })).toBe(true);
  });

  it('limits lists to active videos for everyone but administrators', () => {
    expect(promoVideosActiveOnly(ANONYMOUS_ACTOR)).toBe(true);
    expect(promoVideosActiveOnly(admin)).toBe(false);
  });
});
