// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFormData, profileValuesFrom } from '../../../components/settings/profile-values';
import { authSessionContext } from '../../../lib/auth/context';
import { buildApiUser, sessionHarness } from '../../../test/auth-session';
import { fakeJwt } from '../../../test/jwt';
import { action as settingsAction } from './index';

afterEach(() => vi.unstubAllGlobals());

type DataResult = { data: unknown; init: { status?: number } | null };

/** The API's PATCH users/{id}: answers as told, records requests. */
function stubPatch(answer: () => Response) {
  const requests: { method: string; path: string; body: unknown; contentType: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      requests.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        contentType: new Headers(init.headers).get('content-type'),
      });
      return answer();
    }),
  );
  return requests;
}

function submit(values: ReturnType<typeof profileValuesFrom>) {
  const { session } = sessionHarness({
    cookie: `auth.strategy=authorizationCode; auth.access_token=${fakeJwt({ sub: '4' })}; auth.refresh_token=r`,
    userInfo: [() => Response.json(buildApiUser({ id: 4 }))],
  });
  const context = new RouterContextProvider();
  context.set(authSessionContext, session);
  const request = new Request('https://stride.test/settings/', {
    method: 'POST',
    body: profileFormData(values),
  });
  return settingsAction({
    request,
    context,
    params: {},
    url: new URL(request.url),
    pattern: '',
  } as never) as Promise<DataResult>;
}

const values = profileValuesFrom(buildApiUser({ id: 4, firstname: 'Aoife', lastname: 'Kelly' }));

describe('profile action', () => {
  it('refuses a phone of the wrong length before calling the API', async () => {
    const requests = stubPatch(() => Response.json({}));
    const answer = await submit({ ...values, phone: '123' });
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toEqual({
      ok: false,
      errors: { phone: 'Phone number must be between 10 and 20 characters' },
    });
    expect(requests).toEqual([]);
  });

  it("PATCHes users/{id} as a merge patch and answers with the API's user as the new current user", async () => {
    const requests = stubPatch(() =>
      Response.json(buildApiUser({ id: 4, firstname: 'Aoibhinn', contactByPhone: false })),
    );
    const answer = await submit({ ...values, firstname: 'Aoibhinn', contactByPhone: false });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/users/4',
      contentType: 'application/merge-patch+json',
      body: expect.objectContaining({ firstname: 'Aoibhinn', contactByPhone: false }),
    });
    expect(answer.data).toMatchObject({
      ok: true,
      user: { id: 4, firstname: 'Aoibhinn', contactByPhone: false },
    });
  });

  it("puts the API's violations on their fields", async () => {
    stubPatch(() =>
      Response.json(
        {
          code: 422,
          message: 'Invalid',
          violations: [{ propertyPath: 'email', message: 'This email address cannot be used' }],
        },
        { status: 422 },
      ),
    );
    const answer = await submit(values);
    expect(answer.data).toEqual({ ok: false, errors: { email: 'This email address cannot be used' } });
  });
});
