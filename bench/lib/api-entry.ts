/**
 * Which API a bench starts: the compiled `apps/api/dist/server.js`, what `npm start` and a deployment run
 * (scripts/start.mjs). Until the eighteenth session the benches ran `apps/api/src/server.ts` through tsx,
 * whose esbuild transform keeps function names with a `__name(fn, "…")` call wherever a named closure is
 * created: per request on hot paths, and the feed read 25–27 % of the same bytes that way against 29–33 %
 * for the build, back to back on one host. BENCH_API_SOURCE=1 runs the source (no build needed).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './harness.js';

/** The projects the API's build compiles: each one's sources (tests excluded, as its tsconfig does). */
const PROJECTS = ['apps/api', 'packages/shared'];

function newestSource(dir: string): { file: string; mtimeMs: number } {
  let newest = { file: '', mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'test') continue;
      const inner = newestSource(file);
      if (inner.mtimeMs > newest.mtimeMs) newest = inner;
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const { mtimeMs } = statSync(file);
      if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
    }
  }
  return newest;
}

/**
 * The node arguments that start the API, after `extra` (profiling flags): the build, unless
 * BENCH_API_SOURCE=1. Throws when the build is missing or older than a source file, so a bench never
 * measures code that is not the tree's.
 */
export function apiServerArgs(extra: readonly string[] = []): string[] {
  if (process.env.BENCH_API_SOURCE === '1')
    return [...extra, '--import', 'tsx', '--conditions=source', 'apps/api/src/server.ts'];
  for (const project of PROJECTS) {
    const info = `${project}/tsconfig.tsbuildinfo`;
    let builtAt: number;
    try {
      builtAt = statSync(path.join(REPO_ROOT, info)).mtimeMs;
    } catch {
      throw new Error(`${info} is missing: run \`npm run build\` first (or BENCH_API_SOURCE=1)`);
    }
    const newest = newestSource(path.join(REPO_ROOT, project, 'src'));
    if (newest.mtimeMs > builtAt)
      throw new Error(
        `${path.relative(REPO_ROOT, newest.file)} is newer than the API's build: run \`npm run build\` first (or BENCH_API_SOURCE=1)`,
      );
  }
  return [...extra, 'apps/api/dist/server.js'];
}
