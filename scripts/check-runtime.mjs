#!/usr/bin/env node
/**
 * The runtime guard. Stride runs on the Node LTS pinned as the root `node` devDependency: npm scripts put
 * node_modules/.bin first on PATH, so `npm start`, `npm test` and everything they spawn run on it even when
 * the system Node is older (decision 023). Run directly (`npm run runtime`) it prints the Node in use;
 * imported, `assertRuntime()` stops a script started on an unsupported Node with a clear message instead
 * of failing later inside a dependency (pg-boss needs ≥ 22.12, oidc-provider warns on older ones).
 */
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const MIN_MAJOR = 22;

/** Exits with a message when this process runs on a Node older than the product supports. */
export function assertRuntime() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MIN_MAJOR) return;
  console.error(
    `Stride needs Node ≥ ${MIN_MAJOR} (the pinned LTS is installed by \`npm install\`); this is ${process.version}. ` +
      'Run it through npm (`npm start`, `npm test`, `npm run …`), which uses node_modules/.bin/node.',
  );
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  assertRuntime();
  console.log(`node ${process.version} (${process.execPath})`);
}
