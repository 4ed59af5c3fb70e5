import { groupBy } from "../db/group-by.server";
import {
  classifiedColumns,
  NOT_PERSONAL,
  PERSONAL_DATA_SOURCES,
  type PersonalDataSource,
} from "./personal-data-registry.server";

/**
 * What the schema test checks (tests/integration/privacy-registry.test.ts): given every column
 * of the database's public tables, the gaps in the personal-data registry. Every table is in
 * the registry or in NOT_PERSONAL; an unlisted one is reported by the columns that make it
 * look personal (or hold files), else as unlisted. Pure, so a unit test
 * proves it finds a gap in a made-up schema.
 */

export type SchemaColumn = {
  table: string;
  column: string;
  /** information_schema's data_type ("bytea", "text"…). */
  dataType: string;
  /** The table a foreign key on this column points at, if any. */
  references?: string | null;
};

/**
 * A column name that says it holds who someone is or how to reach them. Broad on purpose: a
 * `company_name` or an `actor_email` must be looked at and classified (or its table declared
 * not personal), not guessed about.
 */
const PERSONAL_NAME =
  /(^|_)(e?mail|email_key|address|name|full_name|first_name|last_name|phone|mobile|ip|ip_address|linked_in|linkedin|user_agent|visitor|contact|birth|author|actor|owner|identifier|client_key_hash|session_id)(_|$)|email|phone|name$/;

export function looksPersonal(column: string): boolean {
  return PERSONAL_NAME.test(column);
}

/** A column holding a file: bytes in the row, or a reference to stored_files. */
export function holdsFile(column: SchemaColumn): boolean {
  return column.dataType === "bytea" || column.references === "stored_files";
}

export type RegistryGap =
  | { kind: "unregistered-column"; table: string; column: string; why: string }
  | { kind: "unlisted-table"; table: string }
  | { kind: "unclassified-column"; table: string; column: string }
  | { kind: "missing-column"; table: string; column: string; source: string }
  | { kind: "missing-table"; table: string; source: string }
  | { kind: "registered-and-not-personal"; table: string }
  | { kind: "doubly-classified"; table: string; column: string }
  | { kind: "bad-parent"; source: string; parent: string };

export function registryGaps(
  columns: readonly SchemaColumn[],
  sources: readonly PersonalDataSource[] = PERSONAL_DATA_SOURCES,
  notPersonal: Readonly<Record<string, string>> = NOT_PERSONAL,
): RegistryGap[] {
  const gaps: RegistryGap[] = [];
  const byTable = new Map<string, PersonalDataSource>();
  for (const source of sources) byTable.set(source.table, source);
  const tables = groupBy(
    columns,
    (column) => column.table,
    (column) => column,
  );

  for (const [table, tableColumns] of tables) {
    const source = byTable.get(table);
    if (source) {
      // Every column of a registered table is classified: a new column is a decision.
      const named = new Set(classifiedColumns(source));
      for (const { column } of tableColumns)
        if (!named.has(column))
          gaps.push({ kind: "unclassified-column", table, column });
      continue;
    }
    if (notPersonal[table]?.trim()) continue;
    const before = gaps.length;
    for (const column of tableColumns) {
      const why = holdsFile(column)
        ? "holds a file"
        : looksPersonal(column.column)
          ? "looks personal"
          : null;
      if (why)
        gaps.push({
          kind: "unregistered-column",
          table,
          column: column.column,
          why,
        });
    }
    // Nothing in it looks personal, but every table is a decision: registered or listed.
    if (gaps.length === before) gaps.push({ kind: "unlisted-table", table });
  }

  const seen = new Set<string>();
  for (const source of sources) {
    const tableColumns = tables.get(source.table);
    if (!tableColumns) {
      gaps.push({
        kind: "missing-table",
        table: source.table,
        source: source.id,
      });
      continue;
    }
    if (notPersonal[source.table] !== undefined)
      gaps.push({ kind: "registered-and-not-personal", table: source.table });
    const present = new Set(tableColumns.map((column) => column.column));
    const counted = new Map<string, number>();
    for (const column of classifiedColumns(source)) {
      counted.set(column, (counted.get(column) ?? 0) + 1);
      if (!present.has(column))
        gaps.push({
          kind: "missing-column",
          table: source.table,
          column,
          source: source.id,
        });
    }
    for (const [column, count] of counted)
      if (count > 1)
        gaps.push({ kind: "doubly-classified", table: source.table, column });
    for (const lookup of source.lookups)
      if (lookup.by === "parent" && !seen.has(lookup.source))
        gaps.push({
          kind: "bad-parent",
          source: source.id,
          parent: lookup.source,
        });
    seen.add(source.id);
  }
  return gaps;
}
