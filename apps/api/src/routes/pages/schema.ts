/** Request and response schemas of the static page routes. */
import { STATIC_PAGES_PER_PAGE, collectionSchema, pagingQuerySchema, staticPageSchema } from '@stride/shared';
import { z } from 'zod';

/** Longest slug looked up; longer ones cannot exist and are not worth a query. */
const SLUG_MAX_LENGTH = 200;

export const listPagesQuery = pagingQuerySchema(STATIC_PAGES_PER_PAGE).extend({
  slug: z.string().max(SLUG_MAX_LENGTH).optional(),
});

/** Any string: a slug that cannot exist is a 404, not a 400 (slugs are opaque to clients). */
export const slugParams = z.object({ slug: z.string() });

/** The slug to look up, or null when it cannot be a stored slug (too long). */
export function parseSlug(raw: string): string | null {
  return raw.length > 0 && raw.length <= SLUG_MAX_LENGTH ? raw : null;
}

export const pageListResponse = collectionSchema(staticPageSchema);
