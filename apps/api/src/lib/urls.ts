/**
 * Absolute URLs for things the API serves, so every presenter builds them the same way.
 */

/** URL of a public stored file on the API origin, or null when there is no file. */
export function publicMediaUrl(origin: string, key: string | null | undefined): string | null {
  if (!key) return null;
  return `${origin.replace(/\/$/, '')}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The small rendition's key of an image key (`x/logo.webp` → `x/logo.small.webp`). */
export function smallKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? `${key.slice(0, dot)}.small${key.slice(dot)}` : `${key}.small`;
}

/** `{ url, smallUrl }` for an image stored with a small rendition beside it, or null. */
export function imageUrls(origin: string, key: string | null | undefined): { url: string; smallUrl: string } | null {
  if (!key) return null;
  return { url: publicMediaUrl(origin, key)!, smallUrl: publicMediaUrl(origin, smallKey(key))! };
}
