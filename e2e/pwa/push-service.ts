/**
 * A local stand-in for a browser vendor's push service (issue 16): an in-process HTTP server that takes
 * the API's Web Push requests, and the subscriber's own P-256 keys, so the journey can read each message
 * (aes128gcm, as the browser would) and hand it to the service worker.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload (the API's JSON). */
  text: string;
}

export interface PushServiceStandIn {
  /** The subscription a browser would get: endpoint on this server, the subscriber's public keys. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of this machine; every push is answered 201 Created. */
export async function startPushService(): Promise<PushServiceStandIn> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const text = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString(
          'utf8',
        );
        received.push({ path: request.url ?? '', headers: request.headers, text });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
