/** /api/admin/promo-videos: the home page's promo videos (uploaded through /api/admin/uploads). Administrators only. */
import { adminPromoVideoCreateSchema, adminPromoVideoPatchSchema } from '@stride/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { promoVideos, type PromoVideo } from '../../db/schema/index.js';
import { booleanParam } from '../../lib/query.js';
import { presentPromoVideo } from '../../presenters/promo-video.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

export default adminCrud<
  PromoVideo,
  ReturnType<typeof presentPromoVideo> & { active: boolean; videoKey: string; posterKey: string | null },
  z.infer<typeof adminPromoVideoCreateSchema>,
  z.infer<typeof adminPromoVideoPatchSchema>
>({
  path: 'promo-videos',
  entity: 'promoVideo',
  table: promoVideos,
  idColumn: promoVideos.id,
  audience: 'admin',
  sortable: { id: promoVideos.id, title: promoVideos.title, createdAt: promoVideos.createdAt },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  search: [promoVideos.title],
  filters: {
    shape: { active: booleanParam.optional() },
    where: (q) => (q.active !== undefined ? [eq(promoVideos.active, q.active as boolean)] : []),
  },
  present: (rows, app) =>
    rows.map((row) => ({
      ...presentPromoVideo(row, { origin: app.env.API_ORIGIN }),
      active: row.active,
      videoKey: row.videoKey,
      posterKey: row.posterKey,
    })),
  create: { schema: adminPromoVideoCreateSchema, prepare: (body) => body },
  update: { schema: adminPromoVideoPatchSchema, prepare: (patch) => patch },
  remove: {},
  events: contentEvents('promoVideo'),
});
