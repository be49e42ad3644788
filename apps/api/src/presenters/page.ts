/**
 * The only way a static page row becomes JSON; its content is sanitised again on the way out.
 */
import type { StaticPage } from '@stride/shared';
import type { Page } from '../db/schema/index.js';
import { sanitizeRichText } from '../lib/sanitize.js';

/** Presents a static page with its content reduced to the rich-text allow-list. */
export function presentPage(page: Page): StaticPage {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: sanitizeRichText(page.content),
    updatedAt: page.updatedAt.toISOString(),
  };
}
