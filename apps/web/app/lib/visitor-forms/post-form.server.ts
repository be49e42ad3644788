/**
 * Posts a form to the API on the visitor's behalf from a route action: same-site check, the request's
 * auth session (the visitor's anonymous token or the member's), the visitor's IP forwarded, and every
 * failure turned into a FormResult the form can show — never a thrown error page.
 */
import { errorMessage } from '@stride/shared';
import type { RouterContextProvider } from 'react-router';
import { apiSend, normaliseThrown } from '../api/client.server';
import { ApiRequestError } from '../api/errors';
import { authSessionContext } from '../auth/context';
import { isSameOriginPost } from '../auth/same-origin.server';
import { getEnv } from '../env.server';
import { forwardedForHeaders } from './client-ip.server';
import type { FormResult } from './form-result';

export interface FormActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** POSTs `body` to the API path and reports the outcome; cross-site posts are refused with 403. */
export async function postForm<T>(args: FormActionArgs, path: string, body: unknown): Promise<FormResult<T>> {
  const { request, context } = args;
  if (!isSameOriginPost(request, getEnv().WEB_ORIGIN)) {
    return { ok: false, status: 403, message: errorMessage(403), violations: [] };
  }
  try {
    const data = await apiSend<T>('POST', path, body, {
      session: context.get(authSessionContext),
      headers: forwardedForHeaders(request),
      signal: request.signal,
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, status: error.status, message: error.message, violations: error.violations };
    }
    const { status, message } = normaliseThrown(error);
    return { ok: false, status, message, violations: [] };
  }
}

/** Largest form body read; the API's own limit is far above what these forms need. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** Reads a JSON (fetcher) or form-encoded (no JavaScript) action body as a plain object; {} when unreadable or too big. */
export async function readActionBody(request: Request): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BODY_BYTES) return {};
  try {
    if (request.headers.get('content-type')?.includes('application/json')) {
      const parsed: unknown = await request.json();
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    }
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === 'string') body[key] = value;
    return body;
  } catch {
    return {};
  }
}
