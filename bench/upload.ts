/**
 * bench/upload: the publishing pipeline against bare baselines, in one run (decision 012).
 *
 *   npm run bench:upload
 *   BENCH_UPLOAD_MB=100 BENCH_VIDEO_SECONDS=10 npm run bench:upload   (a quicker run)
 *
 * 1. A 400 MB file uploaded through the local storage driver exactly as a browser does it (SPEC §7:
 *    pre-signed URLs, 5242880-byte parts PUT over HTTP to the API with 4 in flight, then complete with the
 *    magic-byte check), versus a raw write of the same bytes to the same disk.
 * 2. The media job on a video (download from storage, HLS + poster, renditions stored), versus bare ffmpeg
 *    producing the same HLS from the same file.
 * The API runs in this process on an in-memory PGlite (built from source with tsx).
 */
import { appendFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MULTIPART_PART_SIZE } from '@stride/shared';
import { buildApp } from '../apps/api/src/app.js';
import { createDatabase } from '../apps/api/src/db/client.js';
import { buildHorse, buildMembership, buildSyndicate, buildUser } from '../apps/api/src/db/factories.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { loadEnv } from '../apps/api/src/env.js';
import { processAsset } from '../apps/api/src/jobs/media-processing.js';
import { runFfmpeg } from '../apps/api/src/media/ffmpeg.js';
import { videoToHls } from '../apps/api/src/media/renditions.js';
import { createLocalStorage } from '../apps/api/src/storage/local.js';
import { mintAccessToken } from '../apps/api/src/test/auth.js';

const uploadBytes = Number(process.env.BENCH_UPLOAD_MB ?? 400) * 1024 * 1024;
const videoSeconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const PARALLEL_PARTS = 4;
const work = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-upload-'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mbps = (bytes: number, ms: number) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s`;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
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
const partCount = Math.ceil(uploadBytes / MULTIPART_PART_SIZE);
const filler = Buffer.alloc(MULTIPART_PART_SIZE);
for (let i = 0; i < filler.length; i += 4) filler.writeUInt32LE((i * 2654435761) >>> 0, i);
const partBytes = (n: number): Buffer => {
  const size = Math.min(MULTIPART_PART_SIZE, uploadBytes - (n - 1) * MULTIPART_PART_SIZE);
  if (n !== 1) return filler.subarray(0, size);
  const first = Buffer.from(filler.subarray(0, size));
  clipBytes.copy(first, 0, 0, Math.min(clipBytes.length, size));
  return first;
};

// --- API in this process ---
const database = await createDatabase({ dataDir: 'memory://' });
await migrate(database.db);
const storageDir = path.join(work, 'storage');
const storage = createLocalStorage(storageDir);
const env = loadEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  API_ORIGIN: 'http://127.0.0.1:0',
});
const app = await buildApp({ db: database.db, env, storage, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const syndicate = await buildSyndicate(database.db);
const horse = await buildHorse(database.db, { syndicateId: syndicate.id });
const staff = await buildUser(database.db, { roles: ['ROLE_STAFF'] });
await buildMembership(database.db, { userId: staff.id, syndicateId: syndicate.id, role: 'staff' });
const auth = {
  authorization: `Bearer ${await mintAccessToken(app, { sub: String(staff.id), ver: 0 })}`,
  'content-type': 'application/json',
};

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: auth,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

try {
  // 1a. Raw disk write of the same bytes (same disk, same part buffers, fsync at the end).
  const rawMs = await timed(async () => {
    const file = path.join(work, 'raw.bin');
    const out = createWriteStream(file);
    for (let n = 1; n <= partCount; n += 1) {
      if (!out.write(partBytes(n))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
    const handle = await open(file, 'r+');
    await handle.sync();
    await handle.close();
    rmSync(file);
  });

  // 1b. The same bytes through the API and the local driver.
  const post = await api<{ id: number }>('POST', '/api/updates', {
    syndicate: syndicate.id,
    horse: horse.id,
    expectedNumberAssets: 2,
  });
  const filePath = `posts/${post.id}/bench-400mb.mp4`;
  let assetId = 0;
  let bigUploadId = '';
  const uploadMs = await timed(async () => {
    const { uploadId, presignedUrls } = await api<{ uploadId: string; presignedUrls: string[] }>(
      'GET',
      `/api/upload-s3-files/presigned-urls?filePath=${encodeURIComponent(filePath)}&countParts=${partCount}`,
    );
    const parts: { PartNumber: number; ETag: string }[] = [];
    let next = 1;
    const worker = async () => {
      while (next <= partCount) {
        const n = next++;
        const res = await fetch(presignedUrls[n - 1]!.replace('http://127.0.0.1:0', origin), {
          method: 'PUT',
          body: partBytes(n),
        });
        if (!res.ok) throw new Error(`part ${n}: ${res.status}`);
        parts.push({ PartNumber: n, ETag: res.headers.get('etag')! });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker));
    const done = await api<{ asset: { id: number } }>('POST', '/api/upload-s3-files/complete', {
      uploadId,
      fileIndex: 0,
      parts,
      filePath,
    });
    assetId = done.asset.id;
    bigUploadId = uploadId;
  });
  // The 400 MB "video" is filler after its head: drop it, the transcode uses the real clip.
  await storage.delete(`posts/${post.id}/originals/${bigUploadId}`);

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
    const res = await fetch(clipUpload.presignedUrls[n - 1]!.replace('http://127.0.0.1:0', origin), {
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
  const jobMs = await timed(async () => {
    const outcome = await processAsset(
      { db: database.db, storage, events: app.events, log: console },
      clipAsset.asset.id,
    );
    if (outcome !== 'complete') throw new Error(`media job: ${outcome}`);
  });

  console.log(
    `\nbench/upload — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  console.log(
    `upload: ${(uploadBytes / 1024 / 1024).toFixed(0)} MB in ${partCount} parts, ${PARALLEL_PARTS} in flight; asset ${assetId}`,
  );
  const rows = [
    {
      target: `raw disk write (baseline)`,
      time: seconds(rawMs),
      throughput: mbps(uploadBytes, rawMs),
      'vs baseline': '100 %',
    },
    {
      target: 'multipart upload via API + local driver',
      time: seconds(uploadMs),
      throughput: mbps(uploadBytes, uploadMs),
      'vs baseline': `${((rawMs / uploadMs) * 100).toFixed(0)} %`,
    },
    {
      target: `bare ffmpeg → HLS (${videoSeconds} s 720p)`,
      time: seconds(bareMs),
      throughput: '',
      'vs baseline': '100 %',
    },
    {
      target: 'media.process job (same clip)',
      time: seconds(jobMs),
      throughput: '',
      'vs baseline': `${((bareMs / jobMs) * 100).toFixed(0)} %`,
    },
  ];
  console.table(rows);
  // bench/run-all's one table: each measured row against its own baseline (the raw write, bare ffmpeg).
  if (process.env.BENCH_SUMMARY)
    appendFileSync(
      process.env.BENCH_SUMMARY,
      [rows[1]!, rows[3]!]
        .map(
          (row) =>
            JSON.stringify({ bench: 'upload', target: row.target, 'vs same bytes': row['vs baseline'] }) +
            '\n',
        )
        .join(''),
    );
} finally {
  await app.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
