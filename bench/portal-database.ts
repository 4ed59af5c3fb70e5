/**
 * A fresh PostgreSQL database for one bench run, on the server DATABASE_URL names — on this
 * machine only, since the bench creates and drops databases — dropped again at clean-up
 * (also on errors and Ctrl+C). The same rules as bench:leads (bench/README.md).
 */
import pg from "pg";
import { SetupError, onCleanup } from "./leads-support";

export type BenchDatabase = {
  url: string;
  name: string;
  version: string;
  drop: () => Promise<void>;
};

function assertLoopback(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SetupError(
      "DATABASE_URL is not a URL (expected postgres://user@127.0.0.1:5432/dbname)",
    );
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol))
    throw new SetupError("DATABASE_URL must be a postgres:// URL");
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const socketHost = parsed.searchParams.get("host") ?? "";
  const loopback =
    host === "localhost" ||
    host === "::1" ||
    /^127\./.test(host) ||
    (host === "" && socketHost.startsWith("/"));
  if (!loopback) {
    throw new SetupError(
      `DATABASE_URL points at ${host || "(no host)"}: this bench creates and drops databases, so only on this machine.`,
    );
  }
}

async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createPostgresBenchDatabase(
  adminUrl: string,
  label: string,
): Promise<BenchDatabase> {
  assertLoopback(adminUrl);
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `bench_${label}_${stamp}_${process.pid}`;
  let version = "?";
  try {
    await withClient(adminUrl, async (client) => {
      const result = await client.query<{ server_version: string }>(
        "show server_version",
      );
      version = result.rows[0]?.server_version.split(" ")[0] ?? "?";
      await client.query(`create database "${name}"`);
    });
  } catch (error) {
    throw new SetupError(
      `could not create a database on the server of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(`drop database ${name}`, () =>
    withClient(adminUrl, async (client) => {
      await client.query(`drop database if exists "${name}" with (force)`);
    }),
  );
  return { url: url.toString(), name, version, drop };
}

/** Whether a PostgreSQL server answers at `url` within 3 s (a bench skips PostgreSQL if not). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 3_000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
