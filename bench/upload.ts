/**
 * bench/upload: the publishing pipeline against bare baselines, in one run (decisions 012, 035).
 *
 *   npm run bench:upload
 *   BENCH_UPLOAD_MB=100 BENCH_VIDEO_SECONDS=10 npm run bench:upload   (a quicker run)
 *   BENCH_CPU_PROF=/tmp/upload.cpuprofile npm run bench:upload          (the API's profile of the last upload)
 *   BENCH_UPLOAD_ROUNDS=5 npm run bench:upload                         (rounds; medians are printed, default 3)
 *
 * 1. A 400 MB file uploaded through the local storage driver exactly as a browser does it (SPEC §7:
 *    pre-signed URLs, 5242880-byte parts PUT over HTTP to the API with 4 in flight, then complete with the
 *    magic-byte check), against two baselines measured in the same run:
 *    - raw disk write: this process writes the same 80 part buffers to one file with a write stream, then
 *      fsyncs it — the issue's budget (≥ 80 %) is against this row;
 *    - node:http, same bytes: bench/upload-baseline-server.mjs receives the very same PUTs from the very
 *      same client and writes each part at its offset of one file (no hashing, no checks, no database).
 *    The client is its own process (bench/upload-client.ts), so its CPU is not charged to the servers.
 * 2. The media job on a video (download from storage, HLS + poster, renditions stored), versus bare ffmpeg
 *    producing the same HLS from the same file.
 * The API runs in its own process (bench/upload-api-server.ts: in-memory PGlite, the local driver, the V8
 * flags of apps/api/src/server.ts) on BENCH_PORT_BASE + 1; the node:http baseline on BENCH_PORT_BASE + 2.
 * Each row also shows the CPU time (medians) of the process doing the work — the bench itself for the raw
 * write, each server for its upload (/proc/<pid>/stat) — and of the upload client (decision 040).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MULTIPART_PART_SIZE } from '@stride/shared';
import { runFfmpeg } from '../apps/api/src/media/ffmpeg.js';
import { videoToHls } from '../apps/api/src/media/renditions.js';
import { createLocalStorage } from '../apps/api/src/storage/local.js';
import { REPO_ROOT, nodeArgsFrom, startServer } from './lib/harness.js';
import { uploadParts } from './upload-parts.js';

const uploadBytes = Number(process.env.BENCH_UPLOAD_MB ?? 400) * 1024 * 1024;
const videoSeconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4940);
const PARALLEL_PARTS = 4;
const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
const work = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-upload-'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;
const ratio = (baselineMs: number, ms: number) => `${((baselineMs / ms) * 100).toFixed(0)} %`;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Runs bench/upload-client.ts in its own process with `env`; resolves with its JSON line. */
function runClient(
  env: Record<string, string>,
): Promise<{ ms: number; cpuMs: number; uploadId?: string; assetId?: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'bench/upload-client.ts'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, UPLOAD_BYTES: String(uploadBytes), CLIP: clip, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`upload client (${env.UPLOAD_MODE}) exited with ${code}`));
      resolve(
        JSON.parse(out.trim().split('\n').pop()!) as {
          ms: number;
          cpuMs: number;
          uploadId?: string;
          assetId?: number;
        },
      );
    });
  });
}

// The clip: a real MP4 (lavfi test pattern + tone), also the head of the big upload so it passes the
// magic-byte check; the rest of the 400 MB is filler parts.
const clip = path.join(work, 'clip.mp4');
console.log(`Generating a ${videoSeconds} s 1280×720 test video…`);
await runFfmpeg([
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=1280x720:rate=25:duration=${videoSeconds}`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${videoSeconds}`,
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-shortest',
  clip,
]);
const clipBytes = readFileSync(clip);
const { partCount, partBytes } = uploadParts(uploadBytes, clip);

// --- The API in its own process (bench/upload-api-server.ts), as production runs it ---
const storageDir = path.join(work, 'storage');
const storage = createLocalStorage(storageDir); // only to delete the big uploads between rounds
const origin = `http://127.0.0.1:${portBase + 1}`;
const apiServer = await startServer(
  [
    // BENCH_API_NODE_ARGS: extra node options for the API process (e.g. --trace-gc, --cpu-prof).
    ...nodeArgsFrom('BENCH_API_NODE_ARGS'),
    '--import',
    'tsx',
    '--conditions=source',
    'bench/upload-api-server.ts',
  ],
  {
    PORT: String(portBase + 1),
    STORAGE_DIR: storageDir,
    ...(process.env.BENCH_CPU_PROF ? { BENCH_CPU_PROF: path.resolve(process.env.BENCH_CPU_PROF) } : {}),
  },
  `${origin}/__bench/info`,
  origin,
);
const fixtures = (await (await fetch(`${origin}/__bench/info`)).json()) as {
  token: string;
  syndicateId: number;
  horseId: number;
};
const token = fixtures.token;
const syndicate = { id: fixtures.syndicateId };
const horse = { id: fixtures.horseId };
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: auth,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** BENCH_CPU_PROF: a CPU profile of the API process while the client uploads. */
async function profiled<T>(run: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_CPU_PROF) return run();
  const call = async (step: 'start' | 'stop') => {
    const res = await fetch(`${origin}/__bench/profile/${step}`, { method: 'POST' });
    if (!res.ok) throw new Error(`profile ${step}: ${res.status} ${await res.text()}`);
  };
  await call('start');
  try {
    return await run();
  } finally {
    await call('stop');
  }
}

