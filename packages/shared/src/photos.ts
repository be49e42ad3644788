/**
 * Photos of updates: their alt text and the shape they are drawn in (issue 18 items 10 and 13, decision
 * 025). Every photo has a text alternative — the author's description, else one made from the horse and
 * the update, never the file name — and keeps its own aspect ratio within sensible bounds.
 */

/** Longest description (alt text) an author may give a photo. */
export const ASSET_DESCRIPTION_MAX_LENGTH = 300;

/** Narrowest (portrait) and widest (panorama) aspect ratios a feed photo is drawn in; beyond them it is cropped. */
export const PHOTO_MIN_ASPECT_RATIO = 4 / 5;
export const PHOTO_MAX_ASPECT_RATIO = 16 / 9;
/** Drawn when the size is unknown (photos still processing). */
export const PHOTO_DEFAULT_ASPECT_RATIO = 16 / 10;

/** width / height clamped to [4:5, 16:9]; the default when either is unknown. */
export function photoAspectRatio(
  width: number | null | undefined,
  height: number | null | undefined,
): number {
  if (!width || !height || width <= 0 || height <= 0) return PHOTO_DEFAULT_ASPECT_RATIO;
  return Math.min(PHOTO_MAX_ASPECT_RATIO, Math.max(PHOTO_MIN_ASPECT_RATIO, width / height));
}

/** What alt text is made from when the author gave no description. */
export interface PhotoContext {
  horseName?: string | null;
  syndicateName?: string | null;
  /** 0-based position among the update's photos, and how many there are. */
  index?: number;
  count?: number;
}

/**
 * The alt text of a photo: its description when it has one, else "Photo of {horse} from the {syndicate}
 * update" (with "2 of 3" when there are several). Never the file name, which says nothing to a listener.
 */
export function assetAltText(asset: { description?: string | null }, context: PhotoContext = {}): string {
  const description = asset.description?.trim();
  if (description) return description;
  const subject = context.horseName?.trim() ? `Photo of ${context.horseName.trim()}` : 'Photo';
  const from = context.syndicateName?.trim()
    ? ` from the ${context.syndicateName.trim()} update`
    : ' from the update';
  const position =
    context.count !== undefined && context.count > 1 && context.index !== undefined
      ? ` (${context.index + 1} of ${context.count})`
      : '';
  return `${subject}${from}${position}`;
}
