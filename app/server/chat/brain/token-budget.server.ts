import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { chatProviderUsage } from "../../db/schema.server";

/**
 * The provider's daily token budget (CHAT_DAILY_TOKEN_BUDGET, issue 12): tokens every
 * conversation together used per UTC day, in chat_provider_usage. When the day's total
 * reaches the budget the offline brain answers until midnight UTC. Several processes share
 * the row: usage is added with one UPSERT, never read-modify-write.
 */
export type TokenBudget = {
  /** True when today's usage has reached the budget (always, for a budget of 0). */
  isSpent(): Promise<boolean>;
  record(tokens: number): Promise<void>;
  usedToday(): Promise<number>;
};

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function createTokenBudget(options: { db: Database; dailyTokens: number; now?: () => Date }): TokenBudget {
  const today = () => utcDay((options.now ?? (() => new Date()))());
  async function usedToday(): Promise<number> {
    const [row] = await options.db.select({ tokens: chatProviderUsage.tokens }).from(chatProviderUsage).where(eq(chatProviderUsage.day, today()));
    return row?.tokens ?? 0;
  }
  return {
    usedToday,
    async isSpent() {
      if (options.dailyTokens <= 0) return true;
      return (await usedToday()) >= options.dailyTokens;
    },
    async record(tokens) {
      if (tokens <= 0) return;
      await options.db
        .insert(chatProviderUsage)
        .values({ day: today(), tokens })
        .onConflictDoUpdate({ target: chatProviderUsage.day, set: { tokens: sql`${chatProviderUsage.tokens} + excluded.tokens` } });
    },
  };
}
