import { vi } from "vitest";

/**
 * Polls `check` (Vitest's `vi.waitUntil`) until it returns something truthy, and returns that;
 * the error says what never happened. Generous by default, so a loaded 2-core machine is not
 * a failure. A check that throws ends the wait at once with its own error.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string,
  { timeoutMs = 45_000, intervalMs = 50 } = {},
): Promise<NonNullable<T>> {
  try {
    return (await vi.waitUntil(check, {
      timeout: timeoutMs,
      interval: intervalMs,
    })) as NonNullable<T>;
  } catch (error) {
    if (error instanceof Error && /timed out/i.test(error.message))
      throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    throw error;
  }
}
