import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_PERSONAL,
  PERSONAL_DATA_SOURCES,
} from "~/server/privacy/personal-data-registry.server";
import {
  registryGaps,
  type SchemaColumn,
} from "~/server/privacy/registry-coverage.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { rowsOf } from "../support/sql-rows";

/**
 * The personal-data registry is complete (decision 072): every column of every public table
 * that looks personal, or holds a file, is in a registry entry or its table is declared not
 * personal with a reason; every column of a registered table is classified; and the registry
 * names no table or column the schema does not have. The matcher's own failures are proven on a
 * made-up schema in app/server/privacy/registry-coverage.server.test.ts.
 */

let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

async function schemaColumns(): Promise<SchemaColumn[]> {
  const db = services.database.db;
  const columns = await rowsOf<{
    table: string;
    column: string;
    dataType: string;
  }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "dataType"
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const keys = await rowsOf<{
    table: string;
    column: string;
    references: string;
  }>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "references"
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const referenceOf = new Map(
    keys.map((key) => [`${key.table}.${key.column}`, key.references]),
  );
  return columns.map((column) => ({
    ...column,
    references: referenceOf.get(`${column.table}.${column.column}`) ?? null,
  }));
}

describe("the personal-data registry", () => {
  it("covers every personal-looking column and every file of the schema", async () => {
    const columns = await schemaColumns();
    // The query saw the schema (a broken query would make an empty list pass).
    expect(columns.length).toBeGreaterThan(300);
    expect(
      columns.some(
        (column) =>
          column.table === "job_applications" &&
          column.column === "resume_file_id" &&
          column.references === "stored_files",
      ),
    ).toBe(true);
    expect(registryGaps(columns)).toEqual([]);
  });

  it("gives every not-personal table a reason and every entry an English label and a way to find rows", () => {
    for (const [table, reason] of Object.entries(NOT_PERSONAL))
      expect(reason.length, table).toBeGreaterThan(10);
    const ids = PERSONAL_DATA_SOURCES.map((source) => source.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const source of PERSONAL_DATA_SOURCES) {
      expect(source.label.length, source.id).toBeGreaterThan(3);
      expect(
        source.lookups.length > 0 || Boolean(source.unlinkable),
        source.id,
      ).toBe(true);
    }
  });

  it("registers every source the issue names", () => {
    const tables = new Set(PERSONAL_DATA_SOURCES.map((source) => source.table));
    for (const table of [
      "blueprint_leads",
      "contact_requests",
      "get_started_requests",
      "job_applications",
      "leads",
      "lead_notes",
      "chat_conversations",
      "chat_messages",
      "chat_attachments",
      "newsletter_subscribers",
      "newsletter_subscriber_topics",
      "newsletter_consent_events",
      "newsletter_deliveries",
      "privacy_consents",
      "user",
      "profiles",
      "account",
      "session",
      "two_factor",
      "verification",
      "client_invitations",
      "support_tickets",
      "ticket_messages",
      "documents",
      "bookings",
      "booking_holds",
      "audit_log",
      "privacy_requests",
    ])
      expect(tables.has(table), table).toBe(true);
  });
});
