import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILES, type PublicSetting } from '@stride/shared';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import { buildSetting } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

type SettingList = { data: PublicSetting[] };
const WHITELIST = '203.0.113.7   2001:db8::1\n198.51.100.20';

describe('GET /api/settings', () => {
  beforeAll(async () => {
    const { db } = await getTestApp();
    await buildSetting(db, { type: 'maintenance_mode', settings: { maintenanceMode: true, ipWhitelist: WHITELIST } });
    await buildSetting(db, { type: 'app', settings: { showAppLinks: true, max_files: 12 } });
  });

  it('answers every type in a fixed order, with defaults for a type that has no row', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/settings', remoteAddress: '192.0.2.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingList>()).toEqual({
      data: [
        { type: 'maintenance-mode', settings: { maintenanceMode: true, ipWhitelisted: false } },
        { type: 'app', settings: { showAppLinks: true, max_files: 12 } },
        { type: 'post-asset', settings: {} },
      ],
    });
  });

  it('filters by type, also repeated and as type[]', async () => {
    const { app } = await getTestApp();
    const types = async (query: string) => {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/settings?${query}` });
      expect(res.statusCode, query).toBe(200);
      return res.json<SettingList>().data.map((s) => s.type);
    };
    expect(await types('type=app')).toEqual(['app']);
    expect(await types('type=post-asset&type=maintenance-mode')).toEqual(['maintenance-mode', 'post-asset']);
    expect(await types('type[]=app&type[]=app')).toEqual(['app']);
    expect(await types('type=app&type[]=post-asset')).toEqual(['app', 'post-asset']);
  });

  it('tells the caller whether its own IP is whitelisted and never reveals the list', async () => {
    const { app } = await getTestApp();
    const cases: [string, boolean][] = [
      ['203.0.113.7', true],
      ['::ffff:198.51.100.20', true],
      ['2001:db8::1', true],
      ['203.0.113.8', false],
      ['127.0.0.1', false],
    ];
    for (const [ip, whitelisted] of cases) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/settings?type=maintenance-mode', remoteAddress: ip });
      expect(res.json<SettingList>().data, ip).toEqual([
        { type: 'maintenance-mode', settings: { maintenanceMode: true, ipWhitelisted: whitelisted } },
      ]);
      expect(res.body).not.toContain('203.0.113.7');
      expect(res.body).not.toContain('ipWhitelist"');
    }
  });

  it('does not believe a forged X-Forwarded-For when no proxy is trusted', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings?type=maintenance-mode',
      remoteAddress: '192.0.2.99',
      headers: { 'x-forwarded-for': '203.0.113.7', ...(await anonymousHeaders(app)) },
    });
    expect(res.json<SettingList>().data[0]).toEqual({
      type: 'maintenance-mode',
      settings: { maintenanceMode: true, ipWhitelisted: false },
    });
  });

  it('answers unknown types with 400 and ignores unknown parameters', async () => {
    const { app } = await getTestApp();
    for (const query of ['type=maintenance_mode', 'type=secrets', 'type[]=app&type[]=nope', 'type=']) {
      const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: `/api/settings?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, message: expect.any(String) });
    }
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/settings?type=app&ipWhitelist=1&page=0' });
    expect(res.json<SettingList>().data).toEqual([{ type: 'app', settings: { showAppLinks: true, max_files: 12 } }]);
  });

  it('serves the defaults instead of a stored value that no longer validates', async () => {
    const { app, db } = await getTestApp();
    await db.update(settings).set({ settings: { showAppLinks: 'yes', max_files: 9999 } }).where(eq(settings.type, 'app'));
    await db
      .update(settings)
      .set({ settings: { maintenanceMode: 'true', ipWhitelist: 42 } })
      .where(eq(settings.type, 'maintenance_mode'));
    const res = await app.inject({ method: 'GET', headers: await anonymousHeaders(app), url: '/api/settings?type=app&type=maintenance-mode' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SettingList>().data).toEqual([
      { type: 'maintenance-mode', settings: { maintenanceMode: false, ipWhitelisted: false } },
      { type: 'app', settings: { showAppLinks: false, max_files: DEFAULT_MAX_FILES } },
    ]);
  });
});
