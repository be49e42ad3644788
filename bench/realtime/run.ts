/**
 * bench/realtime: N authenticated sockets against one API instance on loopback, then a chat message
 * posted to the syndicate's group chat (POST /api/chats/{id}/messages, the real pipeline: HTTP, database,
 * domain event, websockets processor, Socket.IO fan-out). Per step: delivery latency p50/p99/max from the
 * POST to each socket's MessageCreate, how many arrived, and the server's memory (RSS, heap after GC).
 * The same steps run against a bare Socket.IO server (baseline-server.mjs) in the same run, for ratios.
 *
 *   npm run bench:realtime                                  (steps 1000, 5000, 10000; 5 messages each)
 *   BENCH_STEPS=1000 BENCH_MESSAGES=10 npm run bench:realtime
 *   BENCH_BASELINE=0 npm run bench:realtime                 (skip the baseline)
 *
 * Each step first sends one uncounted warm-up message.
 * Bounded: loopback only, at most 12,000 sockets, 100 handshakes in flight, 60 s per message.
 * Clients all live in this one process, so their own event loop is part of the measured latency.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { REPO_ROOT } from '../lib/harness.js';

const MAX_SOCKETS = 12_000;
const steps = (process.env.BENCH_STEPS ?? '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const messagesPerStep = Number(process.env.BENCH_MESSAGES ?? 5);
const withBaseline = process.env.BENCH_BASELINE !== '0';
const largest = steps.at(-1) ?? 0;
if (largest > MAX_SOCKETS) throw new Error(`bench/realtime: at most ${MAX_SOCKETS} sockets`);

interface Ready {
  type: 'ready';
  url: string;
  chatId: number;
  managerToken: string;
  tokens: string[];
}
interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  sockets: number;
}
interface Row {
  target: string;
  sockets: number;
  connectSeconds: number;
  p50: number;
  p99: number;
  max: number;
  delivered: string;
  rssMb: number;
  heapMb: number;
}

function startChild(script: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(path.join(REPO_ROOT, script), [], {
    cwd: REPO_ROOT,
    execArgv: [
      '--expose-gc',
      '--max-old-space-size=4096',
      ...(script.endsWith('.ts') ? ['--import', 'tsx', '--conditions=source'] : []),
    ],
    env: { ...process.env, BENCH_USERS: String(largest) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', function onReady(message: Ready) {
      if (message.type !== 'ready') return;
      child.off('message', onReady);
      resolve({ child, ready: message });
    });
  });
}

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    child.on('message', function onAnswer(message: { type: string }) {
      if (message.type !== type) return;
      child.off('message', onAnswer);
      resolve(message as T);
    });
    child.send({ type });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One measured round: arrival times per socket for the message whose body is `marker`. */
let round: { marker: string; t0: number; latencies: number[]; expected: number; done: () => void } | null =
  null;

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('MessageCreate', (payload: { message: { body: string } }) => {
    if (!round || payload.message.body !== round.marker) return;
    round.latencies.push(performance.now() - round.t0);
    if (round.latencies.length === round.expected) round.done();
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function connectMany(url: string, tokens: string[], into: Socket[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      into.push(await connect(url, token));
    }
  };
  await Promise.all(Array.from({ length: 100 }, worker));
}

async function post(target: string, ready: Ready, marker: string): Promise<void> {
  const res =
    target === 'baseline'
      ? await fetch(`${ready.url}/emit`, { method: 'POST', body: JSON.stringify({ marker }) })
      : await fetch(`${ready.url}/api/chats/${ready.chatId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${ready.managerToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: marker }),
        });
  if (res.status !== 201) throw new Error(`${target}: POST answered ${res.status} ${await res.text()}`);
}

async function runTarget(target: 'api' | 'baseline', script: string): Promise<Row[]> {
  const { child, ready } = await startChild(script);
  const sockets: Socket[] = [];
  const rows: Row[] = [];
  try {
    for (const step of steps) {
      const started = performance.now();
      await connectMany(ready.url, ready.tokens.slice(sockets.length, step), sockets);
      const connectSeconds = (performance.now() - started) / 1000;
      const memory = await ask<Memory>(child, 'memory');
      const latencies: number[] = [];
      let arrived = 0;
      // Round -1 warms up (JIT, database caches) and is not counted.
      for (let k = -1; k < messagesPerStep; k++) {
        const marker = `bench ${step} #${k}`;
        const finished = new Promise<void>((resolve) => {
          round = { marker, t0: 0, latencies: [], expected: sockets.length, done: resolve };
        });
        const current = round!;
        const limit = new Promise<void>((resolve) => setTimeout(resolve, 60_000).unref());
        current.t0 = performance.now();
        await post(target, ready, marker);
        await Promise.race([finished, limit]);
        if (k >= 0) {
          latencies.push(...current.latencies);
          arrived += current.latencies.length;
        }
        round = null;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      latencies.sort((a, b) => a - b);
      rows.push({
        target,
        sockets: memory.sockets,
        connectSeconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
        delivered: `${arrived}/${step * messagesPerStep}`,
        rssMb: memory.rss / 1_048_576,
        heapMb: memory.heapUsed / 1_048_576,
      });
      console.log(`${target}: ${step} sockets done`);
    }
  } finally {
    for (const socket of sockets) socket.close();
    child.removeAllListeners('exit');
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  return rows;
}

const api = await runTarget('api', 'bench/realtime/api-server.ts');
const baseline = withBaseline ? await runTarget('baseline', 'bench/realtime/baseline-server.mjs') : [];

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
console.log(
  `\nbench/realtime — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${messagesPerStep} messages per step, one client process`,
);
console.log(
  '| target | sockets | connect s | p50 ms | p99 ms | max ms | delivered | server RSS MB | heap MB | p50 × baseline |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of [...api, ...baseline]) {
  const base = baseline.find((b) => b.sockets === row.sockets);
  const ratio = row.target === 'api' && base ? f(row.p50 / base.p50) : '';
  console.log(
    `| ${row.target} | ${row.sockets} | ${f(row.connectSeconds)} | ${f(row.p50)} | ${f(row.p99)} | ${f(row.max)} | ${row.delivered} | ${f(row.rssMb, 0)} | ${f(row.heapMb, 0)} | ${ratio} |`,
  );
}
process.exit(0);
