/**
 * Security suite (issue 14 case 8; ASVS 5.0 V14.3.2): personal API answers are never kept by a browser
 * or shared cache — the members' feed, the user info, the account — while anonymous public reads keep
 * their revalidation.
 */
import { describe, expect, it } from 'vitest';
import { anonymousHeaders, loginAs } from '../test/auth.js';
import { getTestApp } from '../test/build-test-app.js';
import { buildMembership } from '../test/factories.js';

describe('Cache-Control of personal responses', () => {
  it('is no-store on the feed, user-info, roles and public reads made by a signed-in user', async () => {
    const { app, db } = await getTestApp();
    const { userId } = await buildMembership(db);
    const headers = await loginAs(app, { id: userId });
    for (const url of ['/api/updates', '/oauth/v2/user-info', '/api/get-user-roles', '/api/syndicates']) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const denied = await app.inject({ url: '/api/updates', headers: await anonymousHeaders(app) });
    expect(denied.statusCode).toBe(403);
    const visitor = await app.inject({ url: '/api/syndicates', headers: await anonymousHeaders(app) });
    expect(visitor.headers['cache-control']).not.toContain('no-store');
  });
});
