/**
 * Turns the demo artwork (SVG strings from ./art) into image files with sharp: a full rendition and the
 * small (and, for public images, medium) ones the presenters expect beside it (`x.webp`, `x.small.webp`,
 * `x.medium.webp`; decision 048).
 */
import sharp from 'sharp';

/** An encoded image and its small rendition, ready to be stored. */
export interface RenderedImage {
  full: Buffer;
  /** Only when `mediumWidth` was asked for (public images; post photos have renditions of their own). */
  medium?: Buffer;
  small: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

export interface RenderOptions {
  format: 'webp' | 'jpeg';
  /** Width of the full rendition (the SVG is drawn at its own size, then scaled). */
  width: number;
  mediumWidth?: number;
  smallWidth: number;
}

/** Rasterises an SVG once and encodes it at `width`, `smallWidth` and, if given, `mediumWidth`. */
export async function renderSvg(svg: string, options: RenderOptions): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width: options.width })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (image: sharp.Sharp) =>
    options.format === 'webp'
      ? image.webp({ quality: 80, effort: 3 }).toBuffer()
      : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const { mediumWidth } = options;
  const [full, small, medium] = await Promise.all([
    encode(sharp(data, raw)),
    encode(sharp(data, raw).resize({ width: options.smallWidth })),
    mediumWidth ? encode(sharp(data, raw).resize({ width: mediumWidth })) : undefined,
  ]);
  return {
    full,
    ...(medium ? { medium } : {}),
    small,
    width: info.width,
    height: info.height,
    contentType: options.format === 'webp' ? 'image/webp' : 'image/jpeg',
    extension: options.format === 'webp' ? 'webp' : 'jpg',
  };
}

/** Rasterises an SVG to PNG at its own size (frames and sprites for the demo video). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Runs `task` over `items` with at most `limit` in flight (sharp and ffmpeg share two cores). */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
