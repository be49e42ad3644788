/**
 * The only way a comment becomes JSON (API answers and socket payloads). The body is plain text and
 * is returned exactly as stored: clients render it as text, never as HTML.
 */
import type { Comment as CommentJson } from '@stride/shared';
import type { Post } from '../db/schema/index.js';
import { canDeleteComment, canEditComment } from '../policies/comment.js';
import type { MemberActor } from '../policies/post.js';
import type { CommentRow } from '../services/comments.js';
import { authorRoles } from './post.js';

/** IRI of a post as comments reference it (SPEC §7 `post.id[]=/api/posts/{id}`). */
export function postIri(postId: number): string {
  return `/api/posts/${postId}`;
}

/** Presents a comment for its viewer (who decides `permissions.delete` and `permissions.edit`). */
export function presentComment(row: CommentRow, post: Post, who: MemberActor): CommentJson {
  return {
    id: row.comment.id,
    post: postIri(row.comment.postId),
    postId: row.comment.postId,
    body: row.comment.body,
    author: {
      id: row.author.id,
      firstname: row.author.firstname,
      lastname: row.author.lastname,
      roles: authorRoles(row.author.roles, row.authorSyndicateRole),
    },
    createdAt: row.comment.createdAt.toISOString(),
    editedAt: row.comment.editedAt?.toISOString() ?? null,
    permissions: {
      delete: canDeleteComment(who, post, row.comment),
      edit: canEditComment(who, post, row.comment),
    },
  };
}
