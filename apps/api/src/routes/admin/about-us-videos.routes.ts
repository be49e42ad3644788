/** /api/admin/about-us-videos: the about-us videos list (uploaded file or external URL). Administrators only. */
import {
  adminAboutUsVideoCreateSchema,
  adminAboutUsVideoPatchSchema,
  type AboutUsVideo as AboutUsVideoJson,
} from '@stride/shared';
import type { z } from 'zod';
import { aboutUsVideos, type AboutUsVideo } from '../../db/schema/index.js';
import { unprocessable } from '../../lib/http-errors.js';
import { presentAboutUsVideo } from '../../presenters/about-us-video.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

const NEEDS_SOURCE = { propertyPath: 'url', message: 'Please upload a video or add a URL' };

export default adminCrud<
  AboutUsVideo,
  AboutUsVideoJson & { videoKey: string | null; posterKey: string | null },
  z.infer<typeof adminAboutUsVideoCreateSchema>,
  z.infer<typeof adminAboutUsVideoPatchSchema>
>({
  path: 'about-us-videos',
  entity: 'aboutUsVideo',
  table: aboutUsVideos,
  idColumn: aboutUsVideos.id,
  audience: 'admin',
  sortable: { id: aboutUsVideos.id, title: aboutUsVideos.title, position: aboutUsVideos.position },
  defaultOrder: { field: 'position', direction: 'asc' },
  search: [aboutUsVideos.title],
  present: (rows, app) =>
    rows.map((row) => ({
      ...presentAboutUsVideo(row, { origin: app.env.API_ORIGIN }),
      videoKey: row.videoKey,
      posterKey: row.posterKey,
    })),
  create: {
    schema: adminAboutUsVideoCreateSchema,
    prepare: (body) => {
      if (!body.videoKey && !body.url) throw unprocessable([NEEDS_SOURCE]);
      return body;
    },
  },
  update: {
    schema: adminAboutUsVideoPatchSchema,
    prepare: (patch, row) => {
      const videoKey = patch.videoKey === undefined ? row.videoKey : patch.videoKey;
      const url = patch.url === undefined ? row.url : patch.url;
      if (!videoKey && !url) throw unprocessable([NEEDS_SOURCE]);
      return patch;
    },
  },
  remove: {},
  events: contentEvents('aboutUsVideo'),
});
