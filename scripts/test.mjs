#!/usr/bin/env node
/**
 * `npm test`: the whole suite in one command.
 *   0. static checks: TypeScript (strict, every workspace) and ESLint;
 *   1. vitest: shared rules, API integration tests (PGlite per test file, or PostgreSQL when
 *      TEST_DATABASE_URL is set) and web units, in parallel workers;
 *   2. the browser journeys: installs Chromium if missing, builds the product once, and runs Playwright
 *      against it started exactly as `npm start` starts it (on spare ports, with a fresh data dir).
 * Pass --unit to stop after step 1, --e2e to run only step 2.
 */
import { spawnSync } from 'node:child_process';
import { assertRuntime } from './check-runtime.mjs';

assertRuntime();

const args = new Set(process.argv.slice(2));
const unit = !args.has('--e2e');
const e2e = !args.has('--unit');

function step(title, cmd, cmdArgs, env = process.env) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(r.status ?? 1);
  }
}

if (unit) {
  step('typecheck', 'npm', ['run', 'typecheck']);
  step('lint', 'npm', ['run', 'lint']);
  step('unit and API tests (vitest)', 'npm', ['run', 'test:unit']);
}
if (e2e) {
  step('Chromium for browser journeys', process.execPath, ['scripts/ensure-chromium.mjs']);
  step('production build', 'npm', ['run', 'build']);
  // Deterministic page weight from the build's route manifest (no server): fails over budget (decision 026).
  step('JavaScript page-weight budget', process.execPath, ['apps/web/scripts/page-weight.mjs', '--check']);
  // Public pages' HTML from the built product on fresh seed data (its own ports): fails over budget (decision 033).
  step('HTML weight budget', process.execPath, ['apps/web/scripts/html-weight.mjs', '--check']);
  // The back office's sign-in screen loads a few KiB, never react-admin (decision 036).
  step('back-office first-screen budget', process.execPath, ['apps/admin/scripts/first-screen-weight.mjs', '--check']);
  step('browser journeys (Playwright)', 'npm', [
    'exec',
    '--',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
}
