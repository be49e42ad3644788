/** Recognises database errors services handle on purpose, on PGlite and node-postgres alike. */

/** True when the error (or a cause Drizzle wrapped it in) is a unique violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
