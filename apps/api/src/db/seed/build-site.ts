/**
 * Site-wide rows: static pages and content blocks, FAQs per place, route metadata, the promo and
 * about-us videos (public files), contact and account-removal reasons, and the three settings rows.
 */
import {
  appSettingsSchema,
  AUDIO_MAX_BYTES,
  DEFAULT_MAX_FILES,
  maintenanceModeSettingsSchema,
  PHOTO_MAX_BYTES,
  postAssetSettingsSchema,
  VIDEO_MAX_BYTES,
} from '@stride/shared';
import {
  buildAboutUsVideo,
  buildContactReason,
  buildFaq,
  buildMetadata,
  buildPage,
  buildPromoVideo,
  buildSetting,
  buildSubscriber,
} from '../factories.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { removedUserReasons } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { PAGES } from './content/pages.js';
import {
  ABOUT_US_VIDEOS,
  CONTACT_REASONS,
  FAQS,
  METADATA,
  PROMO_VIDEO_TITLE,
  REMOVED_USER_REASONS,
  SUBSCRIBERS,
} from './content/site.js';

/** Stores the demo video and its poster under public keys (anyone may watch marketing videos). */
async function storePublicVideo(
  ctx: SeedContext,
  base: string,
): Promise<{ videoKey: string; posterKey: string }> {
  const videoKey = `${base}.mp4`;
  const posterKey = `${base}.jpg`;
  await ctx.storage.put(videoKey, ctx.media.av.mp4, 'video/mp4');
  await ctx.storage.put(posterKey, ctx.media.av.poster, 'image/jpeg');
  return { videoKey, posterKey };
}

/** Writes the editorial content and settings. */
export async function seedSite(ctx: SeedContext): Promise<void> {
  for (const page of PAGES)
    await buildPage(ctx.db, {
      slug: page.slug,
      title: page.title,
      content: sanitizeRichText(page.content),
      published: true,
    });

  const positions = new Map<string, number>();
  for (const faq of FAQS) {
    const position = (positions.get(faq.place) ?? 0) + 1;
    positions.set(faq.place, position);
    await buildFaq(ctx.db, {
      place: faq.place,
      question: faq.question,
      answer: sanitizeRichText(faq.answer),
      published: faq.published ?? true,
      position,
    });
  }

  for (const m of METADATA) await buildMetadata(ctx.db, { ...m });

  await buildPromoVideo(ctx.db, {
    title: PROMO_VIDEO_TITLE,
    active: true,
    ...(await storePublicVideo(ctx, 'public/promo/a-day-at-the-races')),
  });
  for (const [position, video] of ABOUT_US_VIDEOS.entries()) {
    const files = video.uploaded
      ? await storePublicVideo(ctx, `public/about-us/video-${position + 1}`)
      : { videoKey: null, posterKey: null };
    await buildAboutUsVideo(ctx.db, { title: video.title, url: video.url, position: position + 1, ...files });
  }

  for (const [position, label] of CONTACT_REASONS.entries())
    await buildContactReason(ctx.db, { label, position: position + 1, active: true });
  await ctx.db
    .insert(removedUserReasons)
    .values(REMOVED_USER_REASONS.map((label, position) => ({ label, position: position + 1 })));
  for (const email of SUBSCRIBERS) await buildSubscriber(ctx.db, { email, holdingSubscriber: true });

  await buildSetting(ctx.db, {
    type: 'maintenance_mode',
    settings: maintenanceModeSettingsSchema.parse({ maintenanceMode: false, ipWhitelist: '' }),
  });
  await buildSetting(ctx.db, {
    type: 'app',
    settings: appSettingsSchema.parse({ showAppLinks: true, max_files: DEFAULT_MAX_FILES }),
  });
  await buildSetting(ctx.db, {
    type: 'post_asset',
    settings: postAssetSettingsSchema.parse({
      photoMaxBytes: PHOTO_MAX_BYTES,
      videoMaxBytes: VIDEO_MAX_BYTES,
      audioMaxBytes: AUDIO_MAX_BYTES,
    }),
  });
}
