/**
 * Calls to /api/admin/* with the console's bearer token. Error answers become react-admin HttpErrors;
 * a 422's `violations` become `body.errors` keyed by field (nested for `settings.ipWhitelist`), which
 * react-admin shows under the matching inputs.
 */
import { HttpError } from 'react-admin';
import { config } from '../config';
import { accessToken } from '../auth/session';

interface Violation {
  propertyPath: string;
  message: string;
}

/** `[{propertyPath: 'settings.ipWhitelist', message}]` → `{ settings: { ipWhitelist: message } }`. */
export function violationsToErrors(violations: readonly Violation[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { propertyPath, message } of violations) {
    const parts = propertyPath ? propertyPath.split('.') : ['root', 'serverError'];
    let node = errors;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        if (node[part] === undefined) node[part] = message;
      } else {
        node = (node[part] ??= {}) as Record<string, unknown>;
      }
    });
  }
  return errors;
}

/** Sends one API request; resolves with the JSON body (or null for 204). */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = await accessToken();
  if (!token) throw new HttpError('Your login session was expired.', 401);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  headers.set('accept', 'application/json');
  const response = await fetch(`${config.apiUrl}/api${path}`, { ...init, headers });
  if (response.status === 204) return null as T;
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const problem = (body ?? {}) as { message?: string; violations?: Violation[] };
    const message = problem.message ?? response.statusText;
    if (problem.violations?.length)
      throw new HttpError(message, response.status, { errors: violationsToErrors(problem.violations) });
    throw new HttpError(message, response.status, body);
  }
  return body as T;
}

/** Downloads a file from the API with the bearer token and hands it to the browser. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = await accessToken();
  if (!token) throw new HttpError('Your login session was expired.', 401);
  const response = await fetch(`${config.apiUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new HttpError('Network response was not ok', response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
