/**
 * One error format for the whole API: `{ code, message }`, plus `violations` on 422.
 * Request-body validation failures become 422 with SPEC messages; malformed query/params become 400;
 * a dependency that cannot be reached (database, Redis, object store) is 503 with `Retry-After` and the
 * SPEC's message (decision 023); anything unexpected is logged and answered with a generic 500 that leaks
 * nothing.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessage } from '@stride/shared';
import { HttpError, type Violation } from '../lib/http-errors.js';
import { RETRY_AFTER_SECONDS, isInfrastructureError } from '../lib/infrastructure-errors.js';

/** Turns a JSON-pointer-like path (`/address/city`) into the SPEC's propertyPath (`address.city`). */
export function toPropertyPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** The status of an error Fastify or a plugin raised on purpose (4xx), or null. */
function clientErrorStatus(error: unknown): number | null {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        code: error.statusCode,
        message: error.message,
        ...(error.violations ? { violations: error.violations } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations: Violation[] = error.validation.map((v) => ({
        propertyPath: toPropertyPath(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      if (error.validationContext === 'body') {
        return reply.status(422).send({ code: 422, message: 'Validation failed', violations });
      }
      const detail = violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message));
      return reply.status(400).send({ code: 400, message: `Invalid ${error.validationContext}: ${detail.join('; ')}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ code: 500, message: 'Internal server error' });
    }
    const status = clientErrorStatus(error);
    if (status !== null) {
      const { code, message } = error as FastifyError;
      const text = code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : message;
      return reply.status(status).send({ code: status, message: text });
    }
    if (isInfrastructureError(error)) {
      request.log.warn({ err: error }, 'dependency unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({ code: 503, message: errorMessage(503) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
