import { beforeAll, describe, expect, it } from 'vitest';
import { buildSetting } from '../../test/factories.js';
import { getTestApp } from '../../test/build-test-app.js';
import { anonymousHeaders } from '../../test/auth.js';

/** The web server asks for the maintenance setting on behalf of each visitor, forwarding the visitor's IP. */
describe('GET /api/settings through the web server (TRUSTED_PROXIES)', () => {
  beforeAll(async () => {
    const { db } = await getTestApp();
    await buildSetting(db, {
      type: 'maintenance_mode',
      settings: { maintenanceMode: true, ipWhitelist: '203.0.113.7' },
    });
  });

  async function whitelisted(remoteAddress: string, forwardedFor: string): Promise<boolean> {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/settings?type=maintenance-mode',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor, ...(await anonymousHeaders(app)) },
    });
    return res.json().data[0].settings.ipWhitelisted;
  }

  it('believes the visitor IP a local web server forwards', async () => {
    expect(await whitelisted('127.0.0.1', '203.0.113.7')).toBe(true);
    expect(await whitelisted('::1', '203.0.113.7')).toBe(true);
    expect(await whitelisted('127.0.0.1', '198.51.100.1')).toBe(false);
  });

  it('ignores the header from anyone else', async () => {
    expect(await whitelisted('192.0.2.10', '203.0.113.7')).toBe(false);
  });

  it('takes the hop the web server saw, not what the visitor claimed before it', async () => {
    // The visitor sent "X-Forwarded-For: 203.0.113.7" to the web server, which appended the real address.
    expect(await whitelisted('127.0.0.1', '203.0.113.7, 198.51.100.9')).toBe(false);
  });
});
