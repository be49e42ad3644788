/** Helpers to assert on database errors the same way on PGlite and node-postgres. */

/** The SQLSTATE code of a database error, looking through Drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `action`, expecting it to fail, and returns the SQLSTATE code it failed with. */
export async function failureCode(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    return pgErrorCode(error) ?? 'no-sqlstate';
  }
  return undefined;
}
