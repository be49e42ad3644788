/**
 * One pipeline for every back-office resource, so each resource file only states its rules:
 *   GET    /admin/<path>        list: scope → filters → search → order → page ({data, meta})
 *   GET    /admin/<path>/:id    one object (404 outside the caller's scope)
 *   POST   /admin/<path>        create (zod body → prepare → insert + audit row in one transaction → event)
 *   PATCH  /admin/<path>/:id    merge patch (same, with before/after)
 *   DELETE /admin/<path>/:id    delete (audit row with the before snapshot → event)
 * Authorization: the route's roles (admins, or admins and managers), then the scope on every object.
 */
import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageMeta, pageOffset } from '@stride/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { pageTotal, totalOver } from '../../lib/page-total.js';
import { idParams, parseId } from '../../lib/query.js';
import { canManageSyndicate, isAdminScope, type BackOfficeScope } from '../../policies/admin/back-office.js';
import { recordAudit } from '../../services/admin/audit.js';
import { ADMIN_ONLY, BACK_OFFICE, scopeOf } from './context.js';
import { adminListQuery, likePattern, requestedOrder } from './list-query.js';

/** What a resource's hooks get: the database (or transaction), the caller and the app. */
export interface WriteContext {
  db: Db | Tx;
  scope: BackOfficeScope;
  actorId: number;
  app: FastifyInstance;
}

/** A unique constraint and the field violation it means (duplicate slug …). */
export interface UniqueRule {
  propertyPath: string;
  message: string;
}

/** A follow-up write inside the same transaction, returning what to announce once it committed. */
export type AfterWrite<TRow> = (row: TRow, ctx: WriteContext) => Promise<(() => void) | void>;

