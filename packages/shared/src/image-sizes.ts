/**
 * Longest side of the API's small image rendition (lists, cards, feed) and of the full one: the API
 * resizes to them and the web states them as `srcset` widths. Kept apart from the zod schemas so a
 * browser bundle that needs only these numbers does not keep zod (decision 026).
 */
export const IMAGE_SMALL_SIZE = 640;
export const IMAGE_FULL_SIZE = 1920;
