/** Editorial content managed from the back office: FAQs, static pages, route metadata, videos. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

export const faqs = pgTable(
  'faqs',
  {
    id: idColumn(),
    /** Where the FAQ shows (e.g. `home`, `faq`). */
    place: text('place').notNull(),
    question: text('question').notNull(),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_place_published_position_idx').on(t.place, t.published, t.position)],
);

/** Static pages served by /{slug} (SPEC §3 static page slugs). */
export const pages = pgTable('pages', {
  id: idColumn(),
  slug: text('slug').notNull().unique('pages_slug_unique'),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  content: text('content').notNull().default(''),
  published: boolean('published').notNull().default(true),
  updatedAt: updatedAt(),
});

/** SEO metadata per route path (`/`, `/syndicates/` …). */
export const metadata = pgTable('metadata', {
  id: idColumn(),
  path: text('path').notNull().unique('metadata_path_unique'),
  title: text('title').notNull(),
  metaDescription: text('meta_description'),
  openGraphTitle: text('open_graph_title'),
  openGraphDescription: text('open_graph_description'),
  metaKeywords: text('meta_keywords'),
});

export const promoVideos = pgTable('promo_videos', {
  id: idColumn(),
  title: text('title').notNull(),
  videoKey: text('video_key').notNull(),
  posterKey: text('poster_key'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** The about-us videos list: an uploaded video (video_key) or an external URL. */
export const aboutUsVideos = pgTable(
  'about_us_videos',
  {
    id: idColumn(),
    title: text('title').notNull(),
    videoKey: text('video_key'),
    url: text('url'),
    posterKey: text('poster_key'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('about_us_videos_position_idx').on(t.position)],
);

export type Faq = typeof faqs.$inferSelect;
export type NewFaq = typeof faqs.$inferInsert;
export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type Metadata = typeof metadata.$inferSelect;
export type NewMetadata = typeof metadata.$inferInsert;
export type PromoVideo = typeof promoVideos.$inferSelect;
export type NewPromoVideo = typeof promoVideos.$inferInsert;
export type AboutUsVideo = typeof aboutUsVideos.$inferSelect;
export type NewAboutUsVideo = typeof aboutUsVideos.$inferInsert;
