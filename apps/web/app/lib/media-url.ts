/**
 * Image URLs from the API are either absolute or relative to the API origin (local storage driver).
 * Returns an URL the browser can load: absolute ones unchanged, relative ones prefixed with PUBLIC_API_URL.
 */
export function mediaUrl(url: string | null | undefined, publicApiUrl: string): string | null {
  if (!url) return null;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  return `${publicApiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * The inverse, for data a page sends to the browser: a media URL on the API's origin as its path (the
 * form `mediaUrl` resolves, `useMediaUrl` in a component), any other URL as it is. The API writes its
 * origin into every media URL; in a page's hydration data that is ~20 bytes per image for nothing.
 */
export function apiMediaPath(url: string | null | undefined, publicApiUrl: string): string | null {
  if (!url) return null;
  const absolute = mediaUrl(url, publicApiUrl) ?? url;
  const origin = publicApiUrl.replace(/\/+$/, '');
  return absolute.startsWith(`${origin}/`) ? absolute.slice(origin.length) : absolute;
}
