/**
 * What an `<img>` of an update's photo needs beyond its URL (issue 18 items 10 and 13, decision 025):
 * a `srcset` of the renditions the API lists with their real widths, and the alt text — the author's
 * description or one made from the horse and update, never the file name.
 */
import { type PhotoContext, type PostAsset, assetAltText } from '@stride/shared';

/** `srcset` from the asset's renditions (resolved for the browser), or undefined when there are none. */
export function photoSrcSet(
  asset: Pick<PostAsset, 'renditions'>,
  resolve: (url: string) => string | null,
): string | undefined {
  const entries = (asset.renditions ?? [])
    .map((rendition) => {
      const url = resolve(rendition.url);
      return url ? `${url} ${rendition.width}w` : null;
    })
    .filter((entry): entry is string => entry !== null);
  return entries.length > 0 ? entries.join(', ') : undefined;
}

/** The widest rendition's width (the photo's own width when smaller): a photo is never drawn wider. */
export function photoNaturalWidth(asset: Pick<PostAsset, 'renditions' | 'width'>): number | null {
  const widths = (asset.renditions ?? []).map((rendition) => rendition.width);
  return widths.length > 0 ? Math.max(...widths) : asset.width;
}

/** Alt text of photo `index` of an update's photos. */
export function photoAlt(
  asset: Pick<PostAsset, 'description'>,
  post: { horse?: { name: string } | null; syndicate?: { name: string } | null },
  index: number,
  count: number,
): string {
  const context: PhotoContext = {
    horseName: post.horse?.name ?? null,
    syndicateName: post.syndicate?.name ?? null,
    index,
    count,
  };
  return assetAltText(asset, context);
}
