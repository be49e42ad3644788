// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER } from '../../../server/client-ip';
import { ApiRequestError } from '../api/errors';
import { authSessionContext } from '../auth/context';

type ApiSend = (
  method: string,
  path: string,
  body: unknown,
  init: { headers: Record<string, string>; session: unknown },
) => Promise<unknown>;
let apiSend: ApiSend;
const calls: Parameters<ApiSend>[] = [];
vi.mock('../api/client.server', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiSend: (...args: Parameters<ApiSend>) => {
    calls.push(args);
    return apiSend(...args);
  },
}));
const { MAX_FORM_BODY_BYTES, postForm, readActionBody } = await import('./post-form.server');

const session = { marker: 'session' };
function args(headers: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(authSessionContext, session as never);
  const request = new Request('http://localhost:3000/contact-us/', {
    method: 'POST',
    headers: { origin: 'http://localhost:3000', [CLIENT_IP_HEADER]: '198.51.100.7', ...headers },
  });
  return { request, context };
}

beforeEach(() => {
  calls.length = 0;
});

describe('postForm', () => {
  it("posts with the visitor's session and forwards the visitor IP", async () => {
    apiSend = async () => ({ email: 'a@example.com', holdingSubscriber: true });
    expect(await postForm(args(), '/api/subscribers', { email: 'a@example.com' })).toEqual({
      ok: true,
      data: { email: 'a@example.com', holdingSubscriber: true },
    });
    const [method, path, body, init] = calls[0]!;
    expect([method, path, body]).toEqual(['POST', '/api/subscribers', { email: 'a@example.com' }]);
    expect(init.headers).toEqual({ 'X-Forwarded-For': '198.51.100.7' });
    expect(init.session).toBe(session);
  });

  it('reports API failures with their violations instead of throwing', async () => {
    apiSend = () =>
      Promise.reject(
        new ApiRequestError(
          { status: 422, message: 'Validation failed' },
          { violations: [{ propertyPath: 'email', message: 'Email incorrect format' }] },
        ),
      );
    expect(await postForm(args(), '/api/subscribers', {})).toEqual({
      ok: false,
      status: 422,
      message: 'Validation failed',
      violations: [{ propertyPath: 'email', message: 'Email incorrect format' }],
    });
    apiSend = () => Promise.reject(new TypeError('fetch failed'));
    expect(await postForm(args(), '/api/subscribers', {})).toMatchObject({
      ok: false,
      status: 500,
      violations: [],
    });
  });

  it('refuses posts from other sites without calling the API', async () => {
    apiSend = async () => ({});
    const result = await postForm(
      args({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      '/api/subscribers',
      {},
    );
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(calls).toEqual([]);
  });
});

describe('readActionBody', () => {
  it('reads JSON and form bodies, and nothing else', async () => {
    const json = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":"1"}',
    });
    expect(await readActionBody(json)).toEqual({ a: '1' });
    const form = new Request('http://x/', { method: 'POST', body: new URLSearchParams({ email: 'a@b.co' }) });
    expect(await readActionBody(form)).toEqual({ email: 'a@b.co' });
    const array = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(await readActionBody(array)).toEqual({});
    const broken = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(await readActionBody(broken)).toEqual({});
    const huge = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_FORM_BODY_BYTES + 1) },
      body: '{}',
    });
    expect(await readActionBody(huge)).toEqual({});
  });
});
