import { vi } from 'vitest';

/** A JSON answer of the stubbed API. */
export type StubAnswer = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: BodyInit | null;
};

/** A well-formed anonymous access token (three parts, an hour to live) for the stubbed token endpoint. */
function fakeAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'ES256', typ: 'at+jwt' })}.${part({ iat: now, exp: now + 3600, client_id: 'stride-web' })}.sig`;
}

/**
 * Replaces the global fetch for loader tests: routes each API path (query included) to an answer, and
 * records the API requests. The token endpoint hands out an anonymous token; unknown paths answer 404.
 */
export function stubApi(routes: Record<string, StubAnswer | ((request: Request) => StubAnswer)>) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/oauth/v2/token') {
      return Response.json({ access_token: fakeAccessToken(), token_type: 'Bearer', expires_in: 3600 });
    }
    requests.push(request);
    const route = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
    const answer = typeof route === 'function' ? route(request) : route;
    if (!answer) return Response.json({ code: 404, message: 'Not found' }, { status: 404 });
    const status = answer.status ?? 200;
    if (answer.raw !== undefined) return new Response(answer.raw, { status, headers: answer.headers });
    return Response.json(answer.body ?? null, { status, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}

/** Runs a loader and returns what it threw (redirects and error responses are thrown). */
export async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}
