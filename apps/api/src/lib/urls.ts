/**
 * Absolute URLs for things the API serves, so every presenter builds them the same way.
 */

/** URL of a public stored file on the API origin, or null when there is no file. */
export function publicMediaUrl(origin: string, key: string | null | undefined): string | null {
  if (!key) return null;
  return `${origin.replace(/\/$/, '')}/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** A rendition's key of an image key (`x/logo.webp`, small → `x/logo.small.webp`). */
function renditionKey(key: string, rendition: 'small' | 'medium'): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/')
    ? `${key.slice(0, dot)}.${rendition}${key.slice(dot)}`
    : `${key}.${rendition}`;
}

/** The small rendition's key of an image key (`x/logo.webp` → `x/logo.small.webp`). */
export function smallKey(key: string): string {
  return renditionKey(key, 'small');
}

/** The medium rendition's key of an image key (`x/logo.webp` → `x/logo.medium.webp`; decision 048). */
export function mediumKey(key: string): string {
  return renditionKey(key, 'medium');
}

/** The image a medium rendition's key belongs to (`x/logo.medium.webp` → `x/logo.webp`), or null. */
export function keyOfMedium(key: string): string | null {
  const match = /^(.*[^/])\.medium(\.[^./]+)?$/.exec(key);
  return match ? `${match[1]}${match[2] ?? ''}` : null;
}

/** `{ url, mediumUrl, smallUrl }` for an image stored with its renditions beside it, or null. */
export function imageUrls(
  origin: string,
  key: string | null | undefined,
): { url: string; mediumUrl: string; smallUrl: string } | null {
  if (!key) return null;
  return {
    url: publicMediaUrl(origin, key)!,
    mediumUrl: publicMediaUrl(origin, mediumKey(key))!,
    smallUrl: publicMediaUrl(origin, smallKey(key))!,
  };
}
