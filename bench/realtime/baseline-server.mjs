// Baseline of bench/realtime: a bare Socket.IO 4.8 server on loopback — no token check, no database, no
// presenters — where each socket joins a room named by its handshake token and POST /emit sends one
// MessageCreate to every room, like the API's group-chat fan-out. What is left is Socket.IO itself.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { marker } = JSON.parse(body);
    const rooms = [...io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith('u'));
    io.to(rooms).emit('MessageCreate', {
      message: {
        id: 1,
        chatId: 1,
        author: { id: 0 },
        unread: true,
        body: marker,
        createdAt: new Date().toISOString(),
      },
    });
    res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
});
const io = new Server(server, { serveClient: false });
io.on('connection', (socket) => void socket.join(`u${socket.handshake.auth.token}`));

process.on('message', (message) => {
  if (message.type === 'memory') {
    globalThis.gc?.();
    const usage = process.memoryUsage();
    process.send({
      type: 'memory',
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      sockets: io.of('/').sockets.size,
    });
  }
  if (message.type === 'stop') io.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => {
  const count = Number(process.env.BENCH_USERS ?? 1000);
  process.send({
    type: 'ready',
    url: `http://127.0.0.1:${server.address().port}`,
    chatId: 0,
    managerToken: '',
    tokens: Array.from({ length: count }, (_, i) => String(i + 1)),
  });
});
