// @vitest-environment node
/**
 * Several web servers behind a load balancer without stickiness (issue 17, decision 023): two instances
 * get the same expired session at once. Against a token endpoint that rotates refresh tokens and revokes
 * the whole sign-in when a spent one comes back (as the API does, RFC 9700), each instance refreshing on
 * its own would sign the member out; sharing the de-duplication through the machine's Redis spends the
 * token once and hands both instances the same new tokens.
 */
import { randomBytes } from 'node:crypto';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH_ENV } from '../../test/auth-session';
import { expiredJwt, fakeJwt } from '../../test/jwt';
import { createAuthServices } from './services.server';
import { ServerAuthSession } from './server-session.server';

/** A token endpoint with rotation and reuse detection; `spent` counts refreshes per refresh token. */
function rotatingTokenEndpoint() {
  const live = new Set(['r-1']);
  const spent = new Map<string, number>();
  let revoked = false;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const token = new URLSearchParams(raw).get('refresh_token') ?? '';
      spent.set(token, (spent.get(token) ?? 0) + 1);
      // Answer a moment later, so both instances are in flight together.
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        if (revoked || !live.has(token)) {
          revoked = true;
          live.clear();
          response.statusCode = 400;
          response.end(
            JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
          );
          return;
        }
        live.delete(token);
        const next = `r-${live.size + spent.size + 1}`;
        live.add(next);
        response.end(
          JSON.stringify({ access_token: fakeJwt({ sub: '4' }), refresh_token: next, token_type: 'Bearer' }),
        );
      }, 100);
    });
  });
  return { server, spent, isRevoked: () => revoked };
}

describe('two web server instances refreshing the same session', () => {
  const api = rotatingTokenEndpoint();
  const clients: Redis[] = [];
  let apiUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const redis of clients) redis.disconnect();
    await new Promise((resolve) => (api.server as Server).close(resolve));
  });

  it('spends the refresh token once and keeps the member signed in on both', async () => {
    const prefix = `stride_test_${randomBytes(4).toString('hex')}`;
    const instances = [0, 1].map(() => {
      const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
        maxRetriesPerRequest: 1,
      });
      clients.push(redis);
      return createAuthServices({ ...TEST_AUTH_ENV, API_URL: apiUrl }, undefined, {
        redis,
        prefix,
        pollMs: 20,
      });
    });
    const cookie = `auth.strategy=authorizationCode; auth.access_token=${expiredJwt({ sub: '4' })}; auth.refresh_token=r-1`;
    const sessions = instances.map(
      (services) => new ServerAuthSession(new Request('http://web.test/', { headers: { cookie } }), services),
    );

    await Promise.all(sessions.map((session) => session.ensureFresh()));

    expect(api.spent.get('r-1')).toBe(1);
    expect(api.isRevoked()).toBe(false);
    const [a, b] = sessions as [ServerAuthSession, ServerAuthSession];
    for (const session of sessions) {
      expect(session.strategy()).toBe('authorizationCode');
      expect(session.authError).toBeNull();
    }
    expect(a.accessToken()).toBe(b.accessToken());
    expect(a.setCookieHeaders().join()).toContain('auth.refresh_token=r-2');
    expect(b.setCookieHeaders().join()).toContain('auth.refresh_token=r-2');
  });
});
