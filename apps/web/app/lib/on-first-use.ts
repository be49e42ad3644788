/**
 * Returns a getter that makes `create()`'s object on first use and keeps it. For `Intl` formatters: the
 * first `Intl` object a browser page makes costs it ~15 ms on a fast core (the engine loads its locale
 * data then), and a formatter made at module load charged that to every page that merely imported the
 * module, used or not (decision 053).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}