const plainDir = path.join(work, 'plain');
const plain = await startServer(
  ['bench/upload-baseline-server.mjs'],
  { PORT: String(portBase + 2), DATA_DIR: plainDir, PART_SIZE: String(MULTIPART_PART_SIZE) },
  `http://127.0.0.1:${portBase + 2}/`,
  `http://127.0.0.1:${portBase + 2}`,
);

try {
  // 1a. Raw disk write of the same bytes (same disk, same part buffers, one write stream, fsync at the end).
  const rawWrite = async () => {
    const cpuBefore = process.cpuUsage();
    const ms = await timed(async () => {
      const file = path.join(work, 'raw.bin');
      const out = createWriteStream(file);
      for (let n = 1; n <= partCount; n += 1) {
        if (!out.write(partBytes(n)))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((err?: Error | null) => (err ? reject(err) : resolve())),
      );
      const handle = await open(file, 'r+');
      await handle.sync();
      await handle.close();
    }).finally(() => rmSync(path.join(work, 'raw.bin'), { force: true }));
    const cpu = process.cpuUsage(cpuBefore);
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
  };

  // 1b. node:http receiving the same parts from the same client, each written at its offset.
  const plainUpload = async (bytes = uploadBytes) => {
    const cpuBefore = plain.cpuMs();
    const { ms, cpuMs: clientCpuMs } = await runClient({
      UPLOAD_MODE: 'plain',
      ORIGIN: plain.url,
      UPLOAD_BYTES: String(bytes),
    });
    const cpuMs = plain.cpuMs() - cpuBefore;
    // Drop the received file, not the directory: the server writes into it for the next round.
    rmSync(plainDir, { recursive: true, force: true });
    mkdirSync(plainDir, { recursive: true });
    return { ms, cpuMs, clientCpuMs };
  };

  // 1c. The same bytes through the API and the local driver (a new update each time).
  const apiUpload = async (bytes = uploadBytes) => {
    const post = await api<{ id: number }>('POST', '/api/updates', {
      syndicate: syndicate.id,
      horse: horse.id,
      expectedNumberAssets: 2,
    });
    const filePath = `posts/${post.id}/bench-upload.mp4`;
    const cpuBefore = apiServer.cpuMs();
    const upload = await runClient({
      UPLOAD_MODE: 'api',
      ORIGIN: origin,
      AUTH: token,
      FILE_PATH: filePath,
      UPLOAD_BYTES: String(bytes),
    });
    const cpuMs = apiServer.cpuMs() - cpuBefore;
    // The "video" is filler after its head: drop it, the transcode uses the real clip.
    await storage.delete(`posts/${post.id}/originals/${upload.uploadId}`);
    return {
      ms: upload.ms,
      cpuMs,
      clientCpuMs: upload.cpuMs,
      assetId: upload.assetId ?? 0,
      postId: post.id,
    };
  };

  // Unrecorded warm-up of both servers (a fresh process reads low, as in bench/lib's warmUp), then
  // BENCH_UPLOAD_ROUNDS rounds of the three rows back to back, so that the other load of a shared machine
  // weighs on all three alike; each row's median is what the table shows.
  const warmBytes = Math.min(uploadBytes, 10 * MULTIPART_PART_SIZE);
  await plainUpload(warmBytes);
  await apiUpload(warmBytes);
  type Row = { ms: number; cpuMs: number; clientCpuMs?: number };
  const runs: { raw: Row; plain: Row; api: Row }[] = [];
  let last = { ms: 0, cpuMs: 0, clientCpuMs: 0, assetId: 0, postId: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const raw = await rawWrite();
    const plainRow = await plainUpload();
    last = await (round === rounds - 1 ? profiled(() => apiUpload()) : apiUpload());
    runs.push({ raw, plain: plainRow, api: last });
  }
  await plain.stop();
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  const rawMs = median(runs.map((r) => r.raw.ms));
  const plainMs = median(runs.map((r) => r.plain.ms));
  const uploadMs = median(runs.map((r) => r.api.ms));
  // CPU time of the process doing the work (the bench for the raw write, each server for its upload) and
  // of the upload client, medians over the rounds: where the time goes when a row is slow.
  const cpu = (row: 'raw' | 'plain' | 'api') => seconds(median(runs.map((r) => r[row].cpuMs)));
  const clientCpu = (row: 'plain' | 'api') => seconds(median(runs.map((r) => r[row].clientCpuMs ?? 0)));
  const assetId = last.assetId;
  const post = { id: last.postId };

  // 2a. Bare ffmpeg: HLS of the clip straight from disk.
  const bareMs = await timed(async () => {
    await videoToHls(clip, path.join(work, 'bare-hls'), true);
  });
  // 2b. The media job on the same clip uploaded as an asset (one part per 5 MiB).
  const clipPath = `posts/${post.id}/clip.mp4`;
  const clipParts = Math.ceil(clipBytes.length / MULTIPART_PART_SIZE);
  const clipUpload = await api<{ uploadId: string; presignedUrls: string[] }>(
    'GET',
    `/api/upload-s3-files/presigned-urls?filePath=${encodeURIComponent(clipPath)}&countParts=${clipParts}`,
  );
  const clipEtags = [];
  for (let n = 1; n <= clipParts; n += 1) {
    const body = clipBytes.subarray((n - 1) * MULTIPART_PART_SIZE, n * MULTIPART_PART_SIZE);
    const res = await fetch(clipUpload.presignedUrls[n - 1]!, {
      method: 'PUT',
      body,
    });
    clipEtags.push({ PartNumber: n, ETag: res.headers.get('etag')! });
  }
  const clipAsset = await api<{ asset: { id: number } }>('POST', '/api/upload-s3-files/complete', {
    uploadId: clipUpload.uploadId,
    fileIndex: 1,
    parts: clipEtags,
    filePath: clipPath,
  });
  const job = (await (
    await fetch(`${origin}/__bench/media/${clipAsset.asset.id}`, { method: 'POST' })
  ).json()) as { outcome: string; ms: number };
  if (job.outcome !== 'complete') throw new Error(`media job: ${job.outcome}`);
  const jobMs = job.ms;

  console.log(
    `\nbench/upload — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `upload: ${(uploadBytes / 1024 / 1024).toFixed(0)} MB in ${partCount} parts, ${PARALLEL_PARTS} in flight, client in its own process; median of ${rounds} rounds (raw / node:http / API ms: ${runs
      .map((r) => `${r.raw.ms.toFixed(0)}/${r.plain.ms.toFixed(0)}/${r.api.ms.toFixed(0)}`)
      .join(', ')}); asset ${assetId}`,
  );
  const rows = [
    {
      target: 'raw disk write + fsync (baseline)',
      time: seconds(rawMs),
      throughput: mbps(uploadBytes, rawMs),
      'vs raw write': '100 %',
      'vs same bytes': '',
      'server CPU': cpu('raw'),
      'client CPU': '',
    },
    {
      target: 'node:http receiving the same parts to disk',
      time: seconds(plainMs),
      throughput: mbps(uploadBytes, plainMs),
      'vs raw write': ratio(rawMs, plainMs),
      'vs same bytes': '100 %',
      'server CPU': cpu('plain'),
      'client CPU': clientCpu('plain'),
    },
    {
      target: 'multipart upload via API + local driver',
      time: seconds(uploadMs),
      throughput: mbps(uploadBytes, uploadMs),
      'vs raw write': ratio(rawMs, uploadMs),
      'vs same bytes': ratio(plainMs, uploadMs),
      'server CPU': cpu('api'),
      'client CPU': clientCpu('api'),
    },
    {
      target: `bare ffmpeg → HLS (${videoSeconds} s 720p)`,
      time: seconds(bareMs),
      throughput: '',
      'vs raw write': '',
      'vs same bytes': '100 %',
    },
    {
      target: 'media.process job (same clip)',
      time: seconds(jobMs),
      throughput: '',
      'vs raw write': '',
      'vs same bytes': ratio(bareMs, jobMs),
    },
  ];
  console.table(rows);
  // bench/run-all's one table: the upload against its bare baseline (the raw write, in the "hello world"
  // column) and against node:http receiving the same bytes; the media job against bare ffmpeg.
  if (process.env.BENCH_SUMMARY)
    appendFileSync(
      process.env.BENCH_SUMMARY,
      [
        {
          target: rows[2]!.target,
          'vs hello world': rows[2]!['vs raw write'],
          'vs same bytes': rows[2]!['vs same bytes'],
        },
        { target: rows[4]!.target, 'vs same bytes': rows[4]!['vs same bytes'] },
      ]
        .map((row) => JSON.stringify({ bench: 'upload', ...row }) + '\n')
        .join(''),
    );
} finally {
  // The servers' close() can wait on the client's kept-alive sockets and the in-process API's job-queue
  // timers: give the clean-up five seconds, then end the process (the table is already printed), so
  // `npm run bench` does not hang after this script.
  const cleanUp = (async () => {
    await plain.stop();
    await apiServer.stop();
  })();
  await Promise.race([cleanUp, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  rmSync(work, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}
