// @vitest-environment node
/**
 * The Latin Inter files are cut to the weights the site sets (decision 048): their weight axis must cover
 * every weight the stylesheets and components ask for, or that text silently renders at the axis's end.
 * They split fontsource's Latin range in two (decision 059): the preloaded core and the rest, fetched only
 * for a page that shows one of its characters. Each file must hold exactly the characters its
 * `@font-face` claims, and the two faces together must cover fontsource's Latin face, which is never
 * fetched.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { faceRange } from './face-range.testing';

const APP = path.resolve(__dirname, '..');
const CORE = path.join(__dirname, 'inter-latin-core-wght-subset.woff2');
const REST = path.join(__dirname, 'inter-latin-rest-wght-subset.woff2');
const FONTSOURCE = path.dirname(require.resolve('@fontsource-variable/inter/wght.css'));

/** Tailwind's font-weight utilities (the theme's --font-weight-* values). */
const UTILITY_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/** Reads a UIntBase128 (WOFF2 §4.1) at `offset`; returns the value and the next offset. */
function base128(bytes: Buffer, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = bytes[offset + i]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new Error('bad UIntBase128');
}

/** The tables of a WOFF2 file that are stored untransformed (cmap, fvar), by WOFF2's known-tag index. */
function woff2Tables(file: Buffer): { cmap?: Buffer; fvar?: Buffer } {
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let offset = 48;
  let streamOffset = 0;
  const found: Record<string, { start: number; length: number }> = {};
  for (let t = 0; t < numTables; t += 1) {
    const flags = file[offset]!;
    offset += 1;
    const tagIndex = flags & 0x3f;
    let tag = '';
    if (tagIndex === 63) {
      tag = file.toString('latin1', offset, offset + 4);
      offset += 4;
    }
    let length: number;
    [length, offset] = base128(file, offset);
    const transform = flags >> 6;
    // glyf (10) and loca (11) are transformed with version 0; other tables with any version but 0.
    const transformed = tagIndex === 10 || tagIndex === 11 ? transform === 0 : transform !== 0;
    if (transformed) [length, offset] = base128(file, offset);
    if (tagIndex === 0 || tag === 'cmap') found.cmap = { start: streamOffset, length };
    if (tagIndex === 47 || tag === 'fvar') found.fvar = { start: streamOffset, length };
    streamOffset += length;
  }
  const tables = brotliDecompressSync(file.subarray(offset, offset + compressedSize));
  const table = (at?: { start: number; length: number }) =>
    at && tables.subarray(at.start, at.start + at.length);
  return { cmap: table(found.cmap), fvar: table(found.fvar) };
}

/** The `wght` axis range in a WOFF2 file's fvar table. */
function weightAxis(file: Buffer): { min: number; max: number } {
  const table = woff2Tables(file).fvar;
  if (!table) throw new Error('no fvar table: not a variable font');
  const axesOffset = table.readUInt16BE(4);
  const axisCount = table.readUInt16BE(8);
  const axisSize = table.readUInt16BE(10);
  for (let a = 0; a < axisCount; a += 1) {
    const at = axesOffset + a * axisSize;
    if (table.toString('latin1', at, at + 4) === 'wght')
      return { min: table.readInt32BE(at + 4) / 65536, max: table.readInt32BE(at + 12) / 65536 };
  }
  throw new Error('no wght axis');
}

/** The code points a WOFF2 file maps to glyphs (its cmap's Unicode BMP subtable, format 4). */
function codePoints(file: Buffer): Set<number> {
  const cmap = woff2Tables(file).cmap!;
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(at) !== 4) continue;
    const segments = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      const end = cmap.readUInt16BE(ends + s * 2);
      const begin = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      for (let c = begin; c <= end && c !== 0xffff; c += 1) {
        const glyph = rangeOffset
          ? cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - begin) * 2)
          : (c + delta) & 0xffff;
        if (glyph !== 0) points.add(c);
      }
    }
  }
  return points;
}

/** The code points of `inter` that `range` also holds, as a sorted list (for readable failures). */
const within = (points: Set<number>, range: Set<number>) =>
  [...points].filter((c) => range.has(c)).sort((a, b) => a - b);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

/** Every font weight the app's components and stylesheets set, outside @font-face rules. */
function weightsInUse(): Set<number> {
  const weights = new Set<number>();
  for (const file of sources(APP)) {
    const text = readFileSync(file, 'utf8').replace(/@font-face\s*{[^}]*}/g, '');
    for (const [, name] of text.matchAll(
      /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
    ))
      weights.add(UTILITY_WEIGHTS[name!]!);
    for (const [, value] of text.matchAll(/font-weight:\s*(\d{3})\b/g)) weights.add(Number(value));
  }
  return weights;
}

describe('the Latin Inter files', () => {
  it('read the weight axis of a WOFF2 file', () => {
    expect(weightAxis(readFileSync(CORE))).toEqual({ min: 400, max: 900 });
    expect(weightAxis(readFileSync(REST))).toEqual({ min: 400, max: 900 });
  });

  it('cover every weight the site uses', () => {
    const { min, max } = weightAxis(readFileSync(CORE));
    const used = [...weightsInUse()].sort();
    expect(used).toContain(400);
    expect(used).toContain(900);
    expect(used.filter((weight) => weight < min || weight > max)).toEqual([]);
  });

  it('the preloaded core stays within its 21 KB budget (it is fetched by every page)', () => {
    expect(statSync(CORE).size).toBeLessThanOrEqual(21_000);
  });

  it("split fontsource's Latin face between them: disjoint, together the whole of it", () => {
    const css = readFileSync(path.join(APP, 'app.css'), 'utf8');
    const core = faceRange(css, 'inter-latin-core-wght-subset');
    const rest = faceRange(css, 'inter-latin-rest-wght-subset');
    const latin = faceRange(readFileSync(path.join(FONTSOURCE, 'wght.css'), 'utf8'), 'inter-latin-wght');
    expect(within(core, rest)).toEqual([]);
    expect([...latin].filter((c) => !core.has(c) && !rest.has(c))).toEqual([]);
    expect([...core, ...rest].filter((c) => !latin.has(c))).toEqual([]);
  });

  it('each hold exactly the characters of fontsource’s file that their face claims', () => {
    const css = readFileSync(path.join(APP, 'app.css'), 'utf8');
    const source = codePoints(readFileSync(path.join(FONTSOURCE, 'files/inter-latin-wght-normal.woff2')));
    for (const [file, name] of [
      [CORE, 'inter-latin-core-wght-subset'],
      [REST, 'inter-latin-rest-wght-subset'],
    ] as const) {
      const claimed = faceRange(css, name);
      const held = codePoints(readFileSync(file));
      expect(within(held, claimed), name).toEqual([...held].sort((a, b) => a - b));
      expect(within(source, claimed), name).toEqual(within(held, claimed));
    }
  });
});
