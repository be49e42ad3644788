import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ACTOR } from './actor.js';
import { canCreateComment, canDeleteComment, canReadComments } from './comment.js';
import type { MemberActor, PostFacts, SyndicateRole } from './post.js';

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

describe('comment policy', () => {
  const comment = { authorId: 1, deletedAt: null };
  it('follows the post for reading and writing', () => {
    expect(canReadComments(who(1, [[1, 'member']]), published)).toBe(true);
    expect(canCreateComment(who(1, [[1, 'member']]), draft)).toBe(false);
    expect(canCreateComment(who(null), published)).toBe(false);
    expect(canReadComments(who(4, [[2, 'member']]), published)).toBe(false);
  });

  it('lets the author, managers of the syndicate and admins delete', () => {
    expect(canDeleteComment(who(1, [[1, 'member']]), published, comment)).toBe(true);
    expect(canDeleteComment(who(3, [[1, 'manager']]), published, comment)).toBe(true);
    expect(canDeleteComment(who(6, [], true), published, comment)).toBe(true);
    expect(canDeleteComment(who(2, [[1, 'staff']]), published, comment)).toBe(false);
    expect(canDeleteComment(who(3, [[2, 'manager']]), published, comment)).toBe(false);
    expect(canDeleteComment(who(1, [[1, 'member']]), published, { ...comment, deletedAt: new Date() })).toBe(
      false,
    );
  });
});
