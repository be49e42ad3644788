/**
 * The optional HTTP basic-auth gate of staging sites (decision 004): on when BASE_AUTH_USER and
 * BASE_AUTH_PASSWORD are both set. Requests that pass reach React Router marked with BASE_AUTH_HEADER,
 * which the app reads as "base auth"; the header is always stripped from incoming requests first.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Marks a request that passed the gate; must match BASE_AUTH_HEADER in app/lib/auth/server-session.server.ts. */
export const BASE_AUTH_HEADER = 'x-stride-base-auth';
export const BASE_AUTH_REALM = 'Stride staging';
/** Paths left open for load balancers and probes. */
const OPEN_PATHS = new Set(['/healthz']);

export interface BaseAuthCredentials {
  user: string;
  password: string;
}

/** The gate's credentials from the environment, or null (gate off) unless both values are set. */
export function baseAuthFromEnv(env: Record<string, string | undefined>): BaseAuthCredentials | null {
  const user = env.BASE_AUTH_USER;
  const password = env.BASE_AUTH_PASSWORD;
  return user && password ? { user, password } : null;
}

/** Constant-time string comparison: both sides are hashed first, so lengths leak nothing either. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** True when an `Authorization` header carries the gate's Basic credentials. */
export function isAuthorizedBasic(header: string | undefined, credentials: BaseAuthCredentials): boolean {
  const match = header ? /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(header) : null;
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return false;
  // Evaluate both comparisons so a wrong user takes as long as a wrong password.
  const userOk = sameSecret(decoded.slice(0, colon), credentials.user);
  const passwordOk = sameSecret(decoded.slice(colon + 1), credentials.password);
  return userOk && passwordOk;
}

/** What the gate does with a request: let it through (marked or not), or challenge it with 401. */
export function baseAuthDecision(
  path: string,
  header: string | undefined,
  credentials: BaseAuthCredentials | null,
): 'open' | 'passed' | 'challenge' {
  if (!credentials || OPEN_PATHS.has(path)) return 'open';
  return isAuthorizedBasic(header, credentials) ? 'passed' : 'challenge';
}
