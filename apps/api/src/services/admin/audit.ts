/**
 * The audit trail of back-office writes: who changed what, when, with before/after snapshots. Written in
 * the same transaction as the change it records, so there is never a change without its row.
 */
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { pageOffset, type AuditEntry, type PagingQuery } from '@stride/shared';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { pageTotal, totalOver } from '../../lib/page-total.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'accept' | 'reject' | 'upload' | 'export';

export interface AuditRecord {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before: object | null;
  after: object | null;
}

/** Keys never copied into the audit log (secrets and token state). */
const SECRET_KEYS = new Set(['passwordHash', 'tokenVersion']);

/** A JSON-safe snapshot of a row (dates as ISO strings, secrets dropped). */
export function snapshot(row: object | null): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_KEYS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Records one write. */
export async function recordAudit(tx: Db | Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}

export interface AuditFilters {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
  direction: 'asc' | 'desc';
}

type AuditRow = typeof auditLog.$inferSelect & {
  actorEmail: string | null;
  actorFirstname: string | null;
  actorLastname: string | null;
};

function present(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            email: row.actorEmail ?? '',
            name: `${row.actorFirstname ?? ''} ${row.actorLastname ?? ''}`.trim(),
          },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const selection = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  actorEmail: users.email,
  actorFirstname: users.firstname,
  actorLastname: users.lastname,
};

/** One page of the audit log, newest first by default. */
export async function listAudit(
  db: Db,
  filters: AuditFilters,
  paging: PagingQuery,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.entityId) where.push(eq(auditLog.entityId, filters.entityId));
  if (filters.actorId) where.push(eq(auditLog.actorId, filters.actorId));
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  const condition = where.length ? and(...where) : undefined;
  const dir = filters.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...selection, total: totalOver() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(dir(auditLog.createdAt), dir(auditLog.id))
    .limit(paging.itemsPerPage)
    .offset(pageOffset(paging));
  const total = await pageTotal(rows, async () => (await db.$count(auditLog, condition)) ?? 0);
  return { items: rows.map(present), total };
}

/** One audit entry, or null. */
export async function findAudit(db: Db, id: number): Promise<AuditEntry | null> {
  const [row] = await db
    .select(selection)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.id, id));
  return row ? present(row) : null;
}
