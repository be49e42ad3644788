import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDb } from '../test/db.js';
import { migrate, migrationsFolder } from './migrate.js';

const db = await getTestDb();

const EXPECTED_TABLES = [
  'about_us_videos',
  'audit_log',
  'chat_members',
  'chats',
  'comments',
  'contact_messages',
  'contact_reasons',
  'email_change_requests',
  'email_notification_items',
  'faqs',
  'horse_entries',
  'horses',
  'join_requests',
  'login_throttle',
  'mail_outbox',
  'memberships',
  'message_reads',
  'messages',
  'metadata',
  'notification_settings',
  'oauth_kv',
  'pages',
  'password_reset_codes',
  'post_assets',
  'post_likes',
  'post_views',
  'posts',
  'profile_deletion_requests',
  'promo_videos',
  'push_subscriptions',
  'race_alert_deliveries',
  'race_data_api_keys',
  'removed_user_reasons',
  'scheduled_publications',
  'server_keys',
  'settings',
  'stable_message_mail_items',
  'subscribers',
  'syndicates',
  'upload_sessions',
  'users',
];

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const { rows } = await db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  it('record each journal entry once and are a no-op when applied again', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    await migrate(db);
    const { rows } = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.count).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThan(0);
  });

  it('create the feed index in the order the feed query sorts', async () => {
    const { rows } = await db.execute<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'posts_feed_idx'`,
    );
    expect(rows[0]?.indexdef).toContain('(syndicate_id, publication_status, posted_at DESC, id DESC)');
  });
});
