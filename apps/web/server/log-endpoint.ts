import rateLimit from '@fastify/rate-limit';
import {
  CLIENT_LOG_MAX_BODY_BYTES,
  CLIENT_LOG_PATH,
  type ClientLogContextValue,
  clientLogSchema,
  errorMessage,
} from '@stride/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * SPEC §7 "POST log endpoint with message, to the product's own host": the browser reports errors
 * worth knowing (render and window errors, failed downloads and uploads) and the web server writes them
 * to its own log with the request's context. Bounded body, per-IP rate limit, and nothing token-like
 * ever reaches the log.
 */
export interface LogEndpointOptions {
  /** Entries one IP may post per window (default 60). */
  max?: number;
  /** Rate-limit window in ms (default one minute). */
  timeWindowMs?: number;
}

const REDACTED = '[REDACTED]';
const SECRET_PARAMS = [
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'code',
  'code_verifier',
  'client_secret',
  'password',
  'state',
];
const SECRET_KEY = /authorization|cookie|token|password|secret|session|^code$|verifier/i;

const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;
// Three base64url segments: JWTs ("eyJ…") and anything else long enough to be a signed token.
const JWT_LIKE =
  /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|\b[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g;
const SECRET_QUERY = new RegExp(`(^|[?&#;\\s])(${SECRET_PARAMS.join('|')})=([^&#\\s"']*)`, 'gi');
const SECRET_JSON = new RegExp(`("(?:${SECRET_PARAMS.join('|')})"\\s*:\\s*)"[^"]*"`, 'gi');

/** Replaces bearer credentials, JWT-shaped strings and secret query/JSON values with a marker. */
export function redactSecrets(text: string): string {
  return text
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(SECRET_JSON, `$1"${REDACTED}"`)
    .replace(SECRET_QUERY, (_match, lead: string, name: string) => `${lead}${name}=${REDACTED}`)
    .replace(JWT_LIKE, REDACTED);
}

/** Redacts every value of a client context; keys that name a credential lose their value entirely. */
export function redactContext(
  context: Record<string, ClientLogContextValue> | undefined,
): Record<string, ClientLogContextValue> | undefined {
  if (!context) return undefined;
  const clean: Record<string, ClientLogContextValue> = {};
  for (const [key, value] of Object.entries(context)) {
    if (SECRET_KEY.test(key)) clean[key] = REDACTED;
    else clean[key] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  return clean;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pathOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}

class BadLogBodyError extends Error {
  statusCode = 400;
  code = 'INVALID_JSON';
}

/**
 * Registers `POST /log/` in its own encapsulated context: JSON (or text/plain JSON, what sendBeacon
 * sends) up to CLIENT_LOG_MAX_BODY_BYTES, validated by the shared schema, rate-limited per IP, logged at
 * the entry's level with ip, user agent, referer and page path; answers 204 and never 500 on bad input.
 */
export async function logEndpoint(app: FastifyInstance, options: LogEndpointOptions = {}): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: context.statusCode,
        message: errorMessage(429),
      }),
    });

    // The web server hands raw streams to React Router; this route parses its own small JSON body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: CLIENT_LOG_MAX_BODY_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new BadLogBodyError('The log entry is not valid JSON'), undefined);
        }
      },
    );

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (statusCode === 500) request.log.error({ err: error }, 'client log endpoint failed');
      return reply
        .code(statusCode)
        .send({ code: statusCode, message: statusCode === 500 ? errorMessage(500) : error.message });
    });

    scope.post(
      CLIENT_LOG_PATH,
      {
        bodyLimit: CLIENT_LOG_MAX_BODY_BYTES,
        config: { rateLimit: { max: options.max ?? 60, timeWindow: options.timeWindowMs ?? 60_000 } },
      },
      async (request, reply) => {
        const parsed = clientLogSchema.safeParse(request.body);
        if (!parsed.success) {
          return reply.code(422).send({
            code: 422,
            message: 'Invalid log entry',
            violations: parsed.error.issues.map((issue) => ({
              propertyPath: issue.path.join('.'),
              message: issue.message,
            })),
          });
        }
        const { message, level, context } = parsed.data;
        const referer = header(request, 'referer');
        request.log[level](
          {
            clientLog: {
              ip: request.ip,
              userAgent: header(request, 'user-agent'),
              referer: referer ? redactSecrets(referer) : undefined,
              path: pathOf(referer),
              context: redactContext(context),
            },
          },
          redactSecrets(message),
        );
        return reply.code(204).send();
      },
    );
  });
}
