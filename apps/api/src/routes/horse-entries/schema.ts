/** Request and response schemas of the horse-entry read routes. */
import {
  collectionSchema,
  dublinLocalToIso,
  horseEntryResourceSchema,
  pagingQuerySchema,
} from '@stride/shared';
import { z } from 'zod';
import { booleanParam, orderParam, referenceParam } from '../../lib/query.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A date bound: an ISO datetime, or a `YYYY-MM-DD` day in Europe/Dublin (`after` from its first
 * moment, `before` up to its last).
 */
function dateBound(edge: 'start' | 'end') {
  return z.string().transform((value, ctx) => {
    let ms = Number.NaN;
    if (DATE_ONLY.test(value)) {
      const iso = dublinLocalToIso(value, '00:00');
      if (iso) ms = Date.parse(iso) + (edge === 'end' ? DAY_MS - 1 : 0);
    } else if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      ms = Date.parse(value);
    }
    if (Number.isNaN(ms)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD) or an ISO datetime' });
      return z.NEVER;
    }
    return new Date(ms);
  });
}

/** GET syndicate-horse-entries: paging, `upcoming`, `results`, `date[after]`, `date[before]`, `horse.id`, `syndicate.id`, `order[date]`. */
export const listHorseEntriesQuery = pagingQuerySchema().extend({
  upcoming: booleanParam.optional(),
  results: booleanParam.optional(),
  'date[after]': dateBound('start').optional(),
  'date[before]': dateBound('end').optional(),
  'horse.id': referenceParam('horses').optional(),
  'syndicate.id': referenceParam('syndicates').optional(),
  'order[date]': orderParam.optional(),
});

export const horseEntryListResponse = collectionSchema(horseEntryResourceSchema);
