/**
 * Brotli at its highest quality, for text compressed once and sent many times (decision 046): the build's
 * twins of its files (scripts/precompress.mjs) and each page the anonymous page cache keeps. Runs on
 * libuv's pool, not the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** `text` compressed with Brotli (quality 11, text mode). */
export function brotliText(text: string | Buffer): Promise<Buffer> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
