/**
 * Who may read, write and delete comments. The only place these rules live: comments follow their
 * update — whoever may read the update may read and write its comments; only the author edits one
 * (decision 024); the author, managers of the update's syndicate and administrators may delete one.
 */
import { isPlatformAdmin } from './actor.js';
import { canReadPost, type MemberActor, type PostFacts } from './post.js';

/** The comment facts a decision needs. */
export interface CommentFacts {
  authorId: number;
  deletedAt: Date | null;
}

/** True when the actor may read the comments of this post. */
export function canReadComments(who: MemberActor, post: PostFacts): boolean {
  return canReadPost(who, post);
}

/** True when the actor may comment on this post (a signed-in reader of it). */
export function canCreateComment(who: MemberActor, post: PostFacts): boolean {
  return who.actor.userId !== null && canReadPost(who, post);
}

/** The author, managers of the post's syndicate and administrators may delete a comment they can read. */
export function canDeleteComment(who: MemberActor, post: PostFacts, comment: CommentFacts): boolean {
  if (comment.deletedAt !== null || !canReadPost(who, post)) return false;
  if (isPlatformAdmin(who.actor)) return true;
  return comment.authorId === who.actor.userId || who.memberships.get(post.syndicateId) === 'manager';
}

/** Only the author edits their comment, while they may still read the update (decision 024). */
export function canEditComment(who: MemberActor, post: PostFacts, comment: CommentFacts): boolean {
  if (comment.deletedAt !== null || who.actor.userId === null || !canReadPost(who, post)) return false;
  return comment.authorId === who.actor.userId;
}
