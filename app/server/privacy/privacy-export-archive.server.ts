import { strToU8, zipSync, type Zippable } from "fflate";
import { CSV_BOM, csvRecord } from "../console/lead-export-csv";
import type { GatheredSource, Row } from "./personal-data-gather.server";
import type { PersonalDataSource } from "./personal-data-registry.server";
import type {
  ExportedTable,
  ExportManifest,
} from "./privacy-export-manifest.server";
import { exportReadme } from "./privacy-export-readme.server";

/**
 * The export's zip, from the gathered rows (no database here): per source, what was collected
 * from the person (sources/) apart from what we created (created-by-us/), each as JSON and as
 * CSV with the same records; the original files under files/; manifest.json; README.txt in the
 * request's language. Staff appear only as "staff".
 */

export const STAFF = "staff";

/** A table's records as the zip holds them. */
type TableText = { json: string; csv: string; rows: number };

export type ExportFile = {
  id: string;
  name: string;
  bytes: Uint8Array;
};

export type ArchiveInput = {
  requestId: string;
  generatedAt: Date;
  locale: ContentLocale;
  gathered: GatheredSource[];
  /** The bytes of every file a file column names, by stored_files id. */
  files: Map<string, ExportFile>;
  /** The person's own ids (portal user, profiles): kept where a staff column names them. */
  selfIds: Set<string>;
  /** Staff names and addresses, longest first: replaced by "staff" in every text. */
  staffIdentities: string[];
};

/** A CSV cell's text for a JSON value: nested values as their JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function staffScrubber(identities: string[]): (value: unknown) => unknown {
  if (identities.length === 0) return (value) => value;
  const pattern = new RegExp(identities.map(escapeRegExp).join("|"), "gi");
  const scrub = (value: unknown): unknown => {
    if (typeof value === "string") return value.replace(pattern, STAFF);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, scrub(inner)]),
      );
    return value;
  };
  return scrub;
}

/** A file name safe in any unzip tool: letters, digits and a few marks, at most 100 characters. */
function safeName(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/^\.+/, "_")
    .slice(-100);
  return cleaned || "file";
}

function isPersons(
  source: PersonalDataSource,
  row: Row,
  gathered: Map<string, Row[]>,
): boolean {
  const rule = source.authoredBy;
  if (!rule) return true;
  if ("value" in rule) return row[rule.column] === rule.value;
  const own = new Set(
    (gathered.get(rule.source) ?? []).map((parent) =>
      String(parent[rule.parentColumn]),
    ),
  );
  return own.has(String(row[rule.column]));
}

function table(records: Row[], columns: string[]): TableText {
  const csv =
    CSV_BOM +
    csvRecord(columns) +
    records
      .map((record) => csvRecord(columns.map((name) => cellText(record[name]))))
      .join("");
  return { json: JSON.stringify(records, null, 2), csv, rows: records.length };
}

export function buildExportArchive(input: ArchiveInput): {
  zip: Uint8Array;
  manifest: ExportManifest;
} {
  const scrub = staffScrubber(input.staffIdentities);
  const entries: Zippable = {};
  const byId = new Map(
    input.gathered.map((entry) => [entry.source.id, entry.rows]),
  );
  const manifest: ExportManifest = {
    requestId: input.requestId,
    generatedAt: input.generatedAt.toISOString(),
    locale: input.locale,
    sources: [],
    notSearched: [],
  };

  for (const { source, rows } of input.gathered) {
    if (source.unlinkable) {
      manifest.notSearched.push({
        id: source.id,
        label: source.label,
        reason: source.unlinkable,
      });
      continue;
    }
    const files: string[] = [];
    const fileColumn = (value: unknown): string | null => {
      if (typeof value !== "string") return null;
      const file = input.files.get(value);
      if (!file) return null;
      const path = `files/${source.id}/${file.id}-${safeName(file.name)}`;
      if (!entries[path]) {
        entries[path] = [file.bytes, { level: 0 }];
        files.push(path);
      }
      return path;
    };
    const staffValue = (value: unknown): unknown =>
      value === null || value === undefined || input.selfIds.has(String(value))
        ? value
        : STAFF;
    const pick = (row: Row, columns: string[]): Row =>
      Object.fromEntries(
        columns.map((name) => [name, scrub(row[name] ?? null)]),
      );

    const collected: Row[] = [];
    const created: Row[] = [];
    const idColumn = source.created.includes("id") ? ["id"] : [];
    const collectedColumns = [
      ...idColumn,
      ...source.collected,
      ...(source.files ?? []),
    ];
    const createdColumns = [...source.created, ...(source.staff ?? [])];
    for (const row of rows) {
      const staffPart = Object.fromEntries(
        (source.staff ?? []).map((name) => [name, staffValue(row[name])]),
      );
      const filePart = Object.fromEntries(
        (source.files ?? []).map((name) => [name, fileColumn(row[name])]),
      );
      if (isPersons(source, row, byId)) {
        if (source.collected.length > 0 || (source.files ?? []).length > 0)
          collected.push({ ...pick(row, collectedColumns), ...filePart });
        created.push({ ...pick(row, source.created), ...staffPart });
      } else {
        // Written by staff (a reply in the person's ticket, the assistant's answer): ours, whole.
        created.push({
          ...pick(row, [...source.created, ...source.collected]),
          ...filePart,
          ...staffPart,
        });
      }
    }
    const allCreatedColumns = rows.some((row) => !isPersons(source, row, byId))
      ? [
          ...source.created,
          ...source.collected,
          ...(source.files ?? []),
          ...(source.staff ?? []),
        ]
      : createdColumns;
    const collectedTable =
      collected.length > 0 ? table(collected, collectedColumns) : null;
    const createdTable =
      created.length > 0
        ? table(
            created.map((record) =>
              Object.fromEntries(
                allCreatedColumns.map((name) => [name, record[name] ?? null]),
              ),
            ),
            allCreatedColumns,
          )
        : null;
    const entry = {
      id: source.id,
      label: source.label,
      table: source.table,
      rows: rows.length,
      collected: null as ExportedTable | null,
      createdByUs: null as ExportedTable | null,
      files,
    };
    if (collectedTable) {
      entries[`sources/${source.id}.json`] = strToU8(collectedTable.json);
      entries[`sources/${source.id}.csv`] = strToU8(collectedTable.csv);
      entry.collected = {
        rows: collectedTable.rows,
        json: `sources/${source.id}.json`,
        csv: `sources/${source.id}.csv`,
      };
    }
    if (createdTable) {
      entries[`created-by-us/${source.id}.json`] = strToU8(createdTable.json);
      entries[`created-by-us/${source.id}.csv`] = strToU8(createdTable.csv);
      entry.createdByUs = {
        rows: createdTable.rows,
        json: `created-by-us/${source.id}.json`,
        csv: `created-by-us/${source.id}.csv`,
      };
    }
    manifest.sources.push(entry);
  }

  entries["manifest.json"] = strToU8(JSON.stringify(manifest, null, 2));
  entries["README.txt"] = strToU8(exportReadme(manifest));
  return { zip: zipSync(entries, { mtime: input.generatedAt }), manifest };
}
