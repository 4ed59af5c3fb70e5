import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { analyticsSalts } from "../db/schema.server";

/** The UTC day of an instant, as the salts and rollups name it ("YYYY-MM-DD"). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` before `day`. */
export function dayBefore(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return utcDay(date);
}

/**
 * A visitor key: an HMAC of the day's salt with the site, the client's address and its user
 * agent, truncated to 96 bits. Without the salt (deleted after 48 hours) no address can be
 * tested against it; with it, only that day's keys can.
 */
export function visitorKey(
  salt: Buffer,
  site: string,
  clientIp: string,
  userAgent: string,
): string {
  return createHmac("sha256", salt)
    .update(`${site}\n${clientIp}\n${userAgent}`)
    .digest("base64url")
    .slice(0, 16);
}

export type SaltKeeper = {
  /** The salt of `day`, created by whichever instance asks first (one row per day). */
  saltFor(day: string): Promise<Buffer>;
  /** Deletes the salts of days before yesterday: none lives more than 48 hours. */
  prune(today: string): Promise<number>;
};

export function createSaltKeeper(db: Database): SaltKeeper {
  const known = new Map<string, Buffer>();
  // One query per day however many events ask at once: a batch's events all ask for the day's
  // salt together, and a query each once exhausted the pool on a loaded machine.
  const asking = new Map<string, Promise<Buffer>>();
  async function storedSalt(day: string): Promise<Buffer> {
    // Every instance may race to create the day's salt: one statement inserts it or returns
    // the row already there (the no-op update makes RETURNING give the existing row), so no
    // prune by another instance can fall between a write and a read.
    const [row] = await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64") })
      .onConflictDoUpdate({
        target: analyticsSalts.day,
        set: { day: sql`excluded.day` },
      })
      .returning({ salt: analyticsSalts.salt });
    if (!row) throw new Error(`the analytics salt of ${day} was not stored`);
    const salt = Buffer.from(row.salt, "base64");
    known.set(day, salt);
    return salt;
  }
  return {
    async saltFor(day) {
      const cached = known.get(day);
      if (cached) return cached;
      let pending = asking.get(day);
      if (!pending) {
        pending = storedSalt(day).finally(() => asking.delete(day));
        asking.set(day, pending);
      }
      return pending;
    },
    async prune(today) {
      const keepFrom = dayBefore(today);
      for (const day of known.keys()) if (day < keepFrom) known.delete(day);
      const deleted = await db
        .delete(analyticsSalts)
        .where(lt(analyticsSalts.day, sql`${keepFrom}::date`))
        .returning({ day: analyticsSalts.day });
      return deleted.length;
    },
  };
}
