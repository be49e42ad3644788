/**
 * Deciding a join request from the back office (SPEC §3/§4 join request: ACCEPTED or REJECTED).
 * Accepting gives the person a place in the syndicate: a signed-in requester's own account, or — for an
 * anonymous request — the account with that e-mail, created (without a password) when there is none.
 * A plain user becomes a member (ROLE_MEMBER first) so their menus open, and a new member is welcomed by
 * e-mail (with how to set a password when the account was just created). Everything, including the audit
 * row and the mail, happens in one transaction; the caller emits the events.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { JoinRequestStatus } from '@stride/shared';
import type { Db } from '../../db/client.js';
import {
  joinRequests,
  lower,
  memberships,
  syndicates,
  users,
  type JoinRequest,
} from '../../db/schema/index.js';
import { sendMail } from '../../mail/outbox.js';
import { joinAcceptedMail } from '../../mail/templates/join-accepted.js';
import { HttpError } from '../../lib/http-errors.js';
import { recordAudit } from './audit.js';
import { openMemberChats, type ChatsOpened } from '../chat-lifecycle.js';

export interface JoinDecision {
  request: JoinRequest;
  /** The account the decision concerns (null for a rejected anonymous request without an account). */
  userId: number | null;
  rolesChanged: boolean;
  membershipCreated: boolean;
  /** Chats the accepted person now takes part in (decision 024); null when rejected. */
  chats: ChatsOpened | null;
}

/** Roles that already open the members' area (or more): nothing to add on acceptance. */
const MEMBER_OR_ABOVE = [
  'ROLE_MEMBER',
  'ROLE_STAFF',
  'ROLE_MANAGER',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_SONATA_ADMIN',
];

/** Accepts or rejects a pending request; 409 when it was decided already. */
export async function decideJoinRequest(
  db: Db,
  requestId: number,
  status: JoinRequestStatus,
  actorId: number,
  options: { sharesHeld?: number; webOrigin?: string } = {},
): Promise<JoinDecision> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, requestId))
      .for('update');
    if (!request) throw new HttpError(404, 'Join request not found');
    if (request.status !== 'pending') throw new HttpError(409, 'This request has already been decided');

    let userId = request.userId;
    if (userId === null) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(lower(users.email), request.email.trim().toLowerCase()), isNull(users.deletedAt)))
        .limit(1);
      userId = existing?.id ?? null;
    }

    let rolesChanged = false;
    let membershipCreated = false;
    let chatsOpened: ChatsOpened | null = null;
    if (status === 'ACCEPTED') {
      if (userId === null) {
        const [created] = await tx
          .insert(users)
          .values({
            email: request.email.trim().toLowerCase(),
            firstname: request.firstname,
            lastname: request.lastname,
            phone: request.phone,
            dateOfBirth: request.dateOfBirth,
            address: request.address,
            address2: request.address2,
            city: request.city,
            postalCode: request.postalCode,
            countryCode: request.countryCode,
            roles: ['ROLE_MEMBER', 'ROLE_USER'],
          })
          .returning();
        userId = created!.id;
        await recordAudit(tx, {
          actorId,
          action: 'create',
          entity: 'user',
          entityId: userId,
          before: null,
          after: created!,
        });
      } else {
        const [user] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
        if (user && !user.roles.some((r) => MEMBER_OR_ABOVE.includes(r))) {
          await tx
            .update(users)
            .set({ roles: ['ROLE_MEMBER', ...user.roles] })
            .where(eq(users.id, userId));
          rolesChanged = true;
        }
      }
      const inserted = await tx
        .insert(memberships)
        .values({
          userId,
          syndicateId: request.syndicateId,
          role: 'member',
          sharesHeld: options.sharesHeld ?? 0,
        })
        .onConflictDoNothing()
        .returning();
      membershipCreated = inserted.length > 0;
      // Accepting again (another request of the same person) finds the chats already there: idempotent.
      const [place] = await tx
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.syndicateId, request.syndicateId)));
      chatsOpened = await openMemberChats(tx, userId, request.syndicateId, place?.role ?? 'member');
      if (inserted[0] && options.webOrigin) {
        const [member] = await tx
          .select({ email: users.email, firstname: users.firstname, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, userId));
        const [syndicate] = await tx
          .select({ name: syndicates.name })
          .from(syndicates)
          .where(eq(syndicates.id, request.syndicateId));
        if (member && syndicate) {
          await sendMail(tx, {
            to: member.email,
            ...joinAcceptedMail({
              firstname: member.firstname,
              syndicateName: syndicate.name,
              loginUrl: `${options.webOrigin}/login/`,
              hasPassword: member.passwordHash !== null,
            }),
          });
        }
      }
      if (inserted[0]) {
        await recordAudit(tx, {
          actorId,
          action: 'create',
          entity: 'membership',
          entityId: inserted[0].id,
          before: null,
          after: inserted[0],
        });
      }
    }

    const [decided] = await tx
      .update(joinRequests)
      .set({
        status,
        decidedBy: actorId,
        decidedAt: new Date(),
        ...(request.userId === null && userId !== null && status === 'ACCEPTED' ? { userId } : {}),
      })
      .where(eq(joinRequests.id, request.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: status === 'ACCEPTED' ? 'accept' : 'reject',
      entity: 'joinRequest',
      entityId: request.id,
      before: request,
      after: decided!,
    });
    return { request: decided!, userId, rolesChanged, membershipCreated, chats: chatsOpened };
  });
}
