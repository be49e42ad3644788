/**
 * POST /native/push-subscription/ — the wrapper app hands its push token to the API through the page it
 * embeds (decision 018): the app runs `fetch` inside the WebView, so the user's session cookies ride along
 * and this route calls `POST /api/push-subscriptions` with the user's token (the app never holds one).
 * Body: `{ token, platform: 'ios' | 'android' }`. Signed-in users only; same-site posts only.
 */
import { ENVIRONMENTS } from '@stride/shared';
import { authSessionContext } from '../../lib/auth/context';
import { postForm, readActionBody } from '../../lib/visitor-forms/post-form.server';
import type { Route } from './+types/push-subscription';

const PLATFORMS = ENVIRONMENTS.filter((environment) => environment !== 'web');
const MAX_TOKEN_LENGTH = 4096;

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** Forwards a valid token of a signed-in user to the API; 401 for visitors, 422 for a bad body. */
export async function action(args: Route.ActionArgs) {
  const session = args.context.get(authSessionContext);
  if (!(await session.currentUser())) return json({ message: 'Sign in to receive notifications' }, 401);
  const { token, platform } = await readActionBody(args.request);
  const violations = [];
  if (typeof token !== 'string' || token.trim() === '' || token.length > MAX_TOKEN_LENGTH) {
    violations.push({ propertyPath: 'token', message: 'Please add a token before submission' });
  }
  if (typeof platform !== 'string' || !(PLATFORMS as readonly string[]).includes(platform)) {
    violations.push({ propertyPath: 'platform', message: `platform must be one of ${PLATFORMS.join(', ')}` });
  }
  if (violations.length > 0) return json({ message: 'Invalid push subscription', violations }, 422);
  const result = await postForm(args, '/api/push-subscriptions', { token, platform });
  return result.ok ? json(result.data ?? {}, 201) : json(result, result.status);
}

/** Only POST. */
export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
