import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import { landedDatabase } from "../support/landed-migrations";
import { rowsOf } from "../support/sql-rows";
import { testDbKind } from "../support/test-database";

/**
 * The incident register as drizzle/0031 shipped it kept the reason notices are not sent yet as
 * the risk assessment's last paragraph, after a fixed marker. drizzle/0032 moves it into its own
 * column: the assessment comes back exactly as staff typed it, and an entry without a reason is
 * left alone.
 */
const landed = landedDatabase("0031_privacy");
const MARKER = "\n\nNotices not sent yet, because: ";

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
    const { connection } = landed;
    const { db } = connection;
    await connection.migrate(landed.folder);
    const withReason = await insertIncident(
      db,
      `High: the list names applicants.\n\nOne paragraph more.${MARKER}Waiting for the police.`,
    );
    const without = await insertIncident(db, "Low: the addresses were public.");
    // Staff may have typed the marker's words themselves: the last marker is the split.
    const twice = await insertIncident(
      db,
      `Medium.${MARKER}quoted${MARKER}Counsel reviewing.`,
    );

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
        [
          twice,
          {
            id: twice,
            risk: `Medium.${MARKER}quoted`,
            reason: "Counsel reviewing.",
          },
        ],
      ]),
    );
  });
});
