/**
 * Writes the demo's syndicates (with crest and banner), horses (with portrait) and people (with their
 * memberships), storing every image under its public key beside its `.small` rendition.
 */
import { eq } from 'drizzle-orm';
import { buildHorse, buildJoinRequest, buildMembership, buildSyndicate, buildUser } from '../factories.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { horses, syndicates } from '../schema/index.js';
import { storeImage, type SeedContext } from './context.js';
import { HORSES } from './content/horses.js';
import { horseSlug, pedigreeAnalysis, pedigreeOf, trainerThoughts } from './content/horse-text.js';
import { DEMO_LOGINS, PEOPLE, POSTAL } from './content/people.js';
import { paymentLink, SYNDICATES } from './content/syndicates.js';

/** Inserts the six syndicates and stores their crest (logo) and banner (background image). */
export async function seedSyndicates(ctx: SeedContext): Promise<void> {
  for (const s of SYNDICATES) {
    const row = await buildSyndicate(ctx.db, {
      name: s.name,
      slug: s.slug,
      description: sanitizeRichText(s.description),
      countryCode: s.countryCode,
      stride: s.stride,
      themeColour: s.themeColour,
      themeFont: s.themeFont,
      showOnSite: true,
      featured: s.featured,
      featuredOrder: s.featuredOrder,
      trainer: s.trainer,
      numberOfShares: s.numberOfShares,
      pricePerShareCents: s.pricePerShareCents,
      paymentLink: paymentLink(s.slug),
    });
    const logoKey = await storeImage(
      ctx.storage,
      `public/syndicates/${row.id}/logo.webp`,
      ctx.media.crests.get(s.key)!,
    );
    const backgroundImageKey = await storeImage(
      ctx.storage,
      `public/syndicates/${row.id}/background.webp`,
      ctx.media.banners.get(s.key)!,
    );
    const [updated] = await ctx.db
      .update(syndicates)
      .set({ logoKey, backgroundImageKey })
      .where(eq(syndicates.id, row.id))
      .returning();
    ctx.syndicates.set(s.key, updated!);
  }
}

/** Inserts the twenty horses with pedigree, form and words, and stores each portrait. */
export async function seedHorses(ctx: SeedContext): Promise<void> {
  const year = ctx.now.getUTCFullYear();
  for (const h of HORSES) {
    const syndicate = ctx.syndicates.get(h.syndicate)!;
    const seedOfSyndicate = SYNDICATES.find((s) => s.key === h.syndicate)!;
    const pedigree = pedigreeOf(h);
    const row = await buildHorse(ctx.db, {
      syndicateId: syndicate.id,
      name: h.name,
      slug: horseSlug(h.name),
      featured: h.featured,
      featuredOrder: h.featuredOrder,
      foalingDate: `${year - h.age}-${h.foaled}`,
      sex: h.sex,
      colour: h.colour,
      sire: pedigree.sire,
      dam: pedigree.dam,
      damSire: pedigree.damSire,
      pedigree,
      trainer: seedOfSyndicate.trainer,
      location: seedOfSyndicate.yard,
      prizeMoneyCents: h.prizeMoneyCents,
      wins: h.wins,
      runs: h.runs,
      seconds: h.seconds,
      thirds: h.thirds,
      pedigreeAnalysis: pedigreeAnalysis(h),
      trainerThoughts: trainerThoughts(h, seedOfSyndicate.trainer),
    });
    const imageKey = await storeImage(
      ctx.storage,
      `public/horses/${row.id}/photo.webp`,
      ctx.media.horsePortraits.get(h.name)!,
    );
    const [updated] = await ctx.db.update(horses).set({ imageKey }).where(eq(horses.id, row.id)).returning();
    ctx.horses.push({ seed: h, row: updated! });
  }
}

/** Inserts every demo person with the shared password hash, and their syndicate memberships. */
export async function seedPeople(ctx: SeedContext, passwordHash: string): Promise<void> {
  for (const [index, p] of PEOPLE.entries()) {
    const postal = POSTAL[p.city] ?? { postalCode: '', street: 'Main Street' };
    const user = await buildUser(ctx.db, {
      email: p.email,
      passwordHash,
      firstname: p.firstname,
      lastname: p.lastname,
      roles: p.roles,
      phone:
        p.countryCode === 'IE'
          ? `+353 87 555 ${String(1000 + index * 37).slice(-4)}`
          : `+44 7700 900${String(100 + index).slice(-3)}`,
      dateOfBirth: `${1958 + ((index * 7) % 40)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(3 + ((index * 5) % 25)).padStart(2, '0')}`,
      address: `${4 + ((index * 13) % 90)} ${postal.street}`,
      address2: null,
      city: p.city,
      postalCode: postal.postalCode,
      countryCode: p.countryCode,
      contactByEmail: true,
      contactByPhone: index % 3 !== 0,
    });
    ctx.usersByEmail.set(p.email, user);
    for (const m of p.memberships) {
      const syndicate = ctx.syndicates.get(m.syndicate)!;
      await buildMembership(ctx.db, {
        userId: user.id,
        syndicateId: syndicate.id,
        role: m.role,
        sharesHeld: m.shares,
      });
      const roster = ctx.rosters.get(m.syndicate) ?? [];
      roster.push({ user, role: m.role });
      ctx.rosters.set(m.syndicate, roster);
    }
  }
}

/**
 * Requests waiting for a manager: the plain demo user asked to join Liffey Valley Racing, and two
 * visitors asked for information without an account.
 */
export async function seedJoinRequests(ctx: SeedContext): Promise<void> {
  const user = ctx.usersByEmail.get(DEMO_LOGINS.user)!;
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000);
  await buildJoinRequest(ctx.db, {
    syndicateId: ctx.syndicates.get('liffey')!.id,
    userId: user.id,
    createdAt: at(2),
  });
  await buildJoinRequest(ctx.db, {
    syndicateId: ctx.syndicates.get('kildare')!.id,
    firstname: 'Ronan',
    lastname: 'Kinsella',
    email: 'ronan.kinsella@example.com',
    phone: '+353 86 555 2718',
    countryCode: 'IE',
    createdAt: at(1),
  });
  await buildJoinRequest(ctx.db, {
    syndicateId: ctx.syndicates.get('tara')!.id,
    firstname: 'Sarah',
    lastname: 'Lyons',
    email: 'sarah.lyons@example.com',
    phone: null,
    countryCode: 'GB',
    createdAt: at(5),
  });
}
