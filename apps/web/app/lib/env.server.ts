import { z } from 'zod';

const envSchema = z.object({
  /** Base URL of the API as the web server reaches it. */
  API_URL: z.url().default('http://localhost:4000'),
  /** Base URL of the API as the browser reaches it (images, redirects); defaults to API_URL. */
  PUBLIC_API_URL: z.url().optional(),
  /** Public origin of this web site: canonical links, Open Graph URLs and the sitemap. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
});

export interface WebEnv {
  API_URL: string;
  PUBLIC_API_URL: string;
  WEB_ORIGIN: string;
}

/** The values the browser may see; passed down by the root loader, never read from process.env on the client. */
export type PublicEnv = Pick<WebEnv, 'PUBLIC_API_URL'>;

/** Validates configuration once; the only reader of process.env in the web app. Exported for tests. */
export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = envSchema.parse(source);
  const apiUrl = stripTrailingSlash(parsed.API_URL);
  return {
    API_URL: apiUrl,
    PUBLIC_API_URL: stripTrailingSlash(parsed.PUBLIC_API_URL ?? apiUrl),
    WEB_ORIGIN: stripTrailingSlash(parsed.WEB_ORIGIN),
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
  return { PUBLIC_API_URL: getEnv().PUBLIC_API_URL };
}
