import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR } from './actor.js';
import {
  canDeletePost,
  canEditPost,
  canReadPost,
  postScope,
  type MemberActor,
  type PostFacts,
  type SyndicateRole,
} from './post.js';

function who(userId: number | null, memberships: [number, SyndicateRole][] = [], admin = false): MemberActor {
  return {
    actor:
      userId === null
        ? ANONYMOUS_ACTOR
        : { userId, roles: admin ? ['ROLE_ADMIN', 'ROLE_USER'] : ['ROLE_MEMBER', 'ROLE_USER'] },
    memberships: new Map(memberships),
  };
}

const published: PostFacts = {
  syndicateId: 1,
  authorId: 10,
  publicationStatus: 'published',
  deletedAt: null,
};
const draft: PostFacts = { ...published, publicationStatus: 'draft' };
const deleted: PostFacts = { ...published, deletedAt: new Date() };

describe('post policy', () => {
  const member = who(1, [[1, 'member']]);
  const staff = who(2, [[1, 'staff']]);
  const manager = who(3, [[1, 'manager']]);
  const author = who(10, [[1, 'staff']]);
  const outsider = who(4, [[2, 'manager']]);
  const plain = who(5);
  const admin = who(6, [], true);

  it('lets members read published updates of their syndicates, staff and managers also drafts', () => {
    expect(canReadPost(member, published)).toBe(true);
    expect(canReadPost(member, draft)).toBe(false);
    expect(canReadPost(staff, draft)).toBe(true);
    expect(canReadPost(manager, { ...draft, publicationStatus: 'upload_failed' })).toBe(true);
    expect(canReadPost(admin, draft)).toBe(true);
  });

  it('hides everything from outsiders, plain users, anonymous callers, and deleted updates from all', () => {
    for (const actor of [outsider, plain, who(null)]) expect(canReadPost(actor, published)).toBe(false);
    for (const actor of [member, staff, manager, admin]) expect(canReadPost(actor, deleted)).toBe(false);
  });

  it('lets the author, managers and admins delete; not other staff or members', () => {
    expect(canDeletePost(author, published)).toBe(true);
    expect(canDeletePost(manager, published)).toBe(true);
    expect(canDeletePost(admin, published)).toBe(true);
    expect(canDeletePost(staff, published)).toBe(false);
    expect(canDeletePost(member, published)).toBe(false);
    expect(canDeletePost(outsider, published)).toBe(false);
    // An author who is now only a member may still delete their own post, but no longer edit it.
    const demoted = who(10, [[1, 'member']]);
    expect(canDeletePost(demoted, published)).toBe(true);
    expect(canEditPost(demoted, published)).toBe(false);
    expect(canEditPost(author, published)).toBe(true);
    expect(canEditPost(staff, published)).toBe(false);
  });

  it('scopes the feed: published by default, drafts only where the actor is staff or manager', () => {
    const mixed = who(7, [
      [1, 'member'],
      [2, 'staff'],
    ]);
    expect(postScope(mixed)).toEqual({ published: [1, 2], unpublished: [2], statuses: ['published'] });
    expect(postScope(mixed, ['draft']).statuses).toEqual(['draft']);
    expect(postScope(admin, ['draft'])).toEqual({ published: null, unpublished: null, statuses: ['draft'] });
    expect(postScope(plain)).toEqual({ published: [], unpublished: [], statuses: ['published'] });
  });
});
