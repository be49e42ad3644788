/**
 * /api/admin/post-assets: the files of updates in the back office, to edit a photo's description — its
 * alt text (issue 18 item 10, decision 025). List filtered by post; PATCH { description } only (the
 * bytes and renditions are the media pipeline's). Administrators only; changes are audited and emit
 * postAsset.updated so open feeds refresh.
 */
import { ASSET_DESCRIPTION_MAX_LENGTH } from '@stride/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postAssets, posts, type PostAsset } from '../../db/schema/index.js';
import { referenceParam } from '../../lib/query.js';
import { adminCrud } from './crud.js';

interface AdminPostAssetJson {
  id: number;
  postId: number;
  originalName: string;
  mimeType: string;
  status: PostAsset['status'];
  description: string | null;
  width: number | null;
  height: number | null;
}

/** A description, or null (blank) to fall back to the default alt text. */
export const adminPostAssetPatchSchema = z.object({
  description: z
    .string()
    .trim()
    .max(ASSET_DESCRIPTION_MAX_LENGTH)
    .nullable()
    .transform((value) => (value ? value : null)),
});

/** Announces the change to the post's syndicate (the event needs its id). */
function emitUpdated(row: PostAsset, app: FastifyInstance): void {
  void app.db
    .select({ syndicateId: posts.syndicateId })
    .from(posts)
    .where(eq(posts.id, row.postId))
    .then(([post]) => {
      if (post)
        app.events.emit('postAsset.updated', {
          assetId: row.id,
          postId: row.postId,
          syndicateId: post.syndicateId,
        });
    });
}

const crud = adminCrud<PostAsset, AdminPostAssetJson, never, z.infer<typeof adminPostAssetPatchSchema>>({
  path: 'post-assets',
  entity: 'post-asset',
  table: postAssets,
  idColumn: postAssets.id,
  audience: 'admin',
  sortable: { id: postAssets.id, position: postAssets.position },
  defaultOrder: { field: 'id', direction: 'desc' },
  search: [postAssets.originalName, postAssets.description],
  filters: {
    shape: { 'post.id': referenceParam('posts').optional() },
    where: (q) => {
      const where: SQL[] = [];
      if (q['post.id'] !== undefined) where.push(eq(postAssets.postId, q['post.id'] as number));
      return where;
    },
  },
  present: (rows) =>
    rows.map((r) => ({
      id: r.id,
      postId: r.postId,
      originalName: r.originalName,
      mimeType: r.mimeType,
      status: r.status,
      description: r.description,
      width: r.width,
      height: r.height,
    })),
  update: { schema: adminPostAssetPatchSchema, prepare: (patch) => patch },
  events: {
    created: (row, app) => emitUpdated(row, app),
    updated: (_before, after, app) => emitUpdated(after, app),
    removed: (row, app) => emitUpdated(row, app),
  },
});

const adminPostAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(crud);
};

export default adminPostAssetsRoutes;
