/**
 * Security suite (issue 14 case 9; ASVS 5.0 V16.2.5 "no sensitive data in logs"): sign-in codes and
 * states, tokens and signed media URLs' signatures never reach a log line of the API — request lines,
 * redirect locations and messages alike.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redactSecrets } from '@stride/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv } from '../env.js';
import { createLocalStorage } from '../storage/local.js';
import { getTestDb } from '../test/db.js';
import { captureLogs } from '../test/log-capture.js';

const SECRETS = ['SIGNINCODE123', 'STATE456xyz', 'MEDIASIG789abc', 'TOKENVALUE000', 'AMZSIG111'];

describe('log redaction', () => {
  it('keeps codes, states, tokens and media signatures out of every API log line', async () => {
    const { stream, text } = captureLogs();
    const env = loadEnv({ NODE_ENV: 'test', API_ORIGIN: 'http://api.test', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000' });
    const app = await buildApp({
      db: await getTestDb(),
      env,
      storage: createLocalStorage(mkdtempSync(path.join(tmpdir(), 'stride-log-'))),
      logger: { stream },
    });
    try {
      await app.ready();
      await app.inject({ url: '/oauth/v2/logout?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2F&token_id=TOKENVALUE000&state=STATE456xyz' });
      await app.inject({ url: '/media/s/1999999999/MEDIASIG789abc/posts/1/a.jpg' });
      await app.inject({ url: '/api/horses?code=SIGNINCODE123&state=STATE456xyz' });
      app.log.info({ location: 'http://localhost:3000/login/?code=SIGNINCODE123&state=STATE456xyz' }, 'redirecting');
      app.log.warn('upload to https://bucket.s3.test/k?X-Amz-Signature=AMZSIG111&X-Amz-Date=1 failed');
      app.log.error(new Error('fetch http://api.test/media/s/1999999999/MEDIASIG789abc/x.jpg failed'));
    } finally {
      await app.close();
    }
    const log = text();
    expect(log).toContain('/media/s/1999999999/[redacted]/posts/1/a.jpg');
    expect(log).toContain('redirecting');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });

  it('redacts every sensitive query value and the media signature, and nothing else', () => {
    expect(redactSecrets('/login/?code=abc&state=def&redirect=%2Fupdates%2F')).toBe(
      '/login/?code=[redacted]&state=[redacted]&redirect=%2Fupdates%2F',
    );
    expect(redactSecrets('https://api.x/media/s/1700000000/sig_-AB/posts/1/a.jpg?download=a.jpg')).toBe(
      'https://api.x/media/s/1700000000/[redacted]/posts/1/a.jpg?download=a.jpg',
    );
    expect(redactSecrets('/api/horses?page=2')).toBe('/api/horses?page=2');
  });
});
