/**
 * The upload client of bench/upload, run as its own process so that producing and sending 400 MB does
 * not take CPU from the server it measures (the bench spawns it once per server). It PUTs the parts over
 * node:http keep-alive connections, PARALLEL_PARTS in flight, like the browser (SPEC §7), and prints one
 * JSON line: the milliseconds from the first request to the completed upload, this process's CPU time
 * (ms), and what completion said.
 *
 *   UPLOAD_MODE=api    ORIGIN, AUTH (bearer), FILE_PATH: presigned URLs → parts → complete (the API)
 *   UPLOAD_MODE=plain  ORIGIN: PUT /parts/<n> → POST /complete (bench/upload-baseline-server.mjs)
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { uploadParts } from './upload-parts.js';

const PARALLEL_PARTS = 4;
const mode = process.env.UPLOAD_MODE ?? 'api';
const origin = process.env.ORIGIN!;
const { partCount, partBytes } = uploadParts(Number(process.env.UPLOAD_BYTES), process.env.CLIP!);
const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL_PARTS });

interface Answer {
  status: number;
  etag: string;
  body: string;
}

/** One request on the shared keep-alive agent; the body is sent as is (no copy). */
function send(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method,
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: String(res.headers.etag ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function json<T>(method: string, url: string, body?: unknown): Promise<T> {
  const answer = await send(method, `${origin}${url}`, body ? Buffer.from(JSON.stringify(body)) : undefined, {
    authorization: `Bearer ${process.env.AUTH}`,
    'content-type': 'application/json',
  });
  if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** PUTs every part to `urlOf(n)`, PARALLEL_PARTS at a time; resolves with the ETags in part order. */
async function putParts(urlOf: (n: number) => string): Promise<{ PartNumber: number; ETag: string }[]> {
  const parts: { PartNumber: number; ETag: string }[] = [];
  let next = 1;
  const worker = async () => {
    while (next <= partCount) {
      const n = next++;
      const answer = await send('PUT', urlOf(n), partBytes(n));
      if (answer.status !== 200) throw new Error(`part ${n}: ${answer.status} ${answer.body}`);
      parts.push({ PartNumber: n, ETag: answer.etag });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PARTS }, worker));
  return parts.sort((a, b) => a.PartNumber - b.PartNumber);
}

const start = performance.now();
let result: Record<string, unknown> = {};
if (mode === 'api') {
  const filePath = process.env.FILE_PATH!;
  const { uploadId, presignedUrls } = await json<{ uploadId: string; presignedUrls: string[] }>(
    'GET',
    `/api/upload-s3-files/presigned-urls?filePath=${encodeURIComponent(filePath)}&countParts=${partCount}`,
  );
  const parts = await putParts((n) => presignedUrls[n - 1]!);
  const done = await json<{ asset: { id: number } }>('POST', '/api/upload-s3-files/complete', {
    uploadId,
    fileIndex: 0,
    parts,
    filePath,
  });
  result = { uploadId, assetId: done.asset.id };
} else {
  await putParts((n) => `${origin}/parts/${n}`);
  const answer = await send('POST', `${origin}/complete?parts=${partCount}`);
  if (answer.status !== 200) throw new Error(`complete: ${answer.status}`);
}
const ms = performance.now() - start;
agent.destroy();
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, ...result })}\n`);
