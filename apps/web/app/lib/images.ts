/**
 * `srcset` for a public API image (a banner, a horse's photo): its small, medium and full renditions
 * with the widths the API renders them at (PUBLIC_IMAGE_WIDTHS, decision 048), so a phone's full-width
 * hero fetches the medium one and wide screens the full one (issue 19).
 */
import { PUBLIC_IMAGE_WIDTHS } from '@stride/shared';

/** The srcset of a small + medium + full set; undefined when any is missing (then `src` alone is used). */
export function imageSrcSet(
  small: string | null | undefined,
  medium: string | null | undefined,
  full: string | null | undefined,
): string | undefined {
  if (!small || !medium || !full) return undefined;
  const { small: s, medium: m, full: f } = PUBLIC_IMAGE_WIDTHS;
  return `${small} ${s}w, ${medium} ${m}w, ${full} ${f}w`;
}
