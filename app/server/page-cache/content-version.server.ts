import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Transaction } from "../db/client.server";
import type { Logger } from "../logger.server";

/**
 * The version of the published content, as this instance knows it. Migration 0009 bumps
 * `content_version` and NOTIFYs `content_changed` inside every transaction that writes a
 * content table, whatever wrote it. Each instance learns of a change three ways, each a
 * safety net for the one before:
 * 1. in process, at once: `writeContent` (content-writes.server.ts) signals after its commit,
 *    so the instance that wrote never serves its own stale page, on PGlite as on PostgreSQL;
 * 2. on PostgreSQL, a LISTEN connection (reconnected with back-off, and re-read on reconnect)
 *    hears the writes of every other instance within milliseconds;
 * 3. a cheap read of the version every `pollMs`, for notifications lost while the LISTEN
 *    connection was down — or writes made with the triggers disabled.
 */
export const CONTENT_CHANNEL = "content_changed";
/** The LISTEN connection's application_name, to find it in pg_stat_activity. */
export const LISTENER_NAME = "page-cache-listener";

export type ContentVersionWatcher = {
  /** The last version read or heard (0: no content write yet). */
  current(): number;
  /** Called on every change of version. */
  onChange(listener: () => void): () => void;
  /** Reads the version now (used after a local write and on reconnect). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

type WatcherOptions = {
  db: Database;
  /** PostgreSQL's URL, for the LISTEN connection; omitted on PGlite (one process). */
  listenUrl?: string;
  pollMs: number;
  logger: Logger;
};

// Route modules are bundled apart from server.ts: both reach one emitter through globalThis.
const SIGNAL_KEY = Symbol.for("consultancy-site.content-written");
type SignalHolder = { [SIGNAL_KEY]?: EventEmitter };

function localSignal(): EventEmitter {
  const holder = globalThis as SignalHolder;
  holder[SIGNAL_KEY] ??= new EventEmitter();
  return holder[SIGNAL_KEY];
}

/**
 * Tells this process's page cache that content was just committed at `version` (read inside
 * the writing transaction: content-writes.server.ts).
 */
export function announceContentWrite(version: number): void {
  localSignal().emit("written", version);
}

export async function readContentVersion(
  db: Database | Transaction,
): Promise<number> {
  const result = (await db.execute(
    sql`select version from content_version where id = 1`,
  )) as unknown as {
    rows: { version: string | number }[];
  };
  return Number(result.rows[0]?.version ?? 0);
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export async function startContentVersionWatcher(
  options: WatcherOptions,
): Promise<ContentVersionWatcher> {
  const { db, listenUrl, pollMs, logger } = options;
  const listeners = new Set<() => void>();
  let version = await readContentVersion(db);
  // Bumped by every change heard, so a slow read that began before it cannot undo it.
  let heard = 0;
  let stopped = false;

  const set = (next: number) => {
    version = next;
    heard += 1;
    for (const listener of listeners) listener();
  };
  // A write's own signal and NOTIFY carry the number the trigger gave it: versions only grow
  // under the row's lock, so a lower number is an older write, already counted.
  const observeWrite = (next: number) => {
    if (!stopped && next > version) set(next);
  };
  const refresh = async () => {
    const before = heard;
    try {
      const read = await readContentVersion(db);
      // Any difference, not only an increase: a restored database may go back, and dropping
      // pages is always safe.
      if (!stopped && heard === before && read !== version) set(read);
    } catch (error) {
      logger.warn(
        { err: error },
        "could not read the content version; cached pages kept until the next check",
      );
    }
  };

  const onLocalWrite = (written: number) => observeWrite(written);
  localSignal().on("written", onLocalWrite);
  const poll = setInterval(() => void refresh(), pollMs);
  poll.unref();

  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_MIN_MS;
  const listen = async () => {
    if (stopped || !listenUrl) return;
    const next = new pg.Client({
      connectionString: listenUrl,
      application_name: LISTENER_NAME,
    });
    client = next;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (stopped) return;
      logger.warn(
        { err: error, retryInMs: reconnectDelay },
        "content change listener lost its connection; reconnecting",
      );
      reconnectTimer = setTimeout(() => void listen(), reconnectDelay);
      reconnectTimer.unref();
      reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
    };
    next.on("error", onLost);
    next.on("end", () => onLost());
    next.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const written = Number(message.payload);
      if (Number.isFinite(written)) observeWrite(written);
      else void refresh();
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
      reconnectDelay = RECONNECT_MIN_MS;
      // Whatever changed while no one listened.
      await refresh();
    } catch (error) {
      onLost(error as Error);
    }
  };
  await listen();

  return {
    current: () => version,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      localSignal().off("written", onLocalWrite);
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
