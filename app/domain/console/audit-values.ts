import { formatMoney } from "../sales-demo/demo-format";

/**
 * How one stored audit value reads (docs/access-audit.md): the log is for people, so an id becomes the
 * name the server resolved, money reads as currency, a list of rows (invoice lines) becomes
 * a small table, and nothing is ever shown as raw JSON. Pure: the server resolves names
 * into `AuditNames`, the browser only renders.
 */

/** A list of rows, or one record's fields, shown as a small table. */
export type AuditTable = { columns: string[]; rows: string[][] };
/** One side of a change: text, a table, or nothing ("none"). */
export type AuditValue = string | AuditTable | null;

/** What the server resolved for one page of entries: id → name, and the demo's currency. */
export type AuditNames = {
  /** Every id the page mentions (clients, people, projects, …) that still exists, by id. */
  byId: Readonly<Record<string, string>>;
  /** The currency money fields are in (a demo client's; the site's default otherwise). */
  currency?: string;
};

/** Fields that name another row: their id is replaced by its name, or by what it was. */
export const REFERENCE_FIELDS: Readonly<Record<string, string>> = {
  clientId: "a deleted client",
  demoClientId: "a deleted demo client",
  projectId: "a deleted project",
  ownerProfileId: "a deleted person",
  profileId: "a deleted person",
};

/** Internal row ids that mean nothing to a reader (the thread or note itself is the record). */
const HIDDEN_FIELDS = new Set(["messageId", "noteId", "replaced"]);

const LABELS: Readonly<Record<string, string>> = {
  clientId: "Client",
  demoClientId: "Demo client",
  projectId: "Project",
  ownerProfileId: "Owner",
  ownerEmail: "Owner's e-mail",
  profileId: "Person",
  length: "Length",
  unitAmountMinor: "Unit price",
  taxPercent: "Tax",
  isSpam: "Spam",
  contactEmail: "Contact e-mail",
  email: "E-mail",
  expiresAt: "Expires",
  // A curated answer's fields, as its form names them (decision 057).
  locale: "Language",
  phrasings: "Other phrasings",
  citePath: "Page it cites",
};

/** "contactPhone" → "Contact phone", "unitAmountMinor" → "Unit amount". */
export function auditFieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Minor$/, "")
    .replace(/Id$/, "")
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field the log leaves out entirely. */
export function auditFieldHidden(field: string): boolean {
  return HIDDEN_FIELDS.has(field);
}

const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const SNAKE_WORD = /^[a-z]+(_[a-z]+)+$/;

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** One primitive value of `field` as a phrase (no JSON, no bare ids, money as currency). */
export function auditScalarText(
  field: string,
  value: unknown,
  names: AuditNames,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (field in REFERENCE_FIELDS && typeof value === "string")
    return names.byId[value] ?? REFERENCE_FIELDS[field]!;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    if (field.endsWith("Minor"))
      return formatMoney(value, names.currency ?? "EUR");
    if (field.endsWith("Percent")) return `${value} %`;
    if (field === "length")
      return `${value.toLocaleString("en-US")} characters`;
    return value.toLocaleString("en-US");
  }
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
      return `${dateTime.format(new Date(value))} UTC`;
    // Stored enum values ("in_progress", "client_admin") read as words.
    if (SNAKE_WORD.test(value)) return value.replace(/_/g, " ");
    return value;
  }
  if (Array.isArray(value))
    return value
      .map((item) => auditScalarText(field, item, names) ?? "none")
      .join(", ");
  if (typeof value === "object") {
    // Inside a table cell: "Label: value; Label: value", never braces.
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !auditFieldHidden(key))
      .map(
        ([key, item]) =>
          `${auditFieldLabel(key)}: ${auditScalarText(key, item, names) ?? "none"}`,
      )
      .join("; ");
  }
  return String(value);
}

/** A stored value as the log shows it: text, a table for lists of rows and for records, or null. */
export function auditValue(
  field: string,
  value: unknown,
  names: AuditNames,
): AuditValue {
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    const keys = columnOrder(
      [...new Set(value.flatMap((row) => Object.keys(row)))].filter(
        (key) => !auditFieldHidden(key),
      ),
    );
    return {
      columns: keys.map(auditFieldLabel),
      rows: value.map((row) =>
        keys.map((key) => auditScalarText(key, row[key], names) ?? "—"),
      ),
    };
  }
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((key) => !auditFieldHidden(key));
    return {
      columns: ["Field", "Value"],
      rows: keys.map((key) => [
        auditFieldLabel(key),
        auditScalarText(key, value[key], names) ?? "—",
      ]),
    };
  }
  return auditScalarText(field, value, names);
}

/**
 * A table's columns in reading order: what the row is first, amounts last. PostgreSQL's jsonb
 * keeps an object's keys in its own order (shortest first), not the order they were written.
 */
function columnOrder(keys: string[]): string[] {
  const rank = (key: string) => {
    const first = FIRST_COLUMNS.indexOf(key);
    if (first >= 0) return first;
    return key.endsWith("Minor") ? 100 : 50;
  };
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key }) => key);
}

const FIRST_COLUMNS = [
  "name",
  "label",
  "title",
  "description",
  "when",
  "duration",
  "outcome",
];

/** How much a value takes up on screen, to decide whether it folds away (a short table never does). */
export function auditValueSize(value: AuditValue): number {
  if (value === null) return 0;
  if (typeof value === "string") return value.length;
  return value.rows.length > 5 ? Number.POSITIVE_INFINITY : 0;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
