/**
 * Domain events → Socket.IO events (SPEC §4, every event): loads the object, decides per recipient with
 * the same policies as the API (members, staff and managers of the syndicate; the user concerned), and
 * presents it with the API's presenters, per recipient where fields differ (isLiked, isViewed,
 * permissions, unread). Chat, message and maintenance events live in websockets-chat.ts.
 */
import { PUBLICATION_STATUSES, userRoom } from '@stride/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { comments, memberships, posts, postLikes, postViews, users } from '../../db/schema/index.js';
import { canReadComments } from '../../policies/comment.js';
import { canReadPost, type PostScope } from '../../policies/post.js';
import { presentComment } from '../../presenters/comment.js';
import { presentHorse } from '../../presenters/horse.js';
import { presentPost } from '../../presenters/post.js';
import { presentSyndicate } from '../../presenters/syndicate.js';
import { presentUser } from '../../presenters/user.js';
import { deliver, deliverToAll, syndicatePeople, type Delivery } from '../../realtime/audience.js';
import { ADMINS_ROOM, SIGNED_IN_ROOM, type Realtime } from '../../realtime/socket-server.js';
import type { CommentRow } from '../../services/comments.js';
import { findHorse } from '../../services/horses.js';
import { findPost } from '../../services/posts.js';
import { findSyndicate } from '../../services/syndicates.js';
import { loadUserProfile } from '../../services/users.js';
import { registerChatSocketEvents } from './websockets-chat.js';

/** Every status: the processor loads the post whatever its state, then asks the policy per recipient. */
const ANY_POST: PostScope = { published: null, unpublished: null, statuses: PUBLICATION_STATUSES };

type PostEvent = 'postCreate' | 'postUpdate' | 'postAssetCreate' | 'postAssetUpdate';

