/**
 * /api/admin/chats: an overview of chats (syndicate, group or private, members, messages, last activity),
 * opening one (POST: the group chat, or a private chat between people of the syndicate — decision 024)
 * and suspending or re-opening one (PATCH { enabled }). Managers see, open and change the chats of the
 * syndicates they manage. Changes emit chat.created / chat.updated.
 */
import {
  adminChatCreateSchema,
  adminChatPatchSchema,
  CHAT_MEMBERS_REQUIRED_MESSAGE,
  GROUP_CHAT_CODE,
  GROUP_CHAT_EXISTS_MESSAGE,
} from '@stride/shared';
import { count, eq, inArray, isNull, max, and } from 'drizzle-orm';
import type { z } from 'zod';
import {
  chatMembers,
  chats,
  memberships,
  messages,
  syndicates,
  users,
  type Chat,
} from '../../db/schema/index.js';
import { unprocessable } from '../../lib/http-errors.js';
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

type ChatCreate = z.infer<typeof adminChatCreateSchema>;

export default adminCrud<Chat, AdminChatJson, ChatCreate, z.infer<typeof adminChatPatchSchema>>({
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
  create: {
    schema: adminChatCreateSchema,
    managers: true,
    prepare: async (body, ctx) => {
      const [syndicate] = await ctx.db
        .select({ id: syndicates.id })
        .from(syndicates)
        .where(eq(syndicates.id, body.syndicateId));
      if (!syndicate)
        throw unprocessable([{ propertyPath: 'syndicateId', message: 'Please choose a syndicate' }]);
      if (body.group) return { syndicateId: body.syndicateId, code: GROUP_CHAT_CODE };
      const wanted = [...new Set(body.memberIds ?? [])];
      const people = wanted.length
        ? await ctx.db
            .select({ id: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.syndicateId, body.syndicateId), inArray(memberships.userId, wanted)))
        : [];
      // Only people of the syndicate, and at least two of them.
      if (wanted.length < 2 || people.length !== wanted.length)
        throw unprocessable([{ propertyPath: 'memberIds', message: CHAT_MEMBERS_REQUIRED_MESSAGE }]);
      return { syndicateId: body.syndicateId, code: null };
    },
    after: async (row, ctx, body) => {
      const ids = [...new Set(body.memberIds ?? [])];
      if (row.code === null && ids.length > 0)
        await ctx.db.insert(chatMembers).values(ids.map((userId) => ({ chatId: row.id, userId })));
    },
  },
  update: { schema: adminChatPatchSchema, managers: true, prepare: (patch) => patch },
  unique: {
    chats_syndicate_code_unique: { propertyPath: 'group', message: GROUP_CHAT_EXISTS_MESSAGE },
  },
  events: {
    created: (row, app) => app.events.emit('chat.created', { chatId: row.id }),
    updated: (_before, after, app) => app.events.emit('chat.updated', { chatId: after.id }),
    removed: () => {},
  },
});
