import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { chatProviderUsage } from "../../db/schema.server";

/**
 * The provider's daily token budget (CHAT_DAILY_TOKEN_BUDGET): tokens every
 * conversation together used per UTC day, in chat_provider_usage. When the day's total
 * reaches the budget the offline brain answers until midnight UTC. Several processes share
 * the row: usage is added with one UPSERT, never read-modify-write.
 *
 * The check sits in front of every provider reply, so it does not wait for the database each
 * time: this process's view of the day's total is re-read in the background at most every
 * `refreshMs` (5 s) and counts its own usage at once. Other processes' usage is therefore seen
 * within a few seconds; a budget can be overrun by what the processes spend in that time.
 */
export type TokenBudget = {
  /** True when today's usage has reached the budget (always, for a budget of 0). */
  isSpent(): Promise<boolean>;
  record(tokens: number): Promise<void>;
  /** Today's total as stored in the database. */
  usedToday(): Promise<number>;
};

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function createTokenBudget(options: {
  db: Database;
  dailyTokens: number;
  now?: () => Date;
  refreshMs?: number;
}): TokenBudget {
  const now = options.now ?? (() => new Date());
  const refreshMs = options.refreshMs ?? 5000;
  let known: { day: string; tokens: number; readAt: number } | null = null;
  let refreshing: Promise<void> | null = null;

  async function usedOn(day: string): Promise<number> {
    const [row] = await options.db
      .select({ tokens: chatProviderUsage.tokens })
      .from(chatProviderUsage)
      .where(eq(chatProviderUsage.day, day));
    return row?.tokens ?? 0;
  }

  function refresh(day: string): Promise<void> {
    refreshing ??= usedOn(day)
      .then((tokens) => {
        known = { day, tokens, readAt: now().getTime() };
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return {
    usedToday: () => usedOn(utcDay(now())),
    async isSpent() {
      if (options.dailyTokens <= 0) return true;
      const day = utcDay(now());
      // First use, or a new UTC day: the answer must come from the database.
      if (!known || known.day !== day) await refresh(day);
      else if (now().getTime() - known.readAt >= refreshMs)
        void refresh(day).catch(() => undefined);
      return (known?.tokens ?? 0) >= options.dailyTokens;
    },
    async record(tokens) {
      if (tokens <= 0) return;
      const day = utcDay(now());
      const [row] = await options.db
        .insert(chatProviderUsage)
        .values({ day, tokens })
        .onConflictDoUpdate({
          target: chatProviderUsage.day,
          set: { tokens: sql`${chatProviderUsage.tokens} + excluded.tokens` },
        })
        .returning({ tokens: chatProviderUsage.tokens });
      // The UPSERT returns the day's total across every process: the freshest figure there is.
      known = { day, tokens: row?.tokens ?? tokens, readAt: now().getTime() };
    },
  };
}
