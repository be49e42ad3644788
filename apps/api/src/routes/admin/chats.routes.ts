/**
 * /api/admin/chats: an overview of chats (syndicate, group or private, members, messages, last activity)
 * and suspending or re-opening one (PATCH { enabled }). Managers see and change the chats of the
 * syndicates they manage. Changes emit chat.updated.
 */
import { adminChatPatchSchema } from '@stride/shared';
import { count, eq, inArray, isNull, max, and } from 'drizzle-orm';
import type { z } from 'zod';
import { chatMembers, chats, messages, syndicates, users, type Chat } from '../../db/schema/index.js';
import { booleanParam, referenceParam } from '../../lib/query.js';
import { adminCrud } from './crud.js';

interface AdminChatJson {
  id: number;
  code: string | null;
  group: boolean;
  syndicateId: number;
  syndicate: { id: number; name: string } | null;
  enabled: boolean;
  members: { id: number; name: string }[];
  messageCount: number;
  lastMessageAt: string | null;
  createdAt: string;
}

export default adminCrud<Chat, AdminChatJson, never, z.infer<typeof adminChatPatchSchema>>({
  path: 'chats',
  entity: 'chat',
  table: chats,
  idColumn: chats.id,
  audience: 'back-office',
  sortable: { id: chats.id, createdAt: chats.createdAt, syndicateId: chats.syndicateId },
  defaultOrder: { field: 'createdAt', direction: 'desc' },
  filters: {
    shape: { 'syndicate.id': referenceParam('syndicates').optional(), enabled: booleanParam.optional() },
    where: (q) => [
      ...(q['syndicate.id'] !== undefined ? [eq(chats.syndicateId, q['syndicate.id'] as number)] : []),
      ...(q.enabled !== undefined ? [eq(chats.enabled, q.enabled as boolean)] : []),
    ],
  },
  scopeWhere: (ids) => inArray(chats.syndicateId, ids.length ? [...ids] : [-1]),
  syndicateOf: (row) => row.syndicateId,
  present: async (rows, app) => {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const syndicateIds = [...new Set(rows.map((r) => r.syndicateId))];
    const [groups, people, stats] = await Promise.all([
      app.db
        .select({ id: syndicates.id, name: syndicates.name })
        .from(syndicates)
        .where(inArray(syndicates.id, syndicateIds)),
      app.db
        .select({
          chatId: chatMembers.chatId,
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
        })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(inArray(chatMembers.chatId, ids)),
      app.db
        .select({ chatId: messages.chatId, n: count(), last: max(messages.createdAt) })
        .from(messages)
        .where(and(inArray(messages.chatId, ids), isNull(messages.deletedAt)))
        .groupBy(messages.chatId),
    ]);
    const group = new Map(groups.map((g) => [g.id, g]));
    const stat = new Map(stats.map((s) => [s.chatId, s]));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      group: r.code === 'all',
      syndicateId: r.syndicateId,
      syndicate: group.get(r.syndicateId) ?? null,
      enabled: r.enabled,
      members: people
        .filter((p) => p.chatId === r.id)
        .map((p) => ({ id: p.id, name: `${p.firstname} ${p.lastname}`.trim() })),
      messageCount: stat.get(r.id)?.n ?? 0,
      lastMessageAt: stat.get(r.id)?.last?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  },
  update: { schema: adminChatPatchSchema, managers: true, prepare: (patch) => patch },
  events: {
    created: (row, app) => app.events.emit('chat.created', { chatId: row.id }),
    updated: (_before, after, app) => app.events.emit('chat.updated', { chatId: after.id }),
    removed: () => {},
  },
});
