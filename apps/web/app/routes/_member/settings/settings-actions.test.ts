// @vitest-environment node
import { ACCOUNT_DELETION_MESSAGE } from '@stride/shared';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSessionContext } from '../../../lib/auth/context';
import { sessionHarness, setCookies } from '../../../test/auth-session';
import { fakeJwt } from '../../../test/jwt';
import { action as deleteAccountAction, loader as deleteAccountLoader } from './delete-account';
import { action as settingsAction } from './index';

afterEach(() => vi.unstubAllGlobals());

/** The API: each path answers as told; requests are recorded with their JSON bodies. */
function stubApi(answers: Record<string, () => Response>) {
  const requests: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      requests.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        authorization: new Headers(init.headers).get('authorization'),
      });
      const answer = answers[url.pathname];
      return answer ? answer() : Response.json({ code: 404, message: 'Not found' }, { status: 404 });
    }),
  );
  return requests;
}

function call<A>(fn: (args: never) => A, fields: Record<string, string>, method = 'POST') {
  const access = fakeJwt({ sub: '4' });
  const { session } = sessionHarness({
    cookie: `auth.strategy=authorizationCode; auth.access_token=${access}; auth.refresh_token=r`,
  });
  const context = new RouterContextProvider();
  context.set(authSessionContext, session);
  const request = new Request('https://stride.test/settings/', {
    method,
    ...(method === 'POST' ? { body: new URLSearchParams(fields) } : {}),
  });
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '' };
  return { session, access, result: fn(args as never) };
}

async function settled(value: unknown): Promise<unknown> {
  try {
    return await value;
  } catch (thrown) {
    return thrown;
  }
}

type DataResult = { data: unknown; init: { status?: number } | null };

describe('change password action', () => {
  it('checks the shared rules before calling the API', async () => {
    const requests = stubApi({});
    const { result } = call(settingsAction, {
      intent: 'change-password',
      currentPassword: '',
      newPassword: 'weak',
    });
    const answer = (await result) as DataResult;
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toEqual({
      ok: false,
      errors: {
        currentPassword: 'Please add a current password before submission',
        newPassword: 'Password must be at least 10 characters',
      },
    });
    expect(requests).toEqual([]);
  });

  it("posts to change-password with the user's token and shows the API's field errors", async () => {
    const requests = stubApi({
      '/api/change-password': () =>
        Response.json(
          {
            code: 422,
            message: 'Invalid',
            violations: [{ propertyPath: 'currentPassword', message: 'The current password is incorrect' }],
          },
          { status: 422 },
        ),
    });
    const { result, access } = call(settingsAction, {
      intent: 'change-password',
      currentPassword: 'Old#Password1',
      newPassword: 'New#Password22',
    });
    const answer = (await result) as DataResult;
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/change-password',
        body: { currentPassword: 'Old#Password1', newPassword: 'New#Password22' },
        authorization: `Bearer ${access}`,
      },
    ]);
    expect(answer.data).toEqual({
      ok: false,
      errors: { currentPassword: 'The current password is incorrect' },
    });
  });

  it('answers ok when the API accepted it', async () => {
    stubApi({ '/api/change-password': () => new Response(null, { status: 204 }) });
    const { result } = call(settingsAction, {
      intent: 'change-password',
      currentPassword: 'Old#Password1',
      newPassword: 'New#Password22',
    });
    expect(((await result) as DataResult).data).toEqual({ ok: true });
  });
});

describe('delete account', () => {
  it('offers the reasons of removed-users-reasons', async () => {
    stubApi({ '/api/removed-users-reasons': () => Response.json({ data: [{ id: 2, label: 'Other' }] }) });
    const { result } = call(deleteAccountLoader, {}, 'GET');
    expect(await result).toEqual({ reasons: [{ id: 2, label: 'Other' }] });
  });

  it('requires the confirmation', async () => {
    const requests = stubApi({});
    const { result } = call(deleteAccountAction, { reason: '2' });
    const answer = (await settled(result)) as DataResult;
    expect(answer.data).toEqual({
      errors: { confirm: 'Please confirm that you want to delete your account' },
    });
    expect(requests).toEqual([]);
  });

  it('requests the deletion with the reason, logs out and shows the success page', async () => {
    const requests = stubApi({
      '/api/users/profile-deletion-request': () =>
        Response.json({ message: ACCOUNT_DELETION_MESSAGE }, { status: 202 }),
    });
    const { result, session } = call(deleteAccountAction, {
      reason: '2',
      reasonText: 'Sold my share',
      confirm: 'yes',
    });
    const thrown = (await settled(result)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/settings/delete-account/success/');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/users/profile-deletion-request', { reason: 2, reasonText: 'Sold my share' }],
    ]);
    expect(session.strategy()).toBe('clientCredentials');
    expect(setCookies(session)['auth.refresh_token']).toContain('Max-Age=0');
  });
});
