import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyRuntimeFlags, RUNTIME_FLAGS, runtimeFlagsKnown } from './runtime-flags.js';

const moduleUrl = new URL('./runtime-flags.ts', import.meta.url).href;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a child Node that (optionally) imports runtime-flags.ts, then drops 400 MiB of 64 KiB Buffers —
 * what the socket hands an upload — keeping only the last 64, and counts V8's collections by kind.
 */
function collectionsWhileDroppingBuffers(withFlags: boolean): { minor: number; major: number } {
  const script = `
    ${withFlags ? `await import(${JSON.stringify(moduleUrl)});` : ''}
    const { PerformanceObserver, constants } = await import('node:perf_hooks');
    const counts = { minor: 0, major: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minor += 1;
        if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.major += 1;
      }
    }).observe({ entryTypes: ['gc'] });
    const recent = [];
    for (let i = 0; i < 6400; i += 1) {
      recent.push(Buffer.alloc(65536, i));
      if (recent.length > 64) recent.shift();
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.stdout.write(JSON.stringify(counts));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as { minor: number; major: number };
}

describe('runtime flags (decision 040)', () => {
  it("are known to this Node's V8 and apply without throwing", () => {
    expect(RUNTIME_FLAGS).toContain('--external-memory-accounted-in-global-limit');
    expect(runtimeFlagsKnown()).toBe(true);
    expect(() => applyRuntimeFlags()).not.toThrow();
  });

  it('let young-generation collections reclaim dropped socket-sized Buffers instead of full collections', () => {
    // Without the flag, every ~64 MiB of Buffer memory trips V8's separate external-memory limit and a
    // full mark-compact of the whole heap; with it, that memory counts in the global limit and the cheap
    // scavenges of the young generation free the dead Buffers.
    const without = collectionsWhileDroppingBuffers(false);
    const withFlags = collectionsWhileDroppingBuffers(true);
    // (Measured: 5–6 full collections without, 0–1 with — the child's start-up may cost one.)
    expect(without.major).toBeGreaterThanOrEqual(3);
    expect(withFlags.major).toBeLessThanOrEqual(1);
    expect(withFlags.minor).toBeGreaterThan(0);
  });
});
