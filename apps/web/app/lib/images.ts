/**
 * `srcset` for an API image: its small and full renditions with their real widths (the API sizes them by
 * their longest side, IMAGE_SMALL_SIZE and IMAGE_FULL_SIZE), so phones fetch the small one (issue 19).
 */
import { IMAGE_FULL_SIZE, IMAGE_SMALL_SIZE } from '@stride/shared';

/** The srcset of a small + full pair; undefined when either is missing (then `src` alone is used). */
export function imageSrcSet(
  small: string | null | undefined,
  full: string | null | undefined,
): string | undefined {
  if (!small || !full) return undefined;
  return `${small} ${IMAGE_SMALL_SIZE}w, ${full} ${IMAGE_FULL_SIZE}w`;
}
