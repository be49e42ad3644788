/** Factories for site content and settings: FAQs, pages, metadata, videos, contact reasons, subscribers. */
import type { Db } from '../client.js';
import {
  aboutUsVideos,
  contactReasons,
  faqs,
  metadata,
  pages,
  promoVideos,
  settings,
  subscribers,
  type AboutUsVideo,
  type ContactReason,
  type Faq,
  type Metadata,
  type NewAboutUsVideo,
  type NewContactReason,
  type NewFaq,
  type NewMetadata,
  type NewPage,
  type NewPromoVideo,
  type NewSetting,
  type NewSubscriber,
  type Page,
  type PromoVideo,
  type Setting,
  type Subscriber,
} from '../schema/index.js';
import { nextSequence, one } from './sequence.js';

/** Inserts a published FAQ for the FAQ page. */
export async function buildFaq(db: Db, overrides: Partial<NewFaq> = {}): Promise<Faq> {
  const n = nextSequence();
  return one(
    await db
      .insert(faqs)
      .values({
        place: 'faq',
        question: `How does syndicate ownership work? (${n})`,
        answer: `<p>Answer number ${n}.</p>`,
        position: n,
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts a published static page with a unique slug. */
export async function buildPage(db: Db, overrides: Partial<NewPage> = {}): Promise<Page> {
  const n = nextSequence();
  return one(
    await db
      .insert(pages)
      .values({
        slug: `page-${n}`,
        title: `Page ${n}`,
        content: `<p>Content of page ${n}.</p>`,
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts SEO metadata for a unique route path. */
export async function buildMetadata(db: Db, overrides: Partial<NewMetadata> = {}): Promise<Metadata> {
  const n = nextSequence();
  return one(
    await db
      .insert(metadata)
      .values({
        path: `/page-${n}/`,
        title: `Page ${n} | Stride`,
        metaDescription: `Description of page ${n}.`,
        openGraphTitle: `Page ${n}`,
        openGraphDescription: `Open Graph description of page ${n}.`,
        metaKeywords: 'horse racing, syndicates',
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts an active promo video. */
export async function buildPromoVideo(db: Db, overrides: Partial<NewPromoVideo> = {}): Promise<PromoVideo> {
  const n = nextSequence();
  return one(
    await db
      .insert(promoVideos)
      .values({
        title: `Promo video ${n}`,
        videoKey: `promo/video-${n}.mp4`,
        posterKey: `promo/video-${n}.jpg`,
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts an about-us video backed by an uploaded file. */
export async function buildAboutUsVideo(
  db: Db,
  overrides: Partial<NewAboutUsVideo> = {},
): Promise<AboutUsVideo> {
  const n = nextSequence();
  return one(
    await db
      .insert(aboutUsVideos)
      .values({
        title: `About us video ${n}`,
        videoKey: `about-us/video-${n}.mp4`,
        posterKey: `about-us/video-${n}.jpg`,
        position: n,
        ...overrides,
      })
      .returning(),
  );
}

/** Inserts an active contact-form reason. */
export async function buildContactReason(
  db: Db,
  overrides: Partial<NewContactReason> = {},
): Promise<ContactReason> {
  const n = nextSequence();
  return one(
    await db
      .insert(contactReasons)
      .values({ label: `Enquiry ${n}`, position: n, ...overrides })
      .returning(),
  );
}

/** Example payload per setting type; the settings service owns the real shape. */
const DEFAULT_SETTINGS: Record<NewSetting['type'], Record<string, unknown>> = {
  maintenance_mode: { maintenanceMode: false, ipWhitelist: '' },
  app: { showAppLinks: true, max_files: 10 },
  post_asset: {},
};

/** Inserts the setting row of a type (default `app`); a type can exist only once. */
export async function buildSetting(db: Db, overrides: Partial<NewSetting> = {}): Promise<Setting> {
  const type = overrides.type ?? 'app';
  return one(
    await db
      .insert(settings)
      .values({ settings: DEFAULT_SETTINGS[type], ...overrides, type })
      .returning(),
  );
}

/** Inserts a newsletter subscriber with a unique e-mail. */
export async function buildSubscriber(db: Db, overrides: Partial<NewSubscriber> = {}): Promise<Subscriber> {
  const n = nextSequence();
  return one(
    await db
      .insert(subscribers)
      .values({ email: `subscriber.${n}@example.com`, holdingSubscriber: true, ...overrides })
      .returning(),
  );
}
