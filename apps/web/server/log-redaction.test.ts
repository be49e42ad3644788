// @vitest-environment node
/**
 * Security suite (issue 14 case 9; ASVS 5.0 V16.2.5): the web server's log lines never carry the sign-in
 * callback's code and state, tokens or media signatures.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactingLogger } from './log-redaction.js';

describe('web server log redaction', () => {
  it('scrubs request lines, logged objects and messages', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...redactingLogger('info'), stream } });
    app.get('/login/', async (request) => {
      request.log.info({ location: `/updates/?state=STATE456xyz` }, 'signed in via /login/?code=SIGNINCODE123');
      return 'ok';
    });
    await app.inject({ url: '/login/?code=SIGNINCODE123&state=STATE456xyz', headers: { cookie: 'auth.refresh_token=REFRESH999' } });
    app.log.warn('image https://api.x/media/s/1999999999/MEDIASIG789abc/a.jpg failed');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/login/?code=[redacted]&state=[redacted]');
    for (const secret of ['SIGNINCODE123', 'STATE456xyz', 'MEDIASIG789abc', 'REFRESH999']) expect(log, secret).not.toContain(secret);
  });
});
