import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONTENT_SLUGS,
  isoToDublinLocal,
  nonFinishingCode,
  POST_TYPES,
  RACE_UPDATE_TYPES,
  THEME_FONTS,
} from '@stride/shared';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediumKey, smallKey } from '../lib/urls.js';
import { verifyPassword } from '../lib/password.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from '../test/db.js';
import {
  chatMembers,
  chats,
  comments,
  faqs,
  horseEntries,
  horses,
  joinRequests,
  memberships,
  messageReads,
  messages,
  metadata,
  pages,
  postAssets,
  postLikes,
  posts,
  postViews,
  promoVideos,
  settings,
  subscribers,
  syndicates,
  users,
} from './schema/index.js';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo, type SeedSummary } from './seed.js';
import { RACE_TIMES } from './seed/content/racing.js';
import { FAQ_PLACES } from './seed/content/site.js';

/** Summer time in Dublin (UTC+1), so race times prove the Europe/Dublin conversion. */
const NOW = new Date('2026-07-04T09:30:00Z');
const DAY = 86_400_000;

const db = await getTestDb();
let root: string;
let summary: SeedSummary;

/** Bytes of a stored file (the local driver keeps keys as paths under its root). */
const stored = (key: string) => readFile(path.join(root, key));
const mimeOf = async (key: string) => (await fileTypeFromBuffer(await stored(key)))?.mime;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stride-seed-test-'));
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDemo(db, createLocalStorage(root), { now: NOW });
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('reports what it wrote and never seeds twice', async () => {
    expect(summary).toMatchObject({ seeded: true, syndicates: 6, horses: 20 });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = (await db.select({ id: users.id }).from(users)).length;
    expect(await seedDemo(db, createLocalStorage(root), { now: NOW })).toMatchObject({ seeded: false });
    expect((await db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('creates four Stride syndicates and two non-stride clubs with their own theme and offer', async () => {
    const rows = await db.select().from(syndicates);
    expect(rows.filter((s) => s.stride)).toHaveLength(4);
    expect(rows.filter((s) => !s.stride)).toHaveLength(2);
    expect(new Set(rows.map((s) => s.themeColour)).size).toBe(rows.length);
    expect(new Set(rows.map((s) => s.themeFont))).toEqual(new Set(Object.keys(THEME_FONTS)));
    expect(rows.map((s) => s.countryCode).filter((c) => c === 'GB')).toHaveLength(1);
    for (const s of rows) {
      expect(s.slug).toMatch(/^[a-z0-9-]+$/);
      expect(s.paymentLink).toMatch(/^https:\/\/[a-z.]*example\.com\//);
      expect(s.pricePerShareCents).toBeGreaterThan(0);
      expect(s.numberOfShares).toBeGreaterThan(0);
      expect(s.description).toMatch(/^<p>/);
      expect(await mimeOf(s.logoKey!)).toBe('image/webp');
      expect(await mimeOf(smallKey(s.logoKey!))).toBe('image/webp');
      expect(await mimeOf(mediumKey(s.logoKey!))).toBe('image/webp');
      expect(await mimeOf(s.backgroundImageKey!)).toBe('image/webp');
      expect(await mimeOf(mediumKey(s.backgroundImageKey!))).toBe('image/webp');
    }
    expect(
      rows
        .filter((s) => s.featured)
        .map((s) => s.featuredOrder)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
  });

  it('creates twenty horses with full pedigrees, form, words and a photo with its renditions', async () => {
    const rows = await db.select().from(horses);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((h) => h.syndicateId)).size).toBe(6);
    expect(rows.filter((h) => h.featured).length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((h) => h.sex))).toEqual(new Set(['Gelding', 'Mare', 'Filly', 'Colt']));
    for (const h of rows) {
      expect(Object.values(h.pedigree ?? {})).toHaveLength(14);
      expect(Object.values(h.pedigree ?? {}).every((name) => name.length > 0)).toBe(true);
      expect(h.pedigree?.sire).toBe(h.sire);
      expect(h.location).toMatch(/, (Co\. \w+|Berkshire)$/);
      expect(h.wins + h.seconds + h.thirds).toBeLessThanOrEqual(h.runs);
      expect(h.pedigreeAnalysis.split('\n\n')).toHaveLength(2);
      expect(h.trainerThoughts).toContain(h.trainer);
      expect(h.imageKey).toBe(`public/horses/${h.id}/photo.webp`);
      const full = await stored(h.imageKey!);
      const medium = await stored(mediumKey(h.imageKey!));
      const small = await stored(smallKey(h.imageKey!));
      expect((await fileTypeFromBuffer(full))?.mime).toBe('image/webp');
      expect((await fileTypeFromBuffer(medium))?.mime).toBe('image/webp');
      expect((await fileTypeFromBuffer(small))?.mime).toBe('image/webp');
      expect(small.length).toBeLessThan(medium.length);
      expect(medium.length).toBeLessThan(full.length);
    }
  });

  it('gives each demo login its roles, memberships and the demo password', async () => {
    const expected: Record<string, { roles: string[]; memberships: Array<[boolean, string]> }> = {
      [DEMO_LOGINS.member]: {
        roles: ['ROLE_MEMBER', 'ROLE_USER'],
        memberships: [
          [true, 'member'],
          [true, 'member'],
        ],
      },
      [DEMO_LOGINS.club]: { roles: ['ROLE_MEMBER', 'ROLE_USER'], memberships: [[false, 'member']] },
      [DEMO_LOGINS.staff]: {
        roles: ['ROLE_STAFF', 'ROLE_USER'],
        memberships: [
          [true, 'staff'],
          [true, 'staff'],
        ],
      },
      [DEMO_LOGINS.manager]: {
        roles: ['ROLE_MANAGER', 'ROLE_USER'],
        memberships: Array(4).fill([true, 'manager']),
      },
      [DEMO_LOGINS.admin]: { roles: ['ROLE_ADMIN', 'ROLE_USER'], memberships: [] },
      [DEMO_LOGINS.user]: { roles: ['ROLE_USER'], memberships: [] },
    };
    for (const [email, want] of Object.entries(expected)) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      expect(user?.roles, email).toEqual(want.roles);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user?.passwordHash, 'paddock#2026')).toBe(false);
      const held = await db
        .select({ stride: syndicates.stride, role: memberships.role })
        .from(memberships)
        .innerJoin(syndicates, eq(syndicates.id, memberships.syndicateId))
        .where(eq(memberships.userId, user!.id));
      expect(held.map((m) => `${m.stride}:${m.role}`).sort(), email).toEqual(
        want.memberships.map(([stride, role]) => `${stride}:${role}`).sort(),
      );
    }
    const members = await db.select().from(users);
    expect(members.filter((u) => u.roles[0] === 'ROLE_MEMBER').length).toBeGreaterThanOrEqual(15);
    expect(members.every((u) => u.roles.at(-1) === 'ROLE_USER')).toBe(true);
  });

  it('leaves join requests waiting for managers, and newsletter subscribers', async () => {
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.user));
    const requests = await db.select().from(joinRequests);
    expect(requests.every((r) => r.status === 'pending')).toBe(true);
    expect(requests.filter((r) => r.kind === 'user').map((r) => [r.userId, r.email])).toEqual([
      [user!.id, DEMO_LOGINS.user],
    ]);
    expect(requests.filter((r) => r.kind === 'anonymous' && r.userId === null)).toHaveLength(2);
    expect((await db.select().from(subscribers)).every((s) => s.holdingSubscriber)).toBe(true);
  });

  it('publishes 60+ updates of every post type over the last three months, plus drafts', async () => {
    const rows = await db.select().from(posts);
    const published = rows.filter((p) => p.publicationStatus === 'published');
    expect(published.length).toBeGreaterThanOrEqual(60);
    expect(new Set(published.map((p) => p.type))).toEqual(new Set(POST_TYPES));
    expect(rows.filter((p) => p.publicationStatus !== 'published').length).toBeGreaterThanOrEqual(2);
    for (const p of published) {
      expect(p.postedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(p.postedAt.getTime()).toBeGreaterThan(NOW.getTime() - 100 * DAY);
    }
    const authors = await db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((p) => p.authorId))]));
    expect(authors.every((u) => ['ROLE_STAFF', 'ROLE_MANAGER'].includes(u.roles[0]!))).toBe(true);
    expect((await db.select().from(comments)).length).toBeGreaterThan(30);
    expect((await db.select().from(postLikes)).length).toBeGreaterThan(30);
    expect((await db.select().from(postViews)).length).toBeGreaterThan(60);
  });

  it('stores every post file privately under posts/<id>/ with the right type', async () => {
    const assets = await db.select().from(postAssets);
    const byMime = new Map<string, number>();
    for (const a of assets) {
      expect(a.storageKey.startsWith(`posts/${a.postId}/`)).toBe(true);
      expect(a.status).toBe('complete');
      const bytes = await stored(a.storageKey);
      expect(bytes.length).toBe(a.sizeBytes);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(a.mimeType);
      byMime.set(a.mimeType, (byMime.get(a.mimeType) ?? 0) + 1);
      if (a.posterKey) expect(await mimeOf(a.posterKey)).toBe('image/jpeg');
      if (a.variants?.small) expect(await mimeOf(a.variants.small)).toBe('image/jpeg');
      if (a.variants?.hls) {
        // Videos also come as HLS (a VOD playlist whose relative segments sit beside it).
        const storedType = async (key: string) => (await createLocalStorage(root).stat(key))?.contentType;
        expect(await storedType(a.variants.hls)).toBe('application/x-mpegURL');
        const playlist = (await stored(a.variants.hls)).toString('utf8');
        expect(playlist.startsWith('#EXTM3U')).toBe(true);
        const folder = a.variants.hls.slice(0, a.variants.hls.lastIndexOf('/') + 1);
        const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
        expect(segments.length).toBeGreaterThan(0);
        for (const segment of segments) expect(await storedType(`${folder}${segment}`)).toBe('video/mp2t');
      }
    }
    expect(assets.filter((a) => a.mimeType === 'video/mp4').every((a) => a.variants?.hls)).toBe(true);
    expect([...byMime.keys()].sort()).toEqual(['application/pdf', 'audio/mpeg', 'image/jpeg', 'video/mp4']);
    const withFiles = await db
      .select()
      .from(posts)
      .where(inArray(posts.type, ['photo', 'video', 'audio', 'file', 'media', 'replay']));
    for (const p of withFiles) {
      expect(assets.filter((a) => a.postId === p.id)).toHaveLength(p.expectedNumberAssets);
      expect(p.expectedNumberAssets).toBeGreaterThan(0);
    }
  });

  it('records entries of every race update type, results with non-finishers, at Dublin race times', async () => {
    const rows = await db.select().from(horseEntries);
    expect(new Set(rows.map((e) => e.updateType))).toEqual(new Set(RACE_UPDATE_TYPES));
    const results = rows.filter((e) => e.updateType === 'Result');
    expect(results.some((e) => /^\d+$/.test(e.finishingPosition ?? ''))).toBe(true);
    expect(
      results.filter((e) => nonFinishingCode(e.finishingPosition ?? '') !== null).length,
    ).toBeGreaterThanOrEqual(3);
    expect(results.every((e) => e.raceAt < NOW && e.resultUrl && e.replayUrl)).toBe(true);
    expect(rows.filter((e) => e.updateType === '5 Day Entry').every((e) => e.status === 'Entered')).toBe(
      true,
    );
    expect(
      rows
        .filter((e) => e.updateType === 'Final Declaration')
        .every((e) => e.status === 'Declared' && e.jockey),
    ).toBe(true);
    const upcoming = rows.filter((e) => e.raceAt > NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.every((e) => e.raceAt.getTime() < NOW.getTime() + 22 * DAY)).toBe(true);
    for (const e of rows) {
      expect(RACE_TIMES).toContain(isoToDublinLocal(e.raceAt.toISOString())?.time);
      expect(e.distance).toMatch(/^(\d+m( \d+f)?|\d+f)$/);
      const [post] = await db.select().from(posts).where(eq(posts.id, e.postId!));
      expect(post?.horseEntryId).toBe(e.id);
      expect(post?.type).toBe(e.updateType === 'Result' ? 'replay' : 'upcoming_race');
    }
  });

  it('opens a group chat per Stride syndicate and member ↔ manager chats with unread messages', async () => {
    const rows = await db.select().from(chats);
    const group = rows.filter((c) => c.code === 'all');
    const stride = await db.select().from(syndicates).where(eq(syndicates.stride, true));
    expect(group.map((c) => c.syndicateId).sort()).toEqual(stride.map((s) => s.id).sort());
    for (const chat of group) {
      const inChat = await db.select().from(chatMembers).where(eq(chatMembers.chatId, chat.id));
      const inSyndicate = await db
        .select()
        .from(memberships)
        .where(eq(memberships.syndicateId, chat.syndicateId));
      expect(inChat.map((m) => m.userId).sort()).toEqual(inSyndicate.map((m) => m.userId).sort());
    }
    expect(rows.filter((c) => c.code === null).length).toBeGreaterThanOrEqual(4);
    const [member] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.member));
    const mine = await db.select().from(chatMembers).where(eq(chatMembers.userId, member!.id));
    const received = (
      await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.chatId,
            mine.map((m) => m.chatId),
          ),
        )
    ).filter((m) => m.authorId !== member!.id);
    const read = await db.select().from(messageReads).where(eq(messageReads.userId, member!.id));
    expect(received.length).toBeGreaterThan(read.length);
    expect(read.length).toBeGreaterThan(0);
  });

  it('writes every static page, FAQs per place, route metadata, videos and settings', async () => {
    const slugs = (await db.select().from(pages)).map((p) => p.slug);
    for (const slug of CONTENT_SLUGS) expect(slugs).toContain(slug);
    const [privacy] = await db.select().from(pages).where(eq(pages.slug, 'privacy-policy'));
    expect(privacy?.content).toContain('id="before-cookies"');
    const faqRows = await db.select().from(faqs);
    for (const place of Object.values(FAQ_PLACES))
      expect(faqRows.some((f) => f.place === place && f.published)).toBe(true);
    const paths = (await db.select().from(metadata)).map((m) => m.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/syndicates/', '/horses/', '/faq/']));
    const [promo] = await db.select().from(promoVideos);
    expect(await mimeOf(promo!.videoKey)).toBe('video/mp4');
    const byType = Object.fromEntries((await db.select().from(settings)).map((s) => [s.type, s.settings]));
    expect(byType).toMatchObject({
      maintenance_mode: { maintenanceMode: false, ipWhitelist: '' },
      app: { showAppLinks: true, max_files: 10 },
      post_asset: {},
    });
  });
});
