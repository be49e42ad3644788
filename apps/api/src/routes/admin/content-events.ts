/** The domain events of public content (pages, FAQs, metadata, videos, reasons): caches drop what depends on them. */
import type { FastifyInstance } from 'fastify';

/** The `events` block of a content resource: every write emits content.changed for its entity. */
export function contentEvents(entity: string) {
  const emit = (row: { id: number }, app: FastifyInstance) =>
    app.events.emit('content.changed', { entity, id: row.id });
  return {
    created: emit,
    updated: (_before: { id: number }, after: { id: number }, app: FastifyInstance) => emit(after, app),
    removed: emit,
  };
}
