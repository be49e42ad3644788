/**
 * Chats: a group chat (code 'all') per Stride syndicate with everyone in it, and private member ↔
 * racing-manager conversations. Older messages are read; the newest few stay unread so badges show.
 */
import { buildChat, buildMessage } from '../factories.js';
import { messageReads, type Message, type User } from '../schema/index.js';
import { rosterOf, type SeedContext } from './context.js';
import { DEMO_LOGINS } from './content/people.js';
import { SYNDICATES } from './content/syndicates.js';
import { GROUP_CHAT, MANAGER_CHAT } from './content/updates.js';

/** Marks messages read by every chat member except their author, leaving the last `unreadTail` unread. */
async function markRead(
  ctx: SeedContext,
  messages: Message[],
  memberIds: number[],
  unreadTail: number,
): Promise<void> {
  const rows: Array<{ messageId: number; userId: number; readAt: Date }> = [];
  messages.slice(0, Math.max(0, messages.length - unreadTail)).forEach((m) => {
    for (const userId of memberIds) {
      if (userId !== m.authorId)
        rows.push({ messageId: m.id, userId, readAt: new Date(m.createdAt.getTime() + 30 * 60_000) });
    }
  });
  if (rows.length > 0) await ctx.db.insert(messageReads).values(rows);
}

/** Writes `lines` into a chat, spread over the days before now. */
async function writeLines(
  ctx: SeedContext,
  chatId: number,
  lines: ReadonlyArray<{ author: User; body: string }>,
  startDaysAgo: number,
): Promise<Message[]> {
  const written: Message[] = [];
  const step = (startDaysAgo * 86_400_000) / (lines.length + 1);
  for (const [i, line] of lines.entries()) {
    const createdAt = new Date(ctx.now.getTime() - startDaysAgo * 86_400_000 + (i + 1) * step);
    written.push(
      await buildMessage(ctx.db, { chatId, authorId: line.author.id, body: line.body, createdAt }),
    );
  }
  return written;
}

/** Writes the demo chats; returns how many were created. */
export async function seedChats(ctx: SeedContext): Promise<number> {
  let count = 0;
  const demoMember = ctx.usersByEmail.get(DEMO_LOGINS.member)!;
  for (const [i, s] of SYNDICATES.filter((x) => x.stride).entries()) {
    const syndicate = ctx.syndicates.get(s.key)!;
    const everyone = ctx.rosters.get(s.key) ?? [];
    const managers = rosterOf(ctx, s.key, ['manager']);
    const staff = rosterOf(ctx, s.key, ['staff']);
    const members = rosterOf(ctx, s.key, ['member']);
    if (managers.length === 0 || members.length === 0) continue;

    // The syndicate's group chat.
    const memberIds = everyone.map((m) => m.user.id);
    const group = await buildChat(ctx.db, {
      syndicateId: syndicate.id,
      code: 'all',
      enabled: true,
      memberIds,
    });
    let nextMember = i;
    const lines = GROUP_CHAT.map(([kind, body]) => {
      const pool = kind === 'manager' ? managers : kind === 'staff' && staff.length > 0 ? staff : members;
      const author = kind === 'member' ? members[nextMember++ % members.length]! : pool[0]!;
      return { author, body };
    });
    const groupMessages = await writeLines(ctx, group.id, lines, 20 - i * 3);
    await markRead(ctx, groupMessages, memberIds, 2);
    count += 1;

    // Private chats: the demo member (where they belong) and two other members, each with the manager.
    const privateWith = [
      ...new Set([
        ...(members.some((m) => m.id === demoMember.id) ? [demoMember] : []),
        ...members.slice(0, 2),
      ]),
    ];
    for (const [k, member] of privateWith.entries()) {
      const manager = managers[0]!;
      const chat = await buildChat(ctx.db, {
        syndicateId: syndicate.id,
        code: null,
        enabled: !(i === 3 && k === 1),
        memberIds: [member.id, manager.id],
      });
      const messages = await writeLines(
        ctx,
        chat.id,
        MANAGER_CHAT.map(([fromManager, body]) => ({ author: fromManager ? manager : member, body })),
        6 + k * 2,
      );
      // The demo member has not yet read the manager's last message.
      await markRead(ctx, messages, [member.id, manager.id], member.id === demoMember.id ? 1 : 0);
      count += 1;
    }
  }
  return count;
}
