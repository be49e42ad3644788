import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './module-preload-priority.server';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
    lowPriorityModulePreloads(),
  ))
    out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

const HTML =
  '<head><link rel="modulepreload" href="/a.js" nonce="n"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body>é rel="modulepreload" stays</body>';
const EXPECTED = HTML.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload link low priority and leaves the rest alone', async () => {
    expect(await through([HTML])).toBe(EXPECTED);
  });

  it('rewrites a tag split across chunks at any point, keeping every byte', async () => {
    for (let cut = 1; cut < HTML.length; cut += 1) {
      expect(await through([HTML.slice(0, cut), HTML.slice(cut)])).toBe(EXPECTED);
    }
  });

  it('keeps a trailing partial tag at the end of the stream', async () => {
    expect(await through(['<p>x</p><link rel="modu'])).toBe('<p>x</p><link rel="modu');
  });
});
