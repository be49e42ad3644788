/**
 * Query-string building blocks in the SPEC's API style: `featured=true`, `syndicate.id=/api/syndicates/3`,
 * `id[]=1&id[]=2`, `order[name]=asc`. Unknown parameters are dropped by zod objects (never applied).
 */
import { z } from 'zod';

/** `true`/`false`/`1`/`0` as a boolean; anything else is a 400. */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** Sort direction of an `order[field]` parameter. */
export const orderParam = z
  .enum(['asc', 'desc', 'ASC', 'DESC'], { message: 'must be asc or desc' })
  .transform((v) => v.toLowerCase() as 'asc' | 'desc');

/** Parses a reference given as a plain id (`12`) or an IRI (`/api/horses/12`) into the numeric id. */
export function parseReference(value: string, collection: string): number | null {
  const trimmed = value.trim();
  const iri = new RegExp(`^/api/${collection}/(\\d+)$`).exec(trimmed);
  const raw = iri ? iri[1] : /^\d+$/.test(trimmed) ? trimmed : null;
  if (raw === null || raw === undefined) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A single reference parameter (`syndicate.id=3` or `syndicate.id=/api/syndicates/3`). */
export function referenceParam(collection: string) {
  return z.string().transform((value, ctx) => {
    const id = parseReference(value, collection);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `must be an id or /api/${collection}/{id}` });
      return z.NEVER;
    }
    return id;
  });
}

/** A list parameter (`id[]=1&id[]=2`), accepting one value or many, bounded to 100 entries. */
export function referenceListParam(collection: string) {
  return z
    .union([z.string(), z.array(z.string()).max(100, { message: 'at most 100 values' })])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(referenceParam(collection)));
}

/** A positive integer path id; anything else is a 404 rather than a 400 (ids are opaque to clients). */
export const idParams = z.object({ id: z.string() });

/** Parses a path id, returning null for anything that is not a positive 32-bit integer. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
