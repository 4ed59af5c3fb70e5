import { and, eq, sql, type SQL } from "drizzle-orm";
import { visitorLanguageLabel } from "~/domain/visitor-language";
import { leadListQuery, type LeadListParams } from "~/domain/console/lead-list";
import type { Database } from "../db/client.server";
import { leads, profiles } from "../db/schema.server";
import {
  EXPORT_SOURCE_COLUMNS,
  type ExportSourceColumn,
} from "../leads/sources/lead-source.server";
import { leadSourceList } from "../leads/sources/lead-sources.server";
import { recordAudit } from "./audit.server";
import { countLeads, leadWhere, type LeadViewer } from "./lead-inbox.server";
import { CSV_BOM, csvRecord } from "./lead-export-csv";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's CSV export of the inbox: every lead of the current filter, not
 * just the page on screen, newest first. Read in keyset batches and streamed, so 100,000
 * leads never sit in memory as one string.
 */

export const EXPORT_BATCH_SIZE = 1000;

export const EXPORT_HEADER = [
  "id",
  "source",
  "submitted at",
  "name",
  "email",
  "company",
  "interest",
  "status",
  "owner",
  "spam",
  "spam reason",
  ...EXPORT_SOURCE_COLUMNS,
] as const;

// The sources that add columns: one primary-key join each, on the lead's own source only.
const joinedSources = leadSourceList.filter(
  (source) => Object.keys(source.exportColumns).length > 0,
);

/** A source-specific column: whichever joined source keeps it (at most one join matches a lead). */
function sourceColumn(column: ExportSourceColumn) {
  const kept = joinedSources.flatMap((source) => {
    const stored = source.exportColumns[column];
    return stored ? [sql`${stored}`] : [];
  });
  return kept.length > 0
    ? sql<string | null>`coalesce(${sql.join(kept, sql`, `)})`
    : sql<string | null>`null::text`;
}

const sourceColumns = Object.fromEntries(
  EXPORT_SOURCE_COLUMNS.map((column) => [column, sourceColumn(column)]),
) as Record<ExportSourceColumn, ReturnType<typeof sourceColumn>>;

type Cursor = { createdAt: string; id: string };

async function batch(
  db: Database,
  where: SQL | undefined,
  after: Cursor | null,
): Promise<{ cells: (string | null | boolean)[]; cursor: Cursor }[]> {
  const keyset = after
    ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const query = db
    .select({
      id: leads.id,
      source: leads.source,
      // Text, not a Date: the cursor keeps PostgreSQL's microseconds, so no row is skipped.
      createdAtText: sql<string>`${leads.createdAt}::text`,
      createdAt: leads.createdAt,
      fullName: leads.fullName,
      email: leads.email,
      company: leads.company,
      interest: leads.interest,
      status: leads.status,
      owner: sql<
        string | null
      >`coalesce(${profiles.fullName}, ${profiles.email})`,
      isSpam: leads.isSpam,
      spamReason: leads.spamReason,
      ...sourceColumns,
    })
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.ownerProfileId))
    .$dynamic();
  for (const source of joinedSources) {
    query.leftJoin(
      source.table,
      and(eq(leads.source, source.source), eq(source.tableId, leads.sourceId)),
    );
  }
  const rows = await query
    .where(and(where, keyset))
    .orderBy(sql`${leads.createdAt} desc`, sql`${leads.id} desc`)
    .limit(EXPORT_BATCH_SIZE);
  return rows.map((row) => ({
    cursor: { createdAt: row.createdAtText, id: row.id },
    cells: [
      row.id,
      row.source,
      row.createdAt.toISOString(),
      row.fullName,
      row.email,
      row.company,
      row.interest,
      row.status,
      row.owner,
      row.isSpam ? "yes" : "no",
      row.spamReason,
      ...EXPORT_SOURCE_COLUMNS.map((column) =>
        // Named as the lead page names it ("French"), not the stored code.
        column === "language" ? visitorLanguageLabel(row[column]) : row[column],
      ),
    ],
  }));
}

/** The export's text, chunk by chunk: BOM and header first, then one chunk per batch. */
async function* csvChunks(
  db: Database,
  where: SQL | undefined,
): AsyncGenerator<{ text: string; rows: number }> {
  yield { text: CSV_BOM + csvRecord(EXPORT_HEADER), rows: 0 };
  let cursor: Cursor | null = null;
  for (;;) {
    const records = await batch(db, where, cursor);
    if (records.length === 0) return;
    yield {
      text: records.map((r) => csvRecord(r.cells)).join(""),
      rows: records.length,
    };
    if (records.length < EXPORT_BATCH_SIZE) return;
    cursor = records[records.length - 1]!.cursor;
  }
}

/** Writes the whole export through `write`; resolves with the number of leads written. */
export async function writeLeadsCsv(
  { db }: StaffScope,
  params: LeadListParams,
  viewer: LeadViewer,
  write: (chunk: string) => void | Promise<void>,
): Promise<{ rows: number }> {
  let rows = 0;
  for await (const chunk of csvChunks(db, leadWhere(params, viewer))) {
    rows += chunk.rows;
    await write(chunk.text);
  }
  return { rows };
}

/** leads-2026-11-22.csv: the day of the export (UTC). */
export function exportFileName(now: Date = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The export as an HTTP response body. Exporting personal data is not a write, but it is
 * recorded in the audit log (who, which filter, how many leads) before the first byte.
 */
export async function leadsCsvStream(
  scope: StaffScope,
  params: LeadListParams,
): Promise<ReadableStream<Uint8Array>> {
  const { db, actor } = scope;
  const viewer = { profileId: actor.profileId };
  const total = await countLeads(scope, params, viewer);
  const filter = leadListQuery(params, { withPage: false }) || "no filter";
  await recordAudit(db, actor, {
    action: "lead.export",
    entityType: "lead",
    entityId: null,
    summary: `Exported ${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"} as CSV (${filter})`,
    details: { filter: { ...params, page: undefined }, rows: total },
  });
  const encoder = new TextEncoder();
  const chunks = csvChunks(db, leadWhere(params, viewer));
  return new ReadableStream<Uint8Array>({
    // One batch per pull: a slow download never has more than a batch waiting in memory.
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.text));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
