/**
 * SPEC §4 "Lists merge by id, newer items winning": one pure rule for every members' list (feed pages,
 * comments, realtime patches), so a post that moves between pages, or arrives again from a socket event,
 * shows once and in its freshest form.
 */

/** Anything with a numeric id. */
export interface WithId {
  id: number;
}

/**
 * Merges `incoming` into `current` by id: an item of `incoming` replaces the one of `current` with the same
 * id (the newer copy wins), new ids are appended, order of first appearance is kept. Duplicates inside one
 * list collapse the same way (the later copy wins).
 */
export function mergeById<T extends WithId>(current: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of current) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()];
}

/** Folds lists fetched one after the other (oldest fetch first) into one list, later fetches winning. */
export function mergeAllById<T extends WithId>(lists: readonly (readonly T[])[]): T[] {
  return lists.reduce<T[]>((merged, list) => mergeById(merged, list), []);
}

/** SPEC §4 order of updates: newest `postedAt` first; equal times by the higher id first, so the order is stable. */
export function byNewestPostedAt(
  a: { id: number; postedAt: string },
  b: { id: number; postedAt: string },
): number {
  const difference = Date.parse(b.postedAt) - Date.parse(a.postedAt);
  return difference !== 0 && !Number.isNaN(difference) ? difference : b.id - a.id;
}

/** The feed as shown: every fetched page merged by id (later fetches winning), newest postedAt first. */
export function mergeUpdatePages<T extends WithId & { postedAt: string }>(
  pages: readonly (readonly T[])[],
): T[] {
  return mergeAllById(pages).sort(byNewestPostedAt);
}

/** Replaces one item (by id) wherever it appears in a list of pages; pages without it are returned unchanged. */
export function replaceInPages<T extends WithId>(
  pages: readonly T[][],
  id: number,
  update: (item: T) => T,
): T[][] {
  return pages.map((page) =>
    page.some((item) => item.id === id) ? page.map((item) => (item.id === id ? update(item) : item)) : page,
  );
}
