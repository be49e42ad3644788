/**
 * Polls a condition until it holds (fault tests wait for a client to notice a cut or a recovery). The
 * limit only turns a condition that never holds into a failure instead of a hung test; nothing asserts
 * how long it took.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  limitMs = 20_000,
): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > until) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
