/**
 * Seeding for bench/feed: set-based SQL that fills a migrated, empty database with a members' feed
 * (100 syndicates, posts with assets, likes, views, comments and entries), and a member's access token
 * signed with the server's own key.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type JWK } from 'jose';
import type pg from 'pg';

/** Seeds the feed with set-based SQL (seconds for 100k posts); returns the member's user id. */
export async function seedFeed(client: pg.Client, postCount: number): Promise<number> {
  await client.query(`
    insert into syndicates (name, slug, country_code)
      select 'Bench Syndicate ' || g, 'bench-syndicate-' || g, 'IE' from generate_series(1, 100) g;
    insert into users (email, firstname, lastname, roles) values
      ('bench.member@example.com', 'Bench', 'Member', array['ROLE_MEMBER']),
      ('bench.staff@example.com', 'Bench', 'Staff', array['ROLE_STAFF']);
    insert into memberships (user_id, syndicate_id, role)
      select u.id, s.id, 'member' from users u, syndicates s
       where u.email = 'bench.member@example.com' and s.slug in ('bench-syndicate-1', 'bench-syndicate-2');
    insert into memberships (user_id, syndicate_id, role)
      select u.id, s.id, 'staff' from users u, syndicates s where u.email = 'bench.staff@example.com';
    insert into horses (syndicate_id, name, slug) select id, 'Horse of ' || name, 'horse-' || slug from syndicates;
  `);
  await client.query(
    `insert into posts (syndicate_id, horse_id, author_id, comment, type, publication_status, posted_at, assets_status,
                        expected_number_assets, uploaded_assets_count)
       select s.id, h.id, (select id from users where email = 'bench.staff@example.com'),
              '<p>Bench update ' || g || '</p>', 'media',
              case when g % 47 = 0 then 'draft'::publication_status else 'published'::publication_status end,
              now() - make_interval(mins => g), 'complete', 2, 2
         from generate_series(1, $1::int) g
         join syndicates s on s.slug = 'bench-syndicate-' || (1 + g % 100)
         join horses h on h.syndicate_id = s.id`,
    [postCount],
  );
  await client.query(`
    insert into post_assets (post_id, storage_key, filename, original_name, mime_type, size_bytes, status, width, height, variants, position)
      select id, 'posts/' || id || '/photo-1.jpg', 'photo-1.jpg', 'IMG_1.jpg', 'image/jpeg', 512000, 'complete', 1600, 1200,
             jsonb_build_object('small', 'posts/' || id || '/photo-1.small.jpg'), 0
        from posts where id % 3 = 0;
    insert into post_assets (post_id, storage_key, filename, original_name, mime_type, size_bytes, status, variants, poster_key, position)
      select id, 'posts/' || id || '/video-1.mp4', 'video-1.mp4', 'Work.mov', 'video/mp4', 9000000, 'complete',
             jsonb_build_object('hls', 'posts/' || id || '/video-1/index.m3u8'), 'posts/' || id || '/video-1.jpg', 1
        from posts where id % 3 = 0;
    insert into horse_entries (horse_id, syndicate_id, post_id, race_at, update_type, status, racetrack, race_number, race_name, creation_trigger)
      select horse_id, syndicate_id, id, posted_at + interval '5 days', '5 Day Entry', 'Entered', 'Leopardstown', 3,
             'Bench Maiden ' || id, 'manual post'
        from posts where id % 10 = 0;
    insert into post_likes (post_id, user_id)
      select p.id, m.user_id from posts p join memberships m on m.syndicate_id = p.syndicate_id and m.role = 'member'
       where p.id % 3 = 0;
    insert into post_views (post_id, user_id)
      select p.id, m.user_id from posts p join memberships m on m.syndicate_id = p.syndicate_id and m.role = 'member'
       where p.id % 2 = 0;
    insert into comments (post_id, author_id, body)
      select p.id, (select id from users where email = 'bench.member@example.com'), 'Great run ' || p.id
        from posts p where p.id % 5 = 0;
  `);
  // Bulk-loaded rows are all-visible only after a vacuum (autovacuum does it in production): index-only scans.
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ id: number }>(
    `select id from users where email = 'bench.member@example.com'`,
  );
  return rows[0]!.id;
}

/** A member's access token signed with the server's active signing key (as the provider would issue it). */
export async function memberToken(client: pg.Client, apiOrigin: string, userId: number): Promise<string> {
  const { rows } = await client.query<{ material: JWK & { kid: string } }>(
    `select material from server_keys where kind = 'signing' and retired_at is null order by created_at desc limit 1`,
  );
  const jwk = rows[0]!.material;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: 'stride-web', ver: 0 })
    .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(`${apiOrigin}/oauth/v2`)
    .setAudience(`${apiOrigin}/api`)
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, 'ES256'));
}
