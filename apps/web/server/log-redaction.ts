/**
 * The web server's pino options (decision 020): no request line, redirect location or message carries a
 * sign-in code or state (`/login/?code=…&state=…`), a token or a media signature; cookies and the
 * Authorization header are censored.
 */
import { redactSecrets } from '@stride/shared';
import type { FastifyServerOptions } from 'fastify';

function scrub(arg: unknown): unknown {
  if (typeof arg === 'string') return redactSecrets(arg);
  if (arg instanceof Error) {
    arg.message = redactSecrets(arg.message);
    return arg;
  }
  if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
    return Object.fromEntries(
      Object.entries(arg).map(([key, value]) => [key, typeof value === 'string' ? redactSecrets(value) : value]),
    );
  }
  return arg;
}

/** Logger options at `level` with every secret-bearing value scrubbed. */
export function redactingLogger(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(scrub) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactSecrets(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
