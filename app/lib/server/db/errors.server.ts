/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`), same on PGlite and pg: the one walker of error causes. */
export function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

/** True when the error is a unique violation (23505), of the named index or constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseError(error);
  if (found?.code !== "23505") return false;
  return !constraint || !found.constraint || found.constraint === constraint;
}

/** The PostgreSQL error code (SQLSTATE) of a failed query, if any. */
export function pgErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}
