import { z } from "zod";

/**
 * The file `npm run db:export` writes and `npm run db:import` reads: gzipped JSON lines.
 * The first line is the header; then, table by table in dependency order, one line per row
 * exactly as PostgreSQL's row_to_json gave it (timestamps keep their microseconds, jsonb its
 * structure), so PostgreSQL itself turns each line back into a row of the same types. A stored
 * file's bytes travel beside its row, base64, whatever store they came from.
 */
export const ARCHIVE_FORMAT = "kestrel-database-export";
export const ARCHIVE_VERSION = 1;

export const archiveHeaderSchema = z.object({
  kind: z.literal("header"),
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  /** Migrations applied to the exported database: an import needs the same release's schema. */
  migrations: z.number().int().nonnegative(),
  tables: z.array(
    z.object({ name: z.string(), rows: z.number().int().nonnegative() }),
  ),
});
export type ArchiveHeader = z.infer<typeof archiveHeaderSchema>;

export const archiveRowSchema = z.object({
  kind: z.literal("row"),
  table: z.string(),
  row: z.record(z.string(), z.unknown()),
  /** Base64 bytes of a stored_files row (its `content` column is left null in `row`). */
  file: z.string().optional(),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

export const archiveEndSchema = z.object({
  kind: z.literal("end"),
  rows: z.number().int().nonnegative(),
});

/** A line that is not what the format says: the file is damaged or is not an export. */
export class ArchiveError extends Error {}

export function parseArchiveLine(
  line: string,
  lineNumber: number,
): ArchiveHeader | ArchiveRow | z.infer<typeof archiveEndSchema> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new ArchiveError(
      `Line ${lineNumber} of the export is not JSON: the file is damaged or truncated.`,
    );
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  const schema =
    kind === "header"
      ? archiveHeaderSchema
      : kind === "row"
        ? archiveRowSchema
        : kind === "end"
          ? archiveEndSchema
          : null;
  const parsed = schema?.safeParse(value);
  if (!parsed?.success) {
    throw new ArchiveError(
      lineNumber === 1
        ? `This file is not a ${ARCHIVE_FORMAT} version ${ARCHIVE_VERSION} (written by npm run db:export).`
        : `Line ${lineNumber} of the export is not a valid ${String(kind ?? "line")}: the file is damaged.`,
    );
  }
  return parsed.data;
}
