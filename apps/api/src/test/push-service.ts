/**
 * A Web Push service stand-in for tests: it decrypts every message it receives with the subscriber's own
 * keys, so a test can assert on what a browser's service worker would get. Shared by the chat and race
 * alert push tests, which both need the real encryption path (not a mocked web-push).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll } from 'vitest';

export interface DecryptingPushService {
  /** The subscription endpoint; known once the file's beforeAll has run. */
  readonly endpoint: string;
  /** Decrypted payloads, in the order they arrived. */
  readonly payloads: string[];
  /** The subscriber keys to store on the push subscription. */
  readonly keys: { p256dh: string; auth: string };
}

/** Starts the stand-in for the current test file (beforeAll / afterAll); `path` ends its endpoint URL. */
export function useDecryptingPushService(path: string): DecryptingPushService {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const payloads: string[] = [];
  let pushServer: Server;
  let endpoint: string;

  beforeAll(async () => {
    pushServer = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        payloads.push(
          decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString(),
        );
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}${path}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => pushServer.close(() => resolve()));
  });

  return {
    get endpoint() {
      return endpoint;
    },
    payloads,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
  };
}
