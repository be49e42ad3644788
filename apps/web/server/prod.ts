import { serverTimeoutsFromEnv } from '@stride/shared';
import { buildWebServer } from './app.js';
import { baseAuthFromEnv } from './base-auth.js';
import { fileURLToPath } from 'node:url';
import { parseTrustedProxies } from './client-ip.js';

/** Production entry (`npm start -w @stride/web`): serves build/client and the SSR build. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildWebServer({
  mode: 'production',
  logger: process.env.LOG_LEVEL ?? 'info',
  baseAuth: baseAuthFromEnv(process.env),
  trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
  admin: {
    dir: fileURLToPath(new URL('../../admin/dist/', import.meta.url)),
    apiUrl: process.env.PUBLIC_API_URL ?? process.env.API_ORIGIN ?? 'http://localhost:4000',
    clientId: process.env.OAUTH_CLIENT_ID ?? 'stride-web',
  },
  timeouts: serverTimeoutsFromEnv(process.env),
});
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
