import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildWebServer } from './app.js';
import { baseAuthFromEnv } from './base-auth.js';
import { parseTrustedProxies } from './client-ip.js';

/** Development entry (`npm run dev -w @stride/web`): Vite in middleware mode under Fastify, with HMR. */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = await buildWebServer({
  mode: 'development',
  logger: process.env.LOG_LEVEL ?? 'info',
  baseAuth: baseAuthFromEnv(process.env),
  trustedProxies: parseTrustedProxies(process.env.TRUSTED_PROXIES),
  middleware: vite.middlewares,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
app.addHook('onClose', async () => {
  await vite.close();
});
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
