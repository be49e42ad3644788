// The bare baseline every benchmark compares against: node:http answering a small JSON body.
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT ?? 4900), '127.0.0.1');
