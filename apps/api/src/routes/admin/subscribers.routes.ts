/**
 * /api/admin/subscribers: newsletter subscribers — list, remove, and GET /api/admin/subscribers/export.csv
 * (every subscriber, streamed in pages so the export never loads the whole table at once).
 */
import { asc, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribers, type Subscriber } from '../../db/schema/index.js';
import { contentEvents } from './content-events.js';
import { ADMIN_ONLY } from './context.js';
import { adminCrud } from './crud.js';

interface AdminSubscriber {
  id: number;
  email: string;
  holdingSubscriber: boolean;
  createdAt: string;
}

const EXPORT_BATCH = 1000;

/** A CSV field, quoted when needed; cells starting with = + - @ are defused against spreadsheet formulas. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const crud = adminCrud<Subscriber, AdminSubscriber, never, never>({
  path: 'subscribers',
  entity: 'subscriber',
  table: subscribers,
  idColumn: subscribers.id,
  audience: 'admin',
  sortable: { id: subscribers.id, email: subscribers.email, createdAt: subscribers.createdAt },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  search: [subscribers.email],
  present: (rows) =>
    rows.map((r) => ({
      id: r.id,
      email: r.email,
      holdingSubscriber: r.holdingSubscriber,
      createdAt: r.createdAt.toISOString(),
    })),
  remove: {},
  events: contentEvents('subscriber'),
});

const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the CRUD routes so `export.csv` is never read as an id.
  app.get(
    '/admin/subscribers/export.csv',
    { config: ADMIN_ONLY, schema: { tags: ['admin'] } },
    async (_request, reply) => {
      const lines: string[] = ['email,holdingSubscriber,createdAt'];
      let after = 0;
      for (;;) {
        const rows = await app.db
          .select()
          .from(subscribers)
          .where(gt(subscribers.id, after))
          .orderBy(asc(subscribers.id))
          .limit(EXPORT_BATCH);
        for (const r of rows)
          lines.push([csvField(r.email), String(r.holdingSubscriber), r.createdAt.toISOString()].join(','));
        if (rows.length < EXPORT_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
  await app.register(crud);
};

export default subscribersRoutes;