/** Subscribes the socket fan-out to the app's domain events; returns a function that unsubscribes. */
export function registerWebsocketsProcessor(app: FastifyInstance, realtime: Realtime): () => void {
  const { io } = realtime;
  const { db } = app;
  const ctx = { origin: app.env.API_ORIGIN };
  const peopleIds = async (syndicateId: number) =>
    (await syndicatePeople(db, [syndicateId])).map((p) => p.userId);

  async function syndicateEvent(event: 'syndicateCreate' | 'syndicateUpdate', syndicateId: number) {
    const found = await findSyndicate(db, syndicateId);
    if (!found) return;
    const syndicate = presentSyndicate(found.syndicate, found.facts, ctx);
    if (event === 'syndicateCreate') {
      // A new syndicate has no people yet: it reaches the sockets that list syndicates (decision 024) —
      // every socket, visitors' included, when shown on the site; administrators' otherwise.
      if (found.syndicate.showOnSite) io.emit(event, { syndicateId, syndicate });
      else
        io.to([ADMINS_ROOM, ...(await peopleIds(syndicateId)).map(userRoom)]).emit(event, {
          syndicateId,
          syndicate,
        });
      return;
    }
    deliverToAll(io, event, await peopleIds(syndicateId), { syndicateId, syndicate });
  }

  async function horseEvent(
    event: 'horseCreate' | 'horseUpdate',
    payload: { horseId: number; syndicateId: number | null; previousSyndicateId?: number | null },
  ) {
    const found = await findHorse(db, payload.horseId);
    if (!found) return;
    const horse = presentHorse(found.horse, found.syndicate, ctx);
    const current = payload.syndicateId === null ? [] : await peopleIds(payload.syndicateId);
    deliverToAll(io, event, current, { horseId: payload.horseId, syndicateId: payload.syndicateId, horse });
    // People of the syndicate it left get an update without syndicate: their clients drop it (SPEC §4).
    const previous = payload.previousSyndicateId ?? null;
    if (event === 'horseUpdate' && previous !== null && previous !== payload.syndicateId) {
      const former = (await peopleIds(previous)).filter((id) => !current.includes(id));
      deliverToAll(io, 'horseUpdate', former, { horseId: payload.horseId, syndicateId: null, horse });
    }
  }

  /** Presents the post for every syndicate person allowed to read it, with their own likes and views. */
  async function postEvent(event: PostEvent, postId: number) {
    const row = await findPost(db, ANY_POST, postId, null);
    if (!row || row.post.deletedAt) return;
    const readers = (await syndicatePeople(db, [row.post.syndicateId])).filter((who) =>
      canReadPost(who, row.post),
    );
    if (readers.length === 0) return;
    const ids = readers.map((r) => r.userId);
    const liked = new Set(
      (
        await db
          .select({ id: postLikes.userId })
          .from(postLikes)
          .where(and(eq(postLikes.postId, postId), inArray(postLikes.userId, ids)))
      ).map((r) => r.id),
    );
    const viewed = new Set(
      (
        await db
          .select({ id: postViews.userId })
          .from(postViews)
          .where(and(eq(postViews.postId, postId), inArray(postViews.userId, ids)))
      ).map((r) => r.id),
    );
    const deliveries: Delivery<PostEvent>[] = readers.map((who) => ({
      userId: who.userId,
      payload: {
        postId,
        syndicateId: row.post.syndicateId,
        horseId: row.post.horseId,
        post: presentPost(
          { ...row, isLiked: liked.has(who.userId), isViewed: viewed.has(who.userId) },
          { signer: app.mediaSigner, who },
        ),
      },
    }));
    deliver(io, event, deliveries);
  }

  async function commentEvent(event: 'commentCreate' | 'commentUpdate', commentId: number) {
    const [found] = await db
      .select({
        comment: comments,
        post: posts,
        author: { id: users.id, firstname: users.firstname, lastname: users.lastname, roles: users.roles },
        authorSyndicateRole: memberships.role,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .leftJoin(
        memberships,
        and(eq(memberships.userId, comments.authorId), eq(memberships.syndicateId, posts.syndicateId)),
      )
      .where(eq(comments.id, commentId))
      .limit(1);
    if (!found || found.comment.deletedAt) return;
    const { post } = found;
    const row: CommentRow = {
      comment: found.comment,
      author: found.author,
      authorSyndicateRole: found.authorSyndicateRole,
    };
    const readers = (await syndicatePeople(db, [post.syndicateId])).filter((who) =>
      canReadComments(who, post),
    );
    deliver(
      io,
      event,
      readers.map((who) => ({
        userId: who.userId,
        payload: {
          commentId,
          postId: post.id,
          syndicateId: post.syndicateId,
          userId: found.comment.authorId,
          comment: presentComment(row, post, who),
        },
      })),
    );
  }

  const offs: Array<() => void> = [
    app.events.on('syndicate.created', ({ syndicateId }) => syndicateEvent('syndicateCreate', syndicateId)),
    app.events.on('syndicate.updated', ({ syndicateId }) => syndicateEvent('syndicateUpdate', syndicateId)),
    app.events.on('syndicate.removed', ({ syndicateId, memberIds }) => {
      if (memberIds) deliverToAll(io, 'syndicateRemove', memberIds, { syndicateId });
      else io.to(SIGNED_IN_ROOM).emit('syndicateRemove', { syndicateId });
    }),
    app.events.on('horse.created', (p) => horseEvent('horseCreate', p)),
    app.events.on('horse.updated', (p) => horseEvent('horseUpdate', p)),
    app.events.on('horse.removed', async ({ horseId, syndicateId }) => {
      if (syndicateId !== null)
        deliverToAll(io, 'horseRemove', await peopleIds(syndicateId), { horseId, syndicateId });
    }),
    app.events.on('post.created', ({ postId }) => postEvent('postCreate', postId)),
    // A post that becomes visible is new to members: postCreate (clients merge by id, so repeats are harmless).
    app.events.on('post.published', ({ postId }) => postEvent('postCreate', postId)),
    app.events.on('post.updated', ({ postId }) => postEvent('postUpdate', postId)),
    app.events.on('post.removed', async ({ postId, syndicateId, horseId }) => {
      deliverToAll(io, 'postRemove', await peopleIds(syndicateId), { postId, syndicateId, horseId });
    }),
    app.events.on('postAsset.created', ({ postId }) => postEvent('postAssetCreate', postId)),
    app.events.on('postAsset.updated', ({ postId }) => postEvent('postAssetUpdate', postId)),
    app.events.on('comment.created', ({ commentId }) => commentEvent('commentCreate', commentId)),
    app.events.on('comment.updated', ({ commentId }) => commentEvent('commentUpdate', commentId)),
    app.events.on('comment.removed', async ({ commentId, postId, syndicateId }) => {
      deliverToAll(io, 'commentRemove', await peopleIds(syndicateId), { commentId, postId, syndicateId });
    }),
    app.events.on('user.updated', async ({ userId }) => {
      const profile = await loadUserProfile(db, userId);
      if (!profile) return;
      const { user } = profile;
      if (user.deletedAt || user.disabledAt || user.deletionRequestedAt) {
        // The account is gone or frozen: its sockets stop hearing anything at once.
        io.in(String(userId)).disconnectSockets(true);
        return;
      }
      deliverToAll(io, 'userUpdate', [userId], {
        userId,
        user: presentUser(profile, { origin: ctx.origin, jti: null }),
      });
    }),
    app.events.on('syndicateJoin.decided', ({ userId, syndicateId, status }) => {
      deliverToAll(io, 'syndicateJoinUpdate', [userId], { syndicateId, userId, status });
    }),
    ...registerChatSocketEvents(app, realtime),
  ];
  return () => offs.forEach((off) => off());
}
