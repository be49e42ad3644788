/**
 * Advertising click ids (SPEC §7: gclid, dclid, fbclid, twclid) from the landing URL, kept for the tab's
 * session so the tag manager and analytics still get them when consent comes pages later.
 */
import { type ClickIdParam, clickIdsFrom } from '@stride/shared';

export const CLICK_IDS_STORAGE_KEY = 'stride.clickIds';
/** Click ids are opaque tokens; anything longer is not one. */
const MAX_CLICK_ID_LENGTH = 512;

export type ClickIds = Partial<Record<ClickIdParam, string>>;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept click ids ({} when none). */
export function readClickIds(store = sessionStore()): ClickIds {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(CLICK_IDS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return clickIdsFrom(
      new URLSearchParams(
        Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** Keeps the click ids of a URL's query (newer ids win, others stay); returns what is kept now. */
export function captureClickIds(search: string, store = sessionStore()): ClickIds {
  const found = Object.fromEntries(
    Object.entries(clickIdsFrom(search)).filter(([, value]) => value.length <= MAX_CLICK_ID_LENGTH),
  ) as ClickIds;
  const kept = { ...readClickIds(store), ...found };
  if (Object.keys(found).length > 0) {
    try {
      store?.setItem(CLICK_IDS_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Session storage refused: the ids reach analytics only if consent comes on this page.
    }
  }
  return kept;
}
