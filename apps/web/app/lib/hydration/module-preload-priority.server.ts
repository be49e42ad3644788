import { Transform } from 'node:stream';

const NEEDLE = Buffer.from('<link rel="modulepreload"');
const REPLACEMENT = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * Marks React Router's `<link rel="modulepreload">` hints `fetchpriority="low"` as the HTML streams out
 * (decision 037).
 *
 * Every page is complete without JavaScript and the client entry takes over only after the first
 * painted frame, so the modules must not compete with what paints first (the stylesheet, the preloaded
 * font, the LCP image). Chromium gives module preloads High priority, which Lighthouse's simulation
 * also counts as render-blocking: the ~80 KiB of modules were simulated as holding up FCP and LCP.
 * React Router writes these links itself (no option for a priority), so the bytes are rewritten here;
 * a tag split across two chunks is carried over to the next one.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const input = Buffer.concat([carry, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = input.indexOf(NEEDLE); at !== -1; at = input.indexOf(NEEDLE, from)) {
        parts.push(input.subarray(from, at), REPLACEMENT);
        from = at + NEEDLE.length;
      }
      // Keep back a tail that could be the start of a tag completed by the next chunk.
      let keep = Math.min(NEEDLE.length - 1, input.length - from);
      while (keep > 0 && !NEEDLE.subarray(0, keep).equals(input.subarray(input.length - keep))) keep -= 1;
      parts.push(input.subarray(from, input.length - keep));
      carry = Buffer.from(input.subarray(input.length - keep));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}
