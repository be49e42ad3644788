/**
 * /api/admin/posts: every update (post) for moderation — filter by syndicate, horse, status, author;
 * PATCH { publicationStatus } publishes or takes one down (back to draft); DELETE removes it (soft: the
 * row keeps its author and comments for the audit trail). Administrators only. Changes emit post.*.
 */
import { adminPostPatchSchema, PUBLICATION_STATUSES } from '@stride/shared';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { horses, posts, syndicates, users, type Post } from '../../db/schema/index.js';
import { idParams, referenceParam } from '../../lib/query.js';
import { recordAudit } from '../../services/admin/audit.js';
import { ADMIN_ONLY } from './context.js';
import { adminCrud, loadScoped } from './crud.js';

interface AdminPostJson {
  id: number;
  syndicateId: number;
  syndicate: { id: number; name: string } | null;
  horseId: number | null;
  horse: { id: number; name: string } | null;
  authorId: number;
  author: { id: number; name: string; email: string } | null;
  comment: string;
  type: Post['type'];
  publicationStatus: Post['publicationStatus'];
  assetsStatus: Post['assetsStatus'];
  postedAt: string;
  deleted: boolean;
}

const eventPayload = (row: Post) => ({ postId: row.id, syndicateId: row.syndicateId, horseId: row.horseId });

const crud = adminCrud<Post, AdminPostJson, never, z.infer<typeof adminPostPatchSchema>>({
  path: 'posts',
  entity: 'post',
  table: posts,
  idColumn: posts.id,
  audience: 'admin',
  sortable: { id: posts.id, postedAt: posts.postedAt, publicationStatus: posts.publicationStatus },
  defaultOrder: { field: 'postedAt', direction: 'desc' },
  search: [posts.comment],
  filters: {
    shape: {
      'syndicate.id': referenceParam('syndicates').optional(),
      'horse.id': referenceParam('horses').optional(),
      'author.id': referenceParam('users').optional(),
      publicationStatus: z.enum(PUBLICATION_STATUSES).optional(),
    },
    where: (q) => {
      const where: SQL[] = [isNull(posts.deletedAt)];
      if (q['syndicate.id'] !== undefined) where.push(eq(posts.syndicateId, q['syndicate.id'] as number));
      if (q['horse.id'] !== undefined) where.push(eq(posts.horseId, q['horse.id'] as number));
      if (q['author.id'] !== undefined) where.push(eq(posts.authorId, q['author.id'] as number));
      if (q.publicationStatus)
        where.push(eq(posts.publicationStatus, q.publicationStatus as Post['publicationStatus']));
      return where;
    },
  },
  present: async (rows, app) => {
    if (rows.length === 0) return [];
    const sIds = [...new Set(rows.map((r) => r.syndicateId))];
    const hIds = [...new Set(rows.map((r) => r.horseId).filter((id): id is number => id !== null))];
    const aIds = [...new Set(rows.map((r) => r.authorId))];
    const [groups, animals, authors] = await Promise.all([
      app.db
        .select({ id: syndicates.id, name: syndicates.name })
        .from(syndicates)
        .where(inArray(syndicates.id, sIds)),
      hIds.length
        ? app.db.select({ id: horses.id, name: horses.name }).from(horses).where(inArray(horses.id, hIds))
        : [],
      app.db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(inArray(users.id, aIds)),
    ]);
    const g = new Map(groups.map((x) => [x.id, x]));
    const h = new Map(animals.map((x) => [x.id, x]));
    const a = new Map(
      authors.map((x) => [x.id, { id: x.id, name: `${x.firstname} ${x.lastname}`.trim(), email: x.email }]),
    );
    return rows.map((r) => ({
      id: r.id,
      syndicateId: r.syndicateId,
      syndicate: g.get(r.syndicateId) ?? null,
      horseId: r.horseId,
      horse: r.horseId === null ? null : (h.get(r.horseId) ?? null),
      authorId: r.authorId,
      author: a.get(r.authorId) ?? null,
      comment: r.comment,
      type: r.type,
      publicationStatus: r.publicationStatus,
      assetsStatus: r.assetsStatus,
      postedAt: r.postedAt.toISOString(),
      deleted: r.deletedAt !== null,
    }));
  },
  update: { schema: adminPostPatchSchema, prepare: (patch) => patch },
  events: {
    created: (row, app) => app.events.emit('post.created', { ...eventPayload(row), actorId: null }),
    updated: (before, after, app) => {
      app.events.emit('post.updated', { ...eventPayload(after), actorId: null });
      if (before.publicationStatus !== 'published' && after.publicationStatus === 'published') {
        app.events.emit('post.published', { ...eventPayload(after), notify: false });
      }
    },
    removed: (row, app) => app.events.emit('post.removed', eventPayload(row)),
  },
});

const adminPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(crud);
  // Soft delete: members stop seeing it at once, the row stays for the record.
  app.delete(
    '/admin/posts/:id',
    { config: ADMIN_ONLY, schema: { tags: ['admin'], params: idParams } },
    async (request, reply) => {
      const actorId = request.actor.userId!;
      const row = await app.db.transaction(async (tx) => {
        const found = await loadScoped<Post>(
          tx,
          { table: posts, idColumn: posts.id, entity: 'Post' },
          { kind: 'all' },
          request.params.id,
        );
        const [deleted] = await tx
          .update(posts)
          .set({ deletedAt: new Date() })
          .where(and(eq(posts.id, found.id)))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: 'delete',
          entity: 'post',
          entityId: found.id,
          before: found,
          after: deleted!,
        });
        return found;
      });
      app.events.emit('post.removed', eventPayload(row));
      return reply.code(204).send();
    },
  );
};

export default adminPostsRoutes;
