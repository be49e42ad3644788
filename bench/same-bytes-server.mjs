// node:http serving the *same bytes* a product endpoint answers (body and content type captured from it
// in the same run), from memory: the ceiling for that response on this machine, HTTP and size included.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const type = process.env.CONTENT_TYPE ?? 'application/json';
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT ?? 4900), '127.0.0.1');
