/**
 * Stable news over the last three months: per-horse text, photo, video, audio and media updates, a
 * PDF report per syndicate, and a few unpublished drafts — each with members' comments, likes and views.
 */
import { addEngagement, authorsOf, createPost, type AssetSpec } from './build-posts.js';
import { dublinTime, notAfterNow, type SeedContext } from './context.js';
import type { HorseSeed } from './content/horses.js';
import { JOCKEYS } from './content/racing.js';
import { syndicateSeed, type SyndicateKey } from './content/syndicates.js';
import { FILE_TITLES, NEWS_COMMENTS, NEWS_TEMPLATES, type NewsType } from './content/updates.js';
import { renderDocument } from './documents.js';

const FIRST_NEWS: readonly NewsType[] = ['photo', 'video', 'text', 'audio', 'media', 'photo', 'text'];
const SECOND_NEWS: readonly NewsType[] = ['text', 'photo', 'video', 'audio'];

/** Fills a news template for a horse. */
export function fillTemplate(template: string, h: HorseSeed, trainer: string, jockey: string): string {
  const female = h.sex === 'Mare' || h.sex === 'Filly';
  const words: Record<string, string> = {
    horse: h.name,
    trainer,
    jockey,
    they: female ? 'she' : 'he',
    They: female ? 'She' : 'He',
    them: female ? 'her' : 'him',
    their: female ? 'her' : 'his',
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? '');
}

