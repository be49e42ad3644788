/**
 * The entries-and-declarations page's read API: GET syndicate-horse-entries (paged) — the entries of
 * the caller's own syndicates: upcoming entries and declarations (soonest first), results (latest
 * first), or a date range. authenticate (signed-in users) → validate → memberships → scope (policy) →
 * service → present. Creating entries belongs to the publishing API (POST on the same path).
 */
import { pageMeta } from '@stride/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlatformAdmin } from '../../policies/actor.js';
import { canReadSyndicateContent, isSyndicateStaff } from '../../policies/post.js';
import { presentHorseEntry } from '../../presenters/horse-entry.js';
import { listHorseEntries } from '../../services/horse-entries.js';
import { loadMemberActor } from '../../services/membership.js';
import { horseEntryListResponse, listHorseEntriesQuery } from './schema.js';

const horseEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/syndicate-horse-entries',
    {
      schema: {
        tags: ['horse entries'],
        querystring: listHorseEntriesQuery,
        response: { 200: horseEntryListResponse },
      },
    },
    async (request) => {
      const who = await loadMemberActor(app.db, request.actor);
      const query = request.query;
      const admin = isPlatformAdmin(who.actor);
      let syndicateIds = admin ? null : [...who.memberships.keys()];
      const requested = query['syndicate.id'];
      if (requested !== undefined) syndicateIds = canReadSyndicateContent(who, requested) ? [requested] : [];
      const { items, total } = await listHorseEntries(
        app.db,
        {
          syndicateIds,
          // Entries announced by unpublished updates show to staff and managers of their syndicate only.
          draftSyndicateIds: admin
            ? null
            : [...who.memberships.keys()].filter((id) => isSyndicateStaff(who, id)),
          horseId: query['horse.id'],
          upcoming: query.upcoming,
          results: query.results,
          after: query['date[after]'],
          before: query['date[before]'],
          order: query['order[date]'],
        },
        query,
      );
      return { data: items.map(presentHorseEntry), meta: pageMeta(query, total) };
    },
  );
};

export default horseEntriesRoutes;
