/**
 * Longest side of the API's small image rendition (lists, cards, feed) and of the full one: the API
 * resizes to them and the web states them as `srcset` widths. Kept apart from the zod schemas so a
 * browser bundle that needs only these numbers does not keep zod (decision 026).
 */
export const IMAGE_SMALL_SIZE = 640;
export const IMAGE_FULL_SIZE = 1920;

/**
 * Widths of a public image's renditions (a syndicate's banner and logo, a horse's photo; decision 048):
 * small for cards and logos, medium for a phone's full-width hero (412 px at 1.75× wants ~720), full
 * for wide screens. The API stores `x.small.webp`, `x.medium.webp` and `x.webp` no wider than these and
 * the web states them as `srcset` widths.
 */
export const PUBLIC_IMAGE_WIDTHS = { small: 400, medium: 800, full: 1600 } as const;
