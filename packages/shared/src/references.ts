/**
 * Entity references in request bodies and filters (ARCHITECTURE "API conventions"): IRIs such as
 * `/api/horses/12`, with plain ids accepted too. One parser so forms and the API agree.
 */
import { z } from 'zod';

/** IRI of an entity: `/api/{resource}/{id}`. */
export function iri(resource: string, id: number): string {
  return `/api/${resource}/${id}`;
}

/**
 * Id behind a reference: a positive integer, a numeric string or an IRI of the given resource
 * (any resource when none is given). Null when the value is none of these.
 */
export function idFromReference(value: unknown, resource?: string): number | null {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.trim();
  else return null;
  const match = /^(?:\/api\/([a-z0-9-]+)\/)?(\d{1,15})$/.exec(text);
  if (!match || (match[1] !== undefined && resource !== undefined && match[1] !== resource)) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A required reference field that outputs the numeric id; `message` covers missing and malformed values. */
export function referenceField(resource: string, message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const id = idFromReference(value, resource);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}
