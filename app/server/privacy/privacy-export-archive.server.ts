import { strToU8, zipSync, type Zippable } from "fflate";
import type { ContentLocale } from "~/domain/enums";
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

type RowTools = {
  isPersons: (row: Row) => boolean;
  scrub: (value: unknown) => unknown;
  staffValue: (value: unknown) => unknown;
  /** A file column's value: the file's path in the zip (the file is added), or null. */
  filePath: (value: unknown) => string | null;
};

/**
 * A source's rows as two tables of uniform columns: what the person gave (their rows' collected
 * columns and files, with the row id to match them up) and what we created (their rows' created
 * and staff columns; rows staff wrote — a reply in their ticket, the assistant's answer — whole).
 * In a source with rows of both kinds, the person's rows show null where staff rows have text:
 * their own text is in sources/.
 */
function splitRows(
  source: PersonalDataSource,
  rows: Row[],
  tools: RowTools,
): {
  collected: { columns: string[]; records: Row[] };
  created: { columns: string[]; records: Row[] };
} {
  const files = source.files ?? [];
  const staff = source.staff ?? [];
  const collectedColumns = [
    ...(source.created.includes("id") ? ["id"] : []),
    ...source.collected,
    ...files,
  ];
  const mixed = rows.some((row) => !tools.isPersons(row));
  const createdColumns = mixed
    ? [...source.created, ...source.collected, ...files, ...staff]
    : [...source.created, ...staff];
  const collected: Row[] = [];
  const created: Row[] = [];
  for (const row of rows) {
    const value = (name: string): unknown => {
      if (staff.includes(name)) return tools.staffValue(row[name]);
      if (files.includes(name)) return tools.filePath(row[name]);
      return tools.scrub(row[name] ?? null);
    };
    const record = (columns: string[], keep: (name: string) => boolean) =>
      Object.fromEntries(
        columns.map((name) => [name, keep(name) ? value(name) : null]),
      );
    if (!tools.isPersons(row)) {
      created.push(record(createdColumns, () => true));
      continue;
    }
    if (source.collected.length > 0 || files.length > 0)
      collected.push(record(collectedColumns, () => true));
    created.push(
      record(
        createdColumns,
        (name) => source.created.includes(name) || staff.includes(name),
      ),
    );
  }
  return {
    collected: { columns: collectedColumns, records: collected },
    created: { columns: createdColumns, records: created },
  };
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
    const { collected, created } = splitRows(source, rows, {
      isPersons: (row) => isPersons(source, row, byId),
      scrub,
      staffValue: (value) =>
        value === null ||
        value === undefined ||
        input.selfIds.has(String(value))
          ? value
          : STAFF,
      filePath: fileColumn,
    });
    const collectedTable = collected.records.length
      ? table(collected.records, collected.columns)
      : null;
    const createdTable = created.records.length
      ? table(created.records, created.columns)
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
