// @vitest-environment node
/**
 * The Latin Inter file is cut to the weights the site sets (decision 048): its weight axis must cover
 * every weight the stylesheets and components ask for, or that text silently renders at the axis's end.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(__dirname, '..');
const INTER = path.join(__dirname, 'inter-latin-wght-subset.woff2');

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

/** The `wght` axis range in a WOFF2 file's fvar table (table index 47 in WOFF2's known tags). */
function weightAxis(file: Buffer): { min: number; max: number } {
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let offset = 48;
  let streamOffset = 0;
  let fvar: { start: number; length: number } | undefined;
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
    if (tagIndex === 47 || tag === 'fvar') fvar = { start: streamOffset, length };
    streamOffset += length;
  }
  const tables = brotliDecompressSync(file.subarray(offset, offset + compressedSize));
  if (!fvar) throw new Error('no fvar table: not a variable font');
  const table = tables.subarray(fvar.start, fvar.start + fvar.length);
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

describe('the Latin Inter file', () => {
  it('reads the weight axis of a WOFF2 file', () => {
    expect(weightAxis(readFileSync(INTER))).toEqual({ min: 400, max: 900 });
  });

  it('covers every weight the site uses', () => {
    const { min, max } = weightAxis(readFileSync(INTER));
    const used = [...weightsInUse()].sort();
    expect(used).toContain(400);
    expect(used).toContain(900);
    expect(used.filter((weight) => weight < min || weight > max)).toEqual([]);
  });

  it('stays within its 28 KB budget (it is preloaded on every page)', () => {
    expect(statSync(INTER).size).toBeLessThanOrEqual(28_000);
  });
});
