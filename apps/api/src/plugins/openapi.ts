/**
 * OpenAPI document generated from the zod route schemas, browsable at /api/docs (JSON at /api/docs/json).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

async function openApiPlugin(app: FastifyInstance, opts: { origin: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Stride API', description: 'Horse racing syndicates platform', version: '1.0.0' },
      servers: [{ url: opts.origin }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openApiPlugin, { name: 'openapi' });
