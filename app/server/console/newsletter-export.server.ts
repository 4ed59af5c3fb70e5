import { and, asc, count, eq, gt } from "drizzle-orm";
import {
  newsletterLanguageLabel,
  topicsLabel,
} from "~/domain/console/newsletter-list";
import type { Database } from "../db/client.server";
import { newsletterSubscribers } from "../db/schema.server";
import { recordAudit } from "./audit.server";
import { CSV_BOM, csvRecord } from "./lead-export-csv";
import type { StaffScope } from "./staff-scope.server";
import { topicsOf } from "./unsafe-newsletter-list.server";

/**
 * The confirmed subscribers as CSV (docs/newsletter.md): only those who confirmed, since they
 * are the only ones who agreed to be written to, with the consent each gave. Cells go through
 * the lead export's escaping (lead-export-csv.ts), so an address or consent page starting
 * with = + - @ never runs as a formula. Read in keyset batches by address and streamed.
 */

export const NEWSLETTER_EXPORT_BATCH = 1000;

export const NEWSLETTER_EXPORT_HEADER = [
  "address",
  "language",
  "topics",
  "confirmed at",
  "consented at",
  "consent page",
  "consent text",
] as const;

async function batch(db: Database, after: string | null) {
  const s = newsletterSubscribers;
  const rows = await db
    .select({
      id: s.id,
      key: s.emailKey,
      email: s.email,
      locale: s.locale,
      confirmedAt: s.confirmedAt,
      consentedAt: s.consentedAt,
      consentPage: s.consentPage,
      consentText: s.consentText,
    })
    .from(s)
    .where(
      and(
        eq(s.status, "confirmed"),
        after === null ? undefined : gt(s.emailKey, after),
      ),
    )
    // email_key is unique: the order is total and the keyset never skips a row.
    .orderBy(asc(s.emailKey))
    .limit(NEWSLETTER_EXPORT_BATCH);
  const topics = await topicsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    key: row.key,
    cells: [
      row.email,
      newsletterLanguageLabel(row.locale),
      topicsLabel(topics.get(row.id) ?? []),
      row.confirmedAt?.toISOString() ?? "",
      row.consentedAt.toISOString(),
      row.consentPage,
      row.consentText,
    ],
  }));
}

async function* csvChunks(db: Database): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(NEWSLETTER_EXPORT_HEADER);
  let after: string | null = null;
  for (;;) {
    const records = await batch(db, after);
    if (records.length === 0) return;
    yield records.map((record) => csvRecord(record.cells)).join("");
    if (records.length < NEWSLETTER_EXPORT_BATCH) return;
    after = records[records.length - 1]!.key;
  }
}

/** newsletter-confirmed-2026-11-25.csv: the day of the export (UTC). */
export function newsletterExportFileName(now: Date = new Date()): string {
  return `newsletter-confirmed-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The export as an HTTP response body, recorded in the audit log (who, how many) before the
 * first byte, as the lead export is.
 */
export async function newsletterCsvStream({
  db,
  actor,
}: StaffScope): Promise<ReadableStream<Uint8Array>> {
  const [counted] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  const total = counted?.n ?? 0;
  await recordAudit(db, actor, {
    action: "newsletter.export",
    entityType: "newsletter_subscriber",
    entityId: null,
    summary: `Exported ${total.toLocaleString("en-US")} confirmed newsletter ${total === 1 ? "subscriber" : "subscribers"} as CSV`,
    details: { rows: total },
  });
  const encoder = new TextEncoder();
  const chunks = csvChunks(db);
  return new ReadableStream<Uint8Array>({
    // One batch per pull: a slow download never has more than a batch waiting in memory.
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
