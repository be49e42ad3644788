// node:http serving the *same bytes* a product endpoint answers (body and content type captured from it
// in the same run), from memory: the ceiling for that response on this machine, HTTP and size included.
// CONTENT_ENCODING, when set, is sent with the body (the captured bytes are then the compressed ones).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const type = process.env.CONTENT_TYPE ?? 'application/json';
const headers = { 'content-type': type, 'content-length': body.length };
if (process.env.CONTENT_ENCODING) headers['content-encoding'] = process.env.CONTENT_ENCODING;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT ?? 4900), '127.0.0.1');
// A normal exit on SIGTERM, so that `--cpu-prof` (BENCH_SAME_NODE_ARGS) writes its profile.
process.on('SIGTERM', () => process.exit(0));
