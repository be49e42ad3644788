/**
 * Image URLs from the API are either absolute or relative to the API origin (local storage driver).
 * Returns an URL the browser can load: absolute ones unchanged, relative ones prefixed with PUBLIC_API_URL.
 */
export function mediaUrl(url: string | null | undefined, publicApiUrl: string): string | null {
  if (!url) return null;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  return `${publicApiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
