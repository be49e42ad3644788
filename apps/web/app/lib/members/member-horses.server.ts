/**
 * The member's own horses for /horses/ (SPEC §2 member horses, §7): GET horses with
 * horseOfUserSyndicates=true and horseOfCurrentUser=true, the user's horse count as the page size, by name.
 */
import { type Collection, type Horse, hasAnyRole } from '@stride/shared';
import { apiGet, reportReadFailure } from '../api/client.server';
import type { ServerAuthSession } from '../auth/server-session.server';
import { getPublicEnv } from '../env.server';
import { type HorseCardData, toHorseCard } from '../cards';

/** Query string of the member's horses: every one of them on one page. */
export function memberHorsesQuery(horseCount: number): string {
  return new URLSearchParams({
    horseOfUserSyndicates: 'true',
    horseOfCurrentUser: 'true',
    page: '1',
    itemsPerPage: String(Math.max(1, horseCount)),
  }).toString();
}

/** The member's horses as cards, or null when the visitor is not a signed-in member (the public list shows). */
export async function loadMemberHorses(session: ServerAuthSession, signal?: AbortSignal) {
  const user = await session.currentUser();
  if (!user || !hasAnyRole(user.roles, ['Member'])) return null;
  const meta = { page: 1, itemsPerPage: user.horses.length, totalItems: 0, totalPages: 0 };
  const empty: HorseCardData[] = [];
  if (user.horses.length === 0) return { horses: empty, meta, failed: false, own: true as const };
  try {
    const result = await apiGet<Collection<Horse>>(`/api/horses?${memberHorsesQuery(user.horses.length)}`, {
      session,
      signal,
    });
    const { PUBLIC_API_URL } = getPublicEnv();
    return {
      horses: result.data.map((horse) => toHorseCard(horse, PUBLIC_API_URL)),
      meta: result.meta,
      failed: false,
      own: true as const,
    };
  } catch (cause) {
    reportReadFailure('GET /api/horses (member)', cause, signal);
    return { horses: empty, meta, failed: true, own: true as const };
  }
}
