import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import { migrationsUpTo } from "../support/landed-migrations";
import { rowsOf } from "../support/sql-rows";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * The incident register as drizzle/0031 shipped it kept the reason notices are not sent yet as
 * the risk assessment's last paragraph, after a fixed marker. drizzle/0032 moves it into its own
 * column: the assessment comes back exactly as staff typed it, and an entry without a reason is
 * left alone.
 */
const LANDED_UP_TO = "0031_privacy";
const MARKER = "\n\nNotices not sent yet, because: ";

let connection: DatabaseConnection;
let cleanup: () => Promise<void>;
let landedFolder: string;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("empty", { poolSize: 1 }));
  landedFolder = migrationsUpTo(LANDED_UP_TO);
});
afterAll(async () => {
  await cleanup?.();
  fs.rmSync(landedFolder, { recursive: true, force: true });
});

async function insertIncident(db: DatabaseConnection["db"], risk: string) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into "privacy_incidents" ("personal_information", "circumstances", "occurred_on",
      "discovered_on", "persons_affected", "risk_assessment", "serious_risk", "measures",
      "retain_until", "created_by_email")
      values ('Names and e-mail addresses', 'A report sent to the wrong ministry.', '2026-11-02',
      '2026-11-03', 12, ${risk}, true, 'Recipient confirmed deletion.', '2031-11-03',
      'privacy.officer@example.org') returning "id"`,
  );
  return row!.id;
}

describe(`the incident register's upgrade on ${testDbKind()}`, () => {
  it("moves a reason kept in the risk assessment into its own column", async () => {
    const { db } = connection;
    await connection.migrate(landedFolder);
    const withReason = await insertIncident(
      db,
      `High: the list names applicants.\n\nOne paragraph more.${MARKER}Waiting for the police.`,
    );
    const without = await insertIncident(db, "Low: the addresses were public.");

    await connection.migrate();
    const rows = await rowsOf<{
      id: string;
      risk: string;
      reason: string | null;
    }>(
      db,
      sql`select "id", "risk_assessment" as "risk", "notices_pending_reason" as "reason" from "privacy_incidents"`,
    );
    expect(new Map(rows.map((row) => [row.id, row]))).toEqual(
      new Map([
        [
          withReason,
          {
            id: withReason,
            risk: "High: the list names applicants.\n\nOne paragraph more.",
            reason: "Waiting for the police.",
          },
        ],
        [
          without,
          {
            id: without,
            risk: "Low: the addresses were public.",
            reason: null,
          },
        ],
      ]),
    );
  });
});
