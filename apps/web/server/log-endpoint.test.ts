// @vitest-environment node
import { Writable } from 'node:stream';
import { CLIENT_LOG_MAX_BODY_BYTES } from '@stride/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createStubBuild } from './__fixtures__/stub-build.js';
import { buildWebServer } from './app.js';
import { logEndpoint, redactContext, redactSecrets } from './log-endpoint.js';

const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NSIsImV4cCI6MTk5OTk5OTk5OX0.c2lnbmF0dXJlLXBhcnQtb2YtdGhlLXRva2Vu';

interface LogLine {
  level: number;
  msg?: string;
  clientLog?: {
    ip: string;
    userAgent?: string;
    referer?: string;
    path?: string;
    context?: Record<string, unknown>;
  };
}

let app: FastifyInstance | undefined;
let lines: string[] = [];

/** A Fastify instance with only the endpoint, logging every line (request logs included) into `lines`. */
async function buildEndpoint(options: Parameters<typeof logEndpoint>[1] = {}): Promise<FastifyInstance> {
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const instance = Fastify({ logger: { level: 'info', stream } });
  await logEndpoint(instance, options);
  await instance.ready();
  app = instance;
  return instance;
}

function clientLogs(): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.clientLog);
}

function post(
  instance: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return instance.inject({
    method: 'POST',
    url: '/log/',
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('POST /log/', () => {
  it('writes the message at its level with ip, user agent, referer, page path and context; answers 204', async () => {
    const instance = await buildEndpoint();
    const res = await post(
      instance,
      {
        message: 'Network response was not ok',
        level: 'warn',
        context: { file: 'pedigree.pdf', status: 502 },
      },
      { 'user-agent': 'Mozilla/5.0 Test', referer: 'https://stride.example/horses/12/bold-ruler/' },
      '203.0.113.7',
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [entry] = clientLogs();
    expect(entry).toMatchObject({
      level: 40,
      msg: 'Network response was not ok',
      clientLog: {
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 Test',
        referer: 'https://stride.example/horses/12/bold-ruler/',
        path: '/horses/12/bold-ruler/',
        context: { file: 'pedigree.pdf', status: 502 },
      },
    });
  });

  it('logs at error level by default and accepts the text/plain body sendBeacon sends', async () => {
    const instance = await buildEndpoint();
    const res = await post(
      instance,
      { message: 'Render failed' },
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(res.statusCode).toBe(204);
    expect(clientLogs()).toEqual([expect.objectContaining({ level: 50, msg: 'Render failed' })]);
  });

  it('never writes tokens, codes, cookies or the Authorization header to the log', async () => {
    const instance = await buildEndpoint();
    const res = await post(
      instance,
      {
        message: `Request failed with Authorization: Bearer sEcReTbEaReR123 and token ${JWT}`,
        context: {
          url: 'https://api.example/oauth/v2/token?grant_type=refresh&refresh_token=rEfReSh999&x=1',
          accessToken: 'plainSecretValue',
          body: '{"access_token":"jsonSecret42","expires_in":3600}',
        },
      },
      {
        authorization: 'Bearer hEaDeRsEcReT',
        cookie: 'auth.access_token=cOoKiEsEcReT; auth.refresh=cOoKiE2',
        referer: 'https://stride.example/login/?code=aUtHcOdE77&state=sTaTe55',
      },
    );
    expect(res.statusCode).toBe(204);
    const everything = lines.join('\n');
    for (const secret of [
      'sEcReTbEaReR123',
      JWT,
      'rEfReSh999',
      'plainSecretValue',
      'jsonSecret42',
      'hEaDeRsEcReT',
      'cOoKiEsEcReT',
      'cOoKiE2',
      'aUtHcOdE77',
      'sTaTe55',
    ]) {
      expect(everything).not.toContain(secret);
    }
    const [entry] = clientLogs();
    expect(entry?.msg).toBe('Request failed with Authorization: Bearer [REDACTED] and token [REDACTED]');
    expect(entry?.clientLog?.referer).toBe('https://stride.example/login/?code=[REDACTED]&state=[REDACTED]');
    expect(entry?.clientLog?.path).toBe('/login/');
    expect(entry?.clientLog?.context).toEqual({
      url: 'https://api.example/oauth/v2/token?grant_type=refresh&refresh_token=[REDACTED]&x=1',
      accessToken: '[REDACTED]',
      body: '{"access_token":"[REDACTED]","expires_in":3600}',
    });
  });

  it(`refuses a body over ${CLIENT_LOG_MAX_BODY_BYTES} bytes with 413 and logs nothing from it`, async () => {
    const instance = await buildEndpoint();
    const res = await post(instance, { message: 'x'.repeat(CLIENT_LOG_MAX_BODY_BYTES) });
    expect(res.statusCode).toBe(413);
    expect(clientLogs()).toEqual([]);
  });

  it('answers 400 for malformed JSON, 422 with violations for a wrong shape, 415 for other types', async () => {
    const instance = await buildEndpoint();
    const malformed = await post(instance, '{"message": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, message: 'The log entry is not valid JSON' });

    const wrong = await post(instance, { message: '', level: 'fatal' });
    expect(wrong.statusCode).toBe(422);
    expect(
      wrong
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['level', 'message']);

    const empty = await instance.inject({ method: 'POST', url: '/log/' });
    expect(empty.statusCode).toBe(422);

    const form = await post(instance, 'message=hi', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(clientLogs()).toEqual([]);
  });

  it('rate-limits per IP with 429 while other IPs still get through', async () => {
    const instance = await buildEndpoint({ max: 2, timeWindowMs: 60_000 });
    expect((await post(instance, { message: 'one' }, {}, '198.51.100.1')).statusCode).toBe(204);
    expect((await post(instance, { message: 'two' }, {}, '198.51.100.1')).statusCode).toBe(204);
    const limited = await post(instance, { message: 'three' }, {}, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      message: 'Sorry, too many requests were sent. Please try to reload the page.',
    });
    expect((await post(instance, { message: 'other' }, {}, '198.51.100.2')).statusCode).toBe(204);
    expect(clientLogs().map((entry) => entry.msg)).toEqual(['one', 'two', 'other']);
  });

  it('is mounted on the web server next to the React Router handler', async () => {
    const web = await buildWebServer({ mode: 'test', build: createStubBuild(), clientDir: null });
    app = web;
    const res = await post(web, { message: 'hello from the browser' });
    expect(res.statusCode).toBe(204);
    // Other routes still reach React Router with their raw body.
    const page = await web.inject({ method: 'GET', url: '/about-us/' });
    expect(page.body).toBe('status=200 routes=root,about-us');
  });
});

describe('redactSecrets', () => {
  it('masks bearer and basic credentials, JWTs and secret query values, keeps the rest', () => {
    expect(redactSecrets('Authorization: Basic dXNlcjpwYXNz')).toBe('Authorization: Basic [REDACTED]');
    expect(redactSecrets(`jwt ${JWT} end`)).toBe('jwt [REDACTED] end');
    expect(redactSecrets('/login/?code=abc&next=/updates/')).toBe('/login/?code=[REDACTED]&next=/updates/');
    expect(redactSecrets('/cb#access_token=abc&token_type=Bearer')).toBe(
      '/cb#access_token=[REDACTED]&token_type=Bearer',
    );
    expect(redactSecrets('?zipcode=D02&postcode=1')).toBe('?zipcode=D02&postcode=1');
    expect(redactSecrets('www.stride.example/horses/bold-ruler.v2.png')).toBe(
      'www.stride.example/horses/bold-ruler.v2.png',
    );
  });

  it('masks context values whose key names a credential', () => {
    expect(
      redactContext({ Authorization: 'x', sessionId: 'y', code: 'z', status: 500, file: 'a.pdf' }),
    ).toEqual({
      Authorization: '[REDACTED]',
      sessionId: '[REDACTED]',
      code: '[REDACTED]',
      status: 500,
      file: 'a.pdf',
    });
  });
});
