import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Base URL of the API as the web server reaches it. */
  API_URL: z.url().default('http://localhost:4000'),
  /** Base URL of the API as the browser reaches it (images, redirects); defaults to API_URL. */
  PUBLIC_API_URL: z.url().optional(),
  /** This site's own public origin: the sign-in callback is `${WEB_ORIGIN}/login/`, logout returns to `${WEB_ORIGIN}/`. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  /** OAuth client id of the web app (SPEC §7 `client_id`); empty means "not defined" (SPEC §5 callback error). */
  OAUTH_CLIENT_ID: z.string().trim().default('stride-web'),
  /** `Secure` on auth cookies; defaults to on in production (SPEC §9), override for plain-http test hosts. */
  AUTH_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Where a failed auth check sends a base-auth visit (SPEC §8 "configured error redirect", decision 004). */
  AUTH_ERROR_REDIRECT: z
    .string()
    .regex(/^\/(?!\/)/, 'must be a local path')
    .default('/'),
});

export interface WebEnv {
  API_URL: string;
  PUBLIC_API_URL: string;
  WEB_ORIGIN: string;
  OAUTH_CLIENT_ID: string;
  AUTH_COOKIE_SECURE: boolean;
  AUTH_ERROR_REDIRECT: string;
}

/** Tag manager and analytics ids; null loads nothing. They load only after cookie consent (SPEC §2). */
export interface AnalyticsEnv {
  GTM_ID: string | null;
  GA_ID: string | null;
}

/** The values the browser may see; passed down by the root loader, never read from process.env on the client. */
export type PublicEnv = Pick<WebEnv, 'PUBLIC_API_URL' | 'OAUTH_CLIENT_ID'> & AnalyticsEnv;

/** `GTM-XXXX` / `G-XXXX`; an empty value counts as unset. */
const tagId = z
  .string()
  .trim()
  .regex(/^(?:[A-Z]{1,4}-[A-Z0-9]{2,20})?$/i, 'must look like GTM-XXXX or G-XXXX')
  .optional()
  .transform((value) => (value ? value : null));
const analyticsSchema = z.object({ GTM_ID: tagId, GA_ID: tagId });

/** Validates GTM_ID and GA_ID (web server environment). Exported for tests. */
export function parseAnalyticsEnv(source: Record<string, string | undefined>): AnalyticsEnv {
  return analyticsSchema.parse(source);
}

let cachedAnalytics: AnalyticsEnv | undefined;

/** Validates configuration once; the only reader of process.env in the web app. Exported for tests. */
export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = envSchema.parse(source);
  const apiUrl = stripTrailingSlash(parsed.API_URL);
  return {
    API_URL: apiUrl,
    PUBLIC_API_URL: stripTrailingSlash(parsed.PUBLIC_API_URL ?? apiUrl),
    WEB_ORIGIN: new URL(parsed.WEB_ORIGIN).origin,
    OAUTH_CLIENT_ID: parsed.OAUTH_CLIENT_ID,
    AUTH_COOKIE_SECURE:
      parsed.AUTH_COOKIE_SECURE === undefined
        ? parsed.NODE_ENV === 'production'
        : parsed.AUTH_COOKIE_SECURE === 'true',
    AUTH_ERROR_REDIRECT: parsed.AUTH_ERROR_REDIRECT,
  };
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

let cached: WebEnv | undefined;

/** Server configuration, validated on first use so a bad value fails loudly at the first request. */
export function getEnv(): WebEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The subset of configuration that is safe to serialise into the page for the browser. */
export function getPublicEnv(): PublicEnv {
  const { PUBLIC_API_URL, OAUTH_CLIENT_ID } = getEnv();
  cachedAnalytics ??= parseAnalyticsEnv(process.env);
  return { PUBLIC_API_URL, OAUTH_CLIENT_ID, ...cachedAnalytics };
}
