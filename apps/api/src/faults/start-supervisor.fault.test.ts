/**
 * Fault: one of `npm start`'s processes dies (issue 17, decision 023). scripts/start.mjs restarts the
 * crashed child with backoff and logs why, instead of stopping the whole product; SIGTERM still stops
 * everything. The children are small stand-ins (START_API_SCRIPT / START_WEB_SCRIPT): an "API" that
 * answers /readyz and crashes once, and a "web server" that just runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../test/wait-until.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'stride-supervisor-'));
// Ports of this range (20800–20999), away from the e2e and fault-test servers.
const apiPort = 20961;
const webPort = 20962;

writeFileSync(
  path.join(dir, 'api.mjs'),
  `import http from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
const marker = ${JSON.stringify(path.join(dir, 'crashed-once'))};
const server = http.createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');
console.log('fake api up');
if (!existsSync(marker)) {
  writeFileSync(marker, '1');
  setTimeout(() => { console.error('fake api: simulated crash'); process.exit(3); }, 500);
}
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`,
);
writeFileSync(
  path.join(dir, 'web.mjs'),
  `setInterval(() => {}, 1000); process.on('SIGTERM', () => process.exit(0));\n`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fault: a child of npm start crashes', () => {
  it('is restarted with backoff and the reason is logged; SIGTERM stops the product', async () => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      env: {
        ...process.env,
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        START_API_SCRIPT: path.join(dir, 'api.mjs'),
        START_WEB_SCRIPT: path.join(dir, 'web.mjs'),
        RESTART_BASE_DELAY_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitUntil(() => output.split('fake api up').length - 1 >= 2, 'the API restarted', 20_000);
      expect(output).toContain('[api] fake api: simulated crash');
      expect(output).toMatch(/\[api\] exited with code 3 after \d+ s; restarting in 200 ms/);
      expect(output).toContain('Stride: web');
      await waitUntil(
        async () => (await fetch(`http://127.0.0.1:${apiPort}/readyz`).catch(() => null))?.ok === true,
        'API answers again',
      );
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 40_000);
});