/** A local time of day between 07:30 and 19:00 for a post. */
function postingTime(ctx: SeedContext): string {
  const minutes = ctx.rng.int(7 * 60 + 30, 19 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The files of a news update of `type` for a syndicate. */
function assetsFor(ctx: SeedContext, type: NewsType, syndicate: SyndicateKey, seed: number): AssetSpec[] {
  const photos = ctx.media.photos.get(syndicate) ?? [];
  const photo = (k: number): AssetSpec => {
    const p = photos[(seed + k) % photos.length]!;
    return { kind: 'photo', image: p.image, name: `IMG_${2400 + seed * 7 + k}.jpg` };
  };
  switch (type) {
    case 'photo':
      return [photo(0), photo(1), ...(seed % 2 === 0 ? [photo(2)] : [])];
    case 'video':
      return [{ kind: 'video', name: `work-${seed}.mp4` }];
    case 'audio':
      return [{ kind: 'audio', name: `voice-note-${seed}.mp3` }];
    case 'media':
      return [photo(0), photo(1), { kind: 'video', name: `open-day-${seed}.mp4` }];
    default:
      return [];
  }
}

/** Per-horse news updates. */
async function seedHorseNews(ctx: SeedContext): Promise<number> {
  let count = 0;
  for (const [i, { seed: h, row }] of ctx.horses.entries()) {
    const authors = authorsOf(ctx, h.syndicate);
    const trainer = syndicateSeed(h.syndicate).trainer;
    const types = [
      FIRST_NEWS[i % FIRST_NEWS.length]!,
      ...(i % 2 === 0 ? [SECOND_NEWS[i % SECOND_NEWS.length]!] : []),
    ];
    for (const [k, type] of types.entries()) {
      const templates = NEWS_TEMPLATES[type];
      const comment = fillTemplate(
        templates[(i + k) % templates.length]!,
        h,
        trainer,
        JOCKEYS[(i + k) % JOCKEYS.length]!,
      );
      const daysAgo = 2 + ((i * 11 + k * 29) % 86);
      const post = await createPost(ctx, {
        syndicate: h.syndicate,
        horseId: row.id,
        author: authors[(i + k) % authors.length]!,
        type,
        comment,
        postedAt: notAfterNow(dublinTime(ctx.now, -daysAgo, postingTime(ctx)), ctx.now),
        assets: assetsFor(ctx, type, h.syndicate, i * 3 + k),
      });
      await addEngagement(ctx, post, h.syndicate, NEWS_COMMENTS, 0.5);
      count += 1;
    }
  }
  return count;
}

/** One PDF report per syndicate (a file update with no single horse), and a stable-visit notice. */
async function seedSyndicateNews(ctx: SeedContext): Promise<number> {
  let count = 0;
  for (const [i, [key]] of [...ctx.syndicates.entries()].entries()) {
    const s = syndicateSeed(key);
    const authors = authorsOf(ctx, key);
    const horses = ctx.horses.filter((h) => h.seed.syndicate === key);
    const title = FILE_TITLES[i % FILE_TITLES.length]!;
    const postedAt = notAfterNow(dublinTime(ctx.now, -(10 + i * 9), '10:00'), ctx.now);
    const pdf = await renderDocument({
      title: `${title} — ${s.name}`,
      syndicateName: s.name,
      colour: s.themeColour,
      date: postedAt,
      paragraphs: [
        `Dear members, this ${title.toLowerCase()} covers all ${horses.length} horses of ${s.name}, trained by ${s.trainer} at ${s.yard}.`,
        'Every horse is sound and in work. Race plans for the coming weeks are below; entries and declarations will be published in the app as soon as they are made.',
        'Thank you for your support, and see you at the races.',
      ],
      table: [
        ['Horse', 'Age', 'Runs', 'Wins', 'Next target'],
        ...horses.map((h) => [
          h.seed.name,
          String(h.seed.age),
          String(h.seed.runs),
          String(h.seed.wins),
          h.seed.discipline === 'flat'
            ? 'Handicap, ' + h.seed.trip
            : `${h.seed.discipline === 'chase' ? 'Chase' : 'Hurdle'}, ${h.seed.trip}`,
        ]),
      ],
    });
    const file = await createPost(ctx, {
      syndicate: key,
      horseId: null,
      author: authors[0]!,
      type: 'file',
      comment: NEWS_TEMPLATES.file[i % NEWS_TEMPLATES.file.length]!,
      postedAt,
      assets: [
        { kind: 'file', pdf, name: `${title.replace(/[’']/g, '').replace(/\s+/g, '-').toLowerCase()}.pdf` },
      ],
    });
    await addEngagement(ctx, file, key, NEWS_COMMENTS, 0.4);
    const notice = await createPost(ctx, {
      syndicate: key,
      horseId: null,
      author: authors[authors.length - 1]!,
      type: 'text',
      comment: `<p>Save the date: the next members’ stable visit at ${s.yard} is on the first Sunday of next month, 11am. ${s.trainer} will show us every horse and talk through the plans for the season.</p><p>Please reply in the comments if you are coming so we know numbers for the lunch.</p>`,
      postedAt: notAfterNow(dublinTime(ctx.now, -(3 + i * 4), '18:30'), ctx.now),
    });
    await addEngagement(
      ctx,
      notice,
      key,
      [
        '<p>Count me in, plus one!</p>',
        '<p>We’ll be there. Looking forward to it.</p>',
        '<p>Can’t make this one unfortunately, have fun!</p>',
      ],
      0.9,
    );
    count += 2;
  }
  return count;
}

/** A few unpublished posts: drafts by staff, one the app kept as the user's draft. */
async function seedDrafts(ctx: SeedContext): Promise<number> {
  const drafts = [
    {
      syndicate: 'liffey' as const,
      status: 'draft' as const,
      text: '<p>Entries for next week: still waiting on the going report before we decide between Naas and Dundalk.</p>',
    },
    {
      syndicate: 'kildare' as const,
      status: 'draft' as const,
      text: '<p>Photos from the schooling session to follow once the rain stops!</p>',
    },
    {
      syndicate: 'liffey' as const,
      status: 'user_draft' as const,
      text: '<p>Quick note for members about the Christmas party —</p>',
    },
  ];
  for (const [i, d] of drafts.entries()) {
    const author =
      authorsOf(ctx, d.syndicate).find((u) => u.roles[0] === 'ROLE_STAFF') ?? authorsOf(ctx, d.syndicate)[0]!;
    const horse = ctx.horses.find((h) => h.seed.syndicate === d.syndicate)!;
    await createPost(ctx, {
      syndicate: d.syndicate,
      horseId: horse.row.id,
      author,
      type: 'text',
      comment: d.text,
      postedAt: notAfterNow(dublinTime(ctx.now, -i, '08:15'), ctx.now),
      publicationStatus: d.status,
    });
  }
  return drafts.length;
}

/** Writes all stable news; returns how many posts were created. */
export async function seedNews(ctx: SeedContext): Promise<number> {
  return (await seedHorseNews(ctx)) + (await seedSyndicateNews(ctx)) + (await seedDrafts(ctx));
}
