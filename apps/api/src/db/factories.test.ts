import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../test/db.js';
import {
  buildAboutUsVideo,
  buildChat,
  buildComment,
  buildContactReason,
  buildFaq,
  buildHorse,
  buildHorseEntry,
  buildJoinRequest,
  buildMembership,
  buildMessage,
  buildMetadata,
  buildPage,
  buildPost,
  buildPostAsset,
  buildPostLike,
  buildPostView,
  buildPromoVideo,
  buildSetting,
  buildSubscriber,
  buildSyndicate,
  buildSyndicateUser,
  buildUser,
} from '../test/factories.js';
import {
  chatMembers,
  horses,
  memberships,
  postLikes,
  postViews,
  posts,
  syndicates,
  users,
} from './schema/index.js';

const db = await getTestDb();

describe('factories', () => {
  it('give users distinct e-mails, the user role and the given password hash', async () => {
    const first = await buildUser(db);
    const second = await buildUser(db, { passwordHash: '$argon2id$v=19$stub', roles: ['ROLE_STAFF'] });
    expect(first.email).not.toBe(second.email);
    expect(first.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
    expect(first.roles).toEqual(['ROLE_USER']);
    expect(first.passwordHash).toBeNull();
    expect(second.passwordHash).toBe('$argon2id$v=19$stub');
    expect(second.roles).toEqual(['ROLE_STAFF']);
    expect(first.contactByEmail).toBe(true);
  });

  it('create the syndicate and user a membership needs, or reuse the given ones', async () => {
    const created = await buildMembership(db);
    const [user] = await db.select().from(users).where(eq(users.id, created.userId));
    const [syndicate] = await db.select().from(syndicates).where(eq(syndicates.id, created.syndicateId));
    expect(user?.roles).toEqual(['ROLE_MEMBER']);
    expect(syndicate?.slug).toMatch(/^syndicate-\d+$/);

    const manager = await buildUser(db, { roles: ['ROLE_MANAGER'] });
    const reused = await buildMembership(db, {
      userId: manager.id,
      syndicateId: created.syndicateId,
      role: 'manager',
    });
    const rows = await db.select().from(memberships).where(eq(memberships.syndicateId, created.syndicateId));
    expect(rows.map((row) => [row.userId, row.role]).sort()).toEqual(
      [
        [created.userId, 'member'],
        [manager.id, 'manager'],
      ].sort(),
    );
    expect(reused.sharesHeld).toBe(1);
  });

  it('attach horses, posts, assets, comments and entries to one syndicate', async () => {
    const syndicate = await buildSyndicate(db, { name: 'Emerald Racing' });
    const horse = await buildHorse(db, { syndicateId: syndicate.id });
    const entry = await buildHorseEntry(db, { horseId: horse.id });
    const post = await buildPost(db, {
      syndicateId: syndicate.id,
      horseId: horse.id,
      horseEntryId: entry.id,
    });
    const asset = await buildPostAsset(db, { postId: post.id });
    const comment = await buildComment(db, { postId: post.id });

    expect(horse.pedigree?.damDamDam).toBe('Fine Lass');
    expect(Object.keys(horse.pedigree ?? {})).toHaveLength(14);
    expect(entry.syndicateId).toBe(syndicate.id);
    expect(entry.updateType).toBe('5 Day Entry');
    expect(post.publicationStatus).toBe('published');
    expect(post.horseEntryId).toBe(entry.id);
    expect(asset.postId).toBe(post.id);
    expect(asset.storageKey).toBe(`posts/${post.id}/${asset.filename}`);
    expect(comment.postId).toBe(post.id);

    const [author] = await db.select().from(users).where(eq(users.id, post.authorId));
    expect(author?.roles).toEqual(['ROLE_STAFF']);
    const loaded = await db.query.posts.findFirst({
      where: eq(posts.id, post.id),
      with: { assets: true, comments: true, horse: true, horseEntry: true, syndicate: true },
    });
    expect(loaded?.horse?.name).toBe(horse.name);
    expect(loaded?.horseEntry?.id).toBe(entry.id);
    expect(loaded?.syndicate.name).toBe('Emerald Racing');
    expect(loaded?.assets.map((a) => a.id)).toEqual([asset.id]);
    expect(loaded?.comments.map((c) => c.body)).toEqual([comment.body]);
  });

  it('build syndicate users with the matching platform role, and idempotent likes and views', async () => {
    const syndicate = await buildSyndicate(db);
    const { user, membership } = await buildSyndicateUser(db, { syndicateId: syndicate.id, role: 'manager' });
    expect(user.roles).toEqual(['ROLE_MANAGER']);
    expect(membership).toMatchObject({ userId: user.id, syndicateId: syndicate.id, role: 'manager' });
    const member = await buildSyndicateUser(db);
    expect(member.user.roles).toEqual(['ROLE_MEMBER']);
    expect(member.membership.role).toBe('member');
    const post = await buildPost(db, { syndicateId: syndicate.id });
    for (let i = 0; i < 2; i += 1) {
      await buildPostLike(db, post.id, user.id);
      await buildPostView(db, post.id, user.id);
    }
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, post.id))).toHaveLength(1);
    expect(await db.select().from(postViews).where(eq(postViews.postId, post.id))).toHaveLength(1);
  });

  it('build a horse entry for a new horse when none is given', async () => {
    const entry = await buildHorseEntry(db);
    const [horse] = await db.select().from(horses).where(eq(horses.id, entry.horseId));
    expect(horse?.syndicateId).toBe(entry.syndicateId);
    expect(entry.raceAt).toBeInstanceOf(Date);
  });

  it('build chats with members and messages authored by a member', async () => {
    const chat = await buildChat(db);
    expect(chat.memberIds).toHaveLength(1);
    const members = await db.select().from(chatMembers).where(eq(chatMembers.chatId, chat.id));
    expect(members.map((m) => m.userId)).toEqual(chat.memberIds);
    const message = await buildMessage(db, { chatId: chat.id });
    expect(message.authorId).toBe(chat.memberIds[0]);

    const manager = await buildUser(db);
    const group = await buildChat(db, {
      syndicateId: chat.syndicateId,
      code: 'all',
      memberIds: [manager.id, ...chat.memberIds],
    });
    expect(group.code).toBe('all');
    expect(group.enabled).toBe(true);
    const groupMembers = await db.select().from(chatMembers).where(eq(chatMembers.chatId, group.id));
    expect(groupMembers).toHaveLength(2);
  });

  it('copy the profile into a user join request and keep anonymous ones anonymous', async () => {
    const user = await buildUser(db, { firstname: 'Maeve', lastname: 'Brennan' });
    const fromUser = await buildJoinRequest(db, { userId: user.id });
    expect(fromUser).toMatchObject({
      kind: 'user',
      firstname: 'Maeve',
      lastname: 'Brennan',
      email: user.email,
    });
    expect(fromUser.status).toBe('pending');

    const anonymous = await buildJoinRequest(db);
    expect(anonymous.kind).toBe('anonymous');
    expect(anonymous.userId).toBeNull();
    expect(anonymous.email).toMatch(/^visitor\.\d+@example\.com$/);
  });

  it('insert content rows with unique defaults', async () => {
    const [pageA, pageB] = [await buildPage(db), await buildPage(db)];
    expect(pageA.slug).not.toBe(pageB.slug);
    const [metaA, metaB] = [await buildMetadata(db), await buildMetadata(db)];
    expect(metaA.path).not.toBe(metaB.path);
    expect(metaA.path).toMatch(/^\/page-\d+\/$/);
    expect((await buildFaq(db)).published).toBe(true);
    expect((await buildPromoVideo(db)).active).toBe(true);
    expect((await buildAboutUsVideo(db)).videoKey).toMatch(/^about-us\/video-\d+\.mp4$/);
    expect((await buildContactReason(db)).active).toBe(true);
    expect((await buildSubscriber(db)).holdingSubscriber).toBe(true);
    const appSetting = await buildSetting(db);
    expect(appSetting.type).toBe('app');
    expect(appSetting.settings).toEqual({ showAppLinks: true, max_files: 10 });
  });
});
