/**
 * Errors that mean "the database did not answer in time", not "the request was wrong":
 * a statement cancelled by statement_timeout, no pooled connection within
 * connectionTimeoutMillis, or a connection that died mid-query. They answer 503 (try again),
 * never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause, serviceUnavailable } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      serviceUnavailable?: unknown;
    };
    // The file store (S3) did not answer: the same "try again" (app/server/storage/file-store.server.ts).
    if (serviceUnavailable === true) return true;
    // 57014 query_canceled (statement_timeout), 57P01-03 shutdown/unavailable, 53300 too many connections.
    if (
      typeof code === "string" &&
      ["57014", "57P01", "57P02", "57P03", "53300"].includes(code)
    )
      return true;
    if (
      typeof message === "string" &&
      /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|database did not answer in time/i.test(
        message,
      )
    ) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * Whether PostgreSQL refused a statement with this SQLSTATE (23505 unique_violation, 23P01
 * exclusion_violation…), wherever drizzle or a transaction wrapped the error.
 */
export function hasDatabaseErrorCode(error: unknown, code: string): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    depth++
  ) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
