/**
 * Every file the demo needs, made up front (before any row is written) so the database work stays short:
 * horse portraits, syndicate crests and banners, post photos per syndicate, the video, the audio clip.
 */
import { PUBLIC_IMAGE_WIDTHS } from '@stride/shared';
import type { Silks } from './art/figures.js';
import { coatFill } from './art/figures.js';
import { syndicateCrest } from './art/logo.js';
import {
  horsePortrait,
  PHOTO_SCENES,
  postPhoto,
  SKIES,
  syndicateBanner,
  type PhotoScene,
} from './art/scenes.js';
import { makeDemoMedia, type DemoMedia } from './audio-video.js';
import type { HorseSeed } from './content/horses.js';
import type { SyndicateKey, SyndicateSeed } from './content/syndicates.js';
import { PHOTO_CAPTIONS } from './content/updates.js';
import { mapLimit, renderSvg, type RenderedImage } from './images.js';

/**
 * Banners and horse portraits at the public widths (decision 048); the art is drawn 1200 px wide, which
 * the full rendition keeps (srcset states it as 1600w, the widest a full one is).
 */
const PUBLIC_WIDTHS = { mediumWidth: PUBLIC_IMAGE_WIDTHS.medium, smallWidth: PUBLIC_IMAGE_WIDTHS.small };

export interface MediaLibrary {
  horsePortraits: ReadonlyMap<string, RenderedImage>;
  crests: ReadonlyMap<SyndicateKey, RenderedImage>;
  banners: ReadonlyMap<SyndicateKey, RenderedImage>;
  /** Post photos of a syndicate, one per scene, in its silks. */
  photos: ReadonlyMap<SyndicateKey, ReadonlyArray<{ scene: PhotoScene; image: RenderedImage }>>;
  av: DemoMedia;
}

/** The silks a syndicate's horses carry in the artwork. */
export function silksOf(s: SyndicateSeed): Silks {
  return { primary: s.themeColour, secondary: s.accentColour, pattern: s.silksPattern };
}

/** Scenes used for a syndicate's post photos (four of the six, rotating between syndicates). */
function scenesFor(index: number): PhotoScene[] {
  return [0, 1, 2, 3].map((k) => PHOTO_SCENES[(index + k) % PHOTO_SCENES.length]!);
}

/** Renders every demo image and makes the audio/video, two jobs at a time (two cores). */
export async function buildMediaLibrary(
  syndicates: readonly SyndicateSeed[],
  horses: readonly HorseSeed[],
): Promise<MediaLibrary> {
  const byKey = new Map(syndicates.map((s) => [s.key, s]));
  const jumps = (h: HorseSeed) => h.discipline !== 'flat';
  const flagship = syndicates[0]!;
  const avPromise = makeDemoMedia({
    silks: silksOf(flagship),
    coat: coatFill('Bay'),
    title: 'Stride Racing · Replay',
  });

  type Job = () => Promise<void>;
  const horsePortraits = new Map<string, RenderedImage>();
  const crests = new Map<SyndicateKey, RenderedImage>();
  const banners = new Map<SyndicateKey, RenderedImage>();
  const photos = new Map<SyndicateKey, Array<{ scene: PhotoScene; image: RenderedImage }>>();
  const jobs: Job[] = [];

  horses.forEach((h, i) => {
    const s = byKey.get(h.syndicate)!;
    jobs.push(async () => {
      const svg = horsePortrait({
        coat: coatFill(h.colour),
        silks: silksOf(s),
        sky: SKIES[i % SKIES.length]!,
        phase: i * 0.9,
        jumps: jumps(h),
      });
      horsePortraits.set(h.name, await renderSvg(svg, { format: 'webp', ...PUBLIC_WIDTHS, width: 1200 }));
    });
  });
  syndicates.forEach((s, i) => {
    const coats = horses.filter((h) => h.syndicate === s.key).map((h) => coatFill(h.colour));
    jobs.push(async () => {
      const svg = syndicateCrest({
        name: s.name,
        motto: `Est. ${s.founded}`,
        primary: s.themeColour,
        secondary: s.accentColour,
        font: s.themeFont,
      });
      crests.set(
        s.key,
        await renderSvg(svg, { format: 'webp', width: 600, mediumWidth: 400, smallWidth: 200 }),
      );
    });
    jobs.push(async () => {
      const svg = syndicateBanner({
        silks: silksOf(s),
        sky: SKIES[(i + 2) % SKIES.length]!,
        phase: i,
        coats: coats.length > 0 ? coats : [coatFill('Bay')],
      });
      banners.set(s.key, await renderSvg(svg, { format: 'webp', ...PUBLIC_WIDTHS, width: 1200 }));
    });
    const list: Array<{ scene: PhotoScene; image: RenderedImage }> = [];
    photos.set(s.key, list);
    scenesFor(i).forEach((scene, k) => {
      jobs.push(async () => {
        const svg = postPhoto({
          scene,
          coat: coats[k % Math.max(1, coats.length)] ?? coatFill('Bay'),
          silks: silksOf(s),
          sky: SKIES[(i + k) % SKIES.length]!,
          phase: i + k,
          caption: PHOTO_CAPTIONS[scene] ?? '',
        });
        list[k] = { scene, image: await renderSvg(svg, { format: 'jpeg', width: 1200, smallWidth: 400 }) };
      });
    });
  });

  await mapLimit(jobs, 2, (job) => job());
  return { horsePortraits, crests, banners, photos, av: await avPromise };
}
