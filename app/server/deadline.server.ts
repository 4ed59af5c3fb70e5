/**
 * Settles like `work`, or rejects with `timeoutError()` once `ms` have passed — for waits on
 * something outside the process (a database, a mail server) that must not hang the caller.
 * The work itself is not cancelled: callers say what that means for them.
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  timeoutError: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