/** The rules of one resource; everything optional is simply not offered. */
export interface AdminResource<TRow extends { id: number }, TJson, TCreate, TPatch> {
  /** URL segment under /api/admin. */
  path: string;
  /** Name in the audit log. */
  entity: string;
  table: PgTable;
  idColumn: PgColumn;
  /** `admin`: administrators only; `back-office`: managers too, limited by `scopeWhere`/`syndicateOf`. */
  audience: 'admin' | 'back-office';
  sortable: Record<string, PgColumn>;
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  search?: PgColumn[];
  filters?: { shape: z.ZodRawShape; where: (query: Record<string, unknown>) => SQL[] };
  /** Rows of the managed syndicates (required for the back-office audience). */
  scopeWhere?: (syndicateIds: readonly number[]) => SQL;
  /** The syndicate a row (or the values about to be written) belongs to. */
  syndicateOf?: (row: Partial<TRow>) => number | null | undefined;
  /** Rows → JSON, a page at a time (so facts can be loaded in one query). */
  present: (rows: TRow[], app: FastifyInstance) => Promise<TJson[]> | TJson[];
  create?: {
    schema: z.ZodType<TCreate>;
    /** Managers may create (inside their syndicates). */
    managers?: boolean;
    prepare: (body: TCreate, ctx: WriteContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
    /** Runs in the write's transaction after the insert; what it returns runs after commit (events). */
    after?: (row: TRow, ctx: WriteContext, body: TCreate) => ReturnType<AfterWrite<TRow>>;
  };
  update?: {
    schema: z.ZodType<TPatch>;
    managers?: boolean;
    prepare: (
      patch: TPatch,
      row: TRow,
      ctx: WriteContext,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  };
  remove?: {
    managers?: boolean;
    guard?: (row: TRow, scope: BackOfficeScope) => void;
    /** Runs in the write's transaction after the delete; what it returns runs after commit (events). */
    after?: AfterWrite<TRow>;
  };
  /** Unique constraints by name → the field violation to answer when a write hits one. */
  unique?: Record<string, UniqueRule>;
  /** Domain events of a committed write (each write emits). */
  events: {
    created: (row: TRow, app: FastifyInstance) => void;
    updated: (before: TRow, after: TRow, app: FastifyInstance) => void;
    removed: (row: TRow, app: FastifyInstance) => void;
  };
}

/** Resolves which unique rule (if any) a database error broke. */
function uniqueViolation(error: unknown, rules: Record<string, UniqueRule> | undefined): UniqueRule | null {
  if (!rules || !isUniqueViolation(error)) return null;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint =
      (current as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (current as { constraint_name?: unknown }).constraint_name;
    if (typeof constraint === 'string' && rules[constraint]) return rules[constraint];
    current = (current as { cause?: unknown }).cause;
  }
  return Object.values(rules)[0] ?? null;
}

/** Loads one row inside the caller's scope, or throws 404 (existence outside the scope is not revealed). */
export async function loadScoped<TRow extends { id: number }>(
  db: Db | Tx,
  resource: Pick<
    AdminResource<TRow, unknown, unknown, unknown>,
    'table' | 'idColumn' | 'scopeWhere' | 'entity'
  >,
  scope: BackOfficeScope,
  rawId: string,
): Promise<TRow> {
  const id = parseId(rawId);
  if (id === null) throw notFound(resource.entity);
  const where: SQL[] = [eq(resource.idColumn, id)];
  if (!isAdminScope(scope)) {
    if (!resource.scopeWhere || scope.kind !== 'syndicates') throw notFound(resource.entity);
    where.push(resource.scopeWhere(scope.syndicateIds));
  }
  const [row] = await db
    .select()
    .from(resource.table)
    .where(and(...where))
    .limit(1);
  if (!row) throw notFound(resource.entity);
  return row as TRow;
}

/** Throws 403 unless a manager may write this kind of change (admins always may). */
function assertManagersMay(request: FastifyRequest, allowed: boolean | undefined): BackOfficeScope {
  const scope = scopeOf(request);
  if (!isAdminScope(scope) && !allowed) throw forbidden();
  return scope;
}

/** Registers the five routes of a resource on the admin plugin. */
export function adminCrud<TRow extends { id: number }, TJson, TCreate, TPatch>(
  resource: AdminResource<TRow, TJson, TCreate, TPatch>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const access = resource.audience === 'admin' ? ADMIN_ONLY : BACK_OFFICE;
    const sortable = Object.keys(resource.sortable);
    const listQuery = adminListQuery(sortable, resource.filters?.shape ?? {});
    const base = `/admin/${resource.path}`;
    const tags = ['admin'];

    app.get(base, { config: access, schema: { tags, querystring: listQuery } }, async (request) => {
      const scope = scopeOf(request);
      const query = request.query as Record<string, unknown> & {
        page: number;
        itemsPerPage: number;
        q?: string;
      };
      const where: SQL[] = [];
      if (!isAdminScope(scope) && scope.kind === 'syndicates') {
        if (!resource.scopeWhere) throw forbidden();
        where.push(resource.scopeWhere(scope.syndicateIds));
      }
      if (query.q && resource.search?.length) {
        const pattern = likePattern(query.q);
        const anyOf = or(...resource.search.map((column) => ilike(column, pattern)));
        if (anyOf) where.push(anyOf);
      }
      if (resource.filters) where.push(...resource.filters.where(query));
      const condition = where.length ? and(...where) : undefined;
      const { field, direction } = requestedOrder(query, sortable, resource.defaultOrder);
      const column = resource.sortable[field] ?? resource.idColumn;
      const dir = direction === 'asc' ? asc : desc;
      const rows = await app.db
        .select({ ...getTableColumns(resource.table), total: totalOver() })
        .from(resource.table)
        .where(condition)
        .orderBy(dir(column), dir(resource.idColumn))
        .limit(query.itemsPerPage)
        .offset(pageOffset(query));
      const total = await pageTotal(rows, async () => app.db.$count(resource.table, condition));
      const items = rows.map(({ total: _total, ...row }) => row as unknown as TRow);
      return { data: await resource.present(items, app), meta: pageMeta(query, total) };
    });

    app.get(`${base}/:id`, { config: access, schema: { tags, params: idParams } }, async (request) => {
      const row = await loadScoped<TRow>(app.db, resource, scopeOf(request), request.params.id);
      const [json] = await resource.present([row], app);
      return json;
    });

    const create = resource.create;
    if (create) {
      app.post(base, { config: access, schema: { tags, body: create.schema } }, async (request, reply) => {
        const scope = assertManagersMay(request, create.managers);
        const actorId = request.actor.userId!;
        const pending: { announce?: (() => void) | void } = {};
        const row = await writeOrViolation(resource, async () =>
          app.db.transaction(async (tx) => {
            const ctx: WriteContext = { db: tx, scope, actorId, app };
            const values = await create.prepare(request.body as TCreate, ctx);
            if (
              resource.syndicateOf &&
              !canManageSyndicate(scope, resource.syndicateOf(values as Partial<TRow>))
            )
              throw forbidden();
            const [inserted] = await tx
              .insert(resource.table)
              .values(values as never)
              .returning();
            const created = inserted as TRow;
            await recordAudit(tx, {
              actorId,
              action: 'create',
              entity: resource.entity,
              entityId: created.id,
              before: null,
              after: created,
            });
            pending.announce = await create.after?.(created, ctx, request.body as TCreate);
            return created;
          }),
        );
        resource.events.created(row, app);
        pending.announce?.();
        const [json] = await resource.present([row], app);
        return reply.code(201).send(json);
      });
    }

    const update = resource.update;
    if (update) {
      app.patch(
        `${base}/:id`,
        { config: access, schema: { tags, params: idParams, body: update.schema } },
        async (request) => {
          const scope = assertManagersMay(request, update.managers);
          const actorId = request.actor.userId!;
          const { before, after } = await writeOrViolation(resource, async () =>
            app.db.transaction(async (tx) => {
              const row = await loadScoped<TRow>(tx, resource, scope, request.params.id);
              const ctx: WriteContext = { db: tx, scope, actorId, app };
              const values = await update.prepare(request.body as TPatch, row, ctx);
              if (
                resource.syndicateOf &&
                'syndicateId' in values &&
                !canManageSyndicate(scope, resource.syndicateOf(values as Partial<TRow>))
              ) {
                throw forbidden();
              }
              if (Object.keys(values).length === 0) return { before: row, after: row };
              const [updated] = await tx
                .update(resource.table)
                .set(values as never)
                .where(eq(resource.idColumn, row.id))
                .returning();
              const changed = updated as TRow;
              await recordAudit(tx, {
                actorId,
                action: 'update',
                entity: resource.entity,
                entityId: row.id,
                before: row,
                after: changed,
              });
              return { before: row, after: changed };
            }),
          );
          if (before !== after) resource.events.updated(before, after, app);
          const [json] = await resource.present([after], app);
          return json;
        },
      );
    }

    const remove = resource.remove;
    if (remove) {
      app.delete(
        `${base}/:id`,
        { config: access, schema: { tags, params: idParams } },
        async (request, reply) => {
          const scope = assertManagersMay(request, remove.managers);
          const actorId = request.actor.userId!;
          const pending: { announce?: (() => void) | void } = {};
          const row = await app.db.transaction(async (tx) => {
            const found = await loadScoped<TRow>(tx, resource, scope, request.params.id);
            remove.guard?.(found, scope);
            await tx.delete(resource.table).where(eq(resource.idColumn, found.id));
            await recordAudit(tx, {
              actorId,
              action: 'delete',
              entity: resource.entity,
              entityId: found.id,
              before: found,
              after: null,
            });
            pending.announce = await remove.after?.(found, { db: tx, scope, actorId, app });
            return found;
          });
          resource.events.removed(row, app);
          pending.announce?.();
          return reply.code(204).send();
        },
      );
    }
  };
}

/** Runs a write, turning a broken unique constraint into the resource's 422 field violation. */
async function writeOrViolation<T>(
  resource: { unique?: Record<string, UniqueRule> },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const rule = uniqueViolation(error, resource.unique);
    if (rule) throw unprocessable([rule]);
    throw error;
  }
}
