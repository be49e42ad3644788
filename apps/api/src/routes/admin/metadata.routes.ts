/** /api/admin/metadata: SEO metadata per site path. Administrators only. */
import { adminMetadataCreateSchema, adminMetadataPatchSchema, type RouteMetadata } from '@stride/shared';
import type { z } from 'zod';
import { metadata, type Metadata } from '../../db/schema/index.js';
import { presentMetadata } from '../../presenters/metadata.js';
import { contentEvents } from './content-events.js';
import { adminCrud } from './crud.js';

export default adminCrud<
  Metadata,
  RouteMetadata,
  z.infer<typeof adminMetadataCreateSchema>,
  z.infer<typeof adminMetadataPatchSchema>
>({
  path: 'metadata',
  entity: 'metadata',
  table: metadata,
  idColumn: metadata.id,
  audience: 'admin',
  sortable: { id: metadata.id, path: metadata.path, title: metadata.title },
  defaultOrder: { field: 'path', direction: 'asc' },
  search: [metadata.path, metadata.title],
  present: (rows) => rows.map(presentMetadata),
  create: { schema: adminMetadataCreateSchema, prepare: (body) => body },
  update: { schema: adminMetadataPatchSchema, prepare: (patch) => patch },
  remove: {},
  unique: { metadata_path_unique: { propertyPath: 'path', message: 'This path already has metadata' } },
  events: contentEvents('metadata'),
});
