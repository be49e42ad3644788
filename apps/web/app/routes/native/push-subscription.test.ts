// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authSessionContext } from '../../lib/auth/context';
import type { ServerAuthSession } from '../../lib/auth/server-session.server';
import type * as PostFormModule0 from '../../lib/visitor-forms/post-form.server';

type PostFormModule = typeof PostFormModule0;

const posted: { path: string; body: unknown }[] = [];
vi.mock('../../lib/visitor-forms/post-form.server', async (original) => ({
  ...(await original<PostFormModule>()),
  postForm: async (_args: unknown, path: string, body: unknown) => {
    posted.push({ path, body });
    return { ok: true, data: { id: 7 } };
  },
}));
const { action } = await import('./push-subscription');

function call(body: unknown, user: object | null) {
  const context = new RouterContextProvider();
  context.set(authSessionContext, { currentUser: async () => user } as unknown as ServerAuthSession);
  const request = new Request('http://web.test/native/push-subscription/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://web.test' },
    body: JSON.stringify(body),
  });
  // Only request and context are read by the action.
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

beforeEach(() => {
  posted.length = 0;
});

describe('POST /native/push-subscription/', () => {
  it("forwards a signed-in user's token and platform to POST /api/push-subscriptions", async () => {
    const res = await call({ token: 'ExponentPushToken[abc]', platform: 'ios' }, { id: 1 });
    expect(res.status).toBe(201);
    expect(posted).toEqual([
      { path: '/api/push-subscriptions', body: { token: 'ExponentPushToken[abc]', platform: 'ios' } },
    ]);
  });

  it('refuses visitors and bad bodies without calling the API', async () => {
    expect((await call({ token: 't', platform: 'ios' }, null)).status).toBe(401);
    const bad = await call({ token: '', platform: 'web' }, { id: 1 });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { violations: { propertyPath: string }[] };
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['token', 'platform']);
    expect(posted).toEqual([]);
  });
});
