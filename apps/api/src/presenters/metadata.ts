/**
 * The only way a route metadata row becomes JSON.
 */
import type { RouteMetadata } from '@stride/shared';
import type { Metadata } from '../db/schema/index.js';

/** Presents the SEO metadata of one route path. */
export function presentMetadata(row: Metadata): RouteMetadata {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    metaDescription: row.metaDescription,
    openGraphTitle: row.openGraphTitle,
    openGraphDescription: row.openGraphDescription,
    metaKeywords: row.metaKeywords,
  };
}
