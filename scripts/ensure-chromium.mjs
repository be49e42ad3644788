#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the browser journeys (Playwright never downloads its
 * own browser here). Installs it with apt-get when missing; needs root, as on CI and dev machines.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package…`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq chromium fonts-liberation`, { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error('Chromium installation failed');
  process.exit(1);
}
