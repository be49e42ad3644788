// The "same bytes" baseline of bench/upload: a plain node:http server receiving the same parts from the
// same client and writing each straight to its slot of one file ((n − 1) × part size, as the local driver
// does), then renaming that file into place on POST /complete (the bench deletes it afterwards, untimed). No hashing, no database, no checks: the
// ceiling of "receive over HTTP, write to disk" on this machine. GET / answers 200 (readiness).
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.DATA_DIR;
const partSize = Number(process.env.PART_SIZE);
const data = path.join(dir, 'receiving');
await mkdir(dir, { recursive: true });

createServer(async (req, res) => {
  try {
    const part = /^\/parts\/(\d+)$/.exec(req.url ?? '');
    if (req.method === 'PUT' && part) {
      await (await open(data, 'a')).close();
      const start = (Number(part[1]) - 1) * partSize;
      await pipeline(req, createWriteStream(data, { flags: 'r+', start }));
      res.writeHead(200, { etag: `"${part[1]}"`, 'content-length': 0 }).end();
    } else if (req.method === 'POST' && req.url?.startsWith('/complete')) {
      req.resume();
      await rename(data, path.join(dir, `received-${Date.now()}`));
      res.writeHead(200, { 'content-length': 0 }).end();
    } else {
      req.resume();
      res.writeHead(200, { 'content-length': 0 }).end();
    }
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
