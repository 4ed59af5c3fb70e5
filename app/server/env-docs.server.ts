import { z } from "zod";

/**
 * What docs/configuration.md says about each environment variable. Each schema entry registers
 * its text here (`.register(envDocs, { meaning })`), beside its name, rules and default, so the
 * variable is written in one place: the configuration type is inferred from the same schema, and
 * `npm run docs:config` writes the document's table from it (docs/decisions/031-config-schema-one-source.md).
 */
export type EnvVariableDoc = {
  /** The "Meaning" cell: Markdown on one line. */
  meaning: string;
  /**
   * The "Default" cell, for a variable whose schema has no plain value to show: what the code
   * does when it is unset (`http://localhost:$PORT`, "`required` in production…"). A string,
   * number or boolean default is always shown as the schema has it, so it cannot drift.
   */
  default?: string;
};

export const envDocs = z.registry<EnvVariableDoc>();

const NO_DEFAULT = "—";

function defaultCell(
  name: string,
  schema: z.ZodType,
  doc: EnvVariableDoc,
): string {
  const unset = schema.safeParse(undefined);
  if (!unset.success)
    throw new Error(
      `${name}: the schema refuses an unset value, so it has no default to document`,
    );
  const value: unknown = unset.data;
  if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  ) {
    if (doc.default !== undefined) {
      throw new Error(
        `${name}: the schema's default (${String(value)}) is what the table shows; remove the registered default "${doc.default}"`,
      );
    }
    return `\`${String(value)}\``;
  }
  if (doc.default !== undefined) return doc.default;
  if (value === undefined || (Array.isArray(value) && value.length === 0))
    return NO_DEFAULT;
  throw new Error(
    `${name}: its default (${JSON.stringify(value)}) is not a plain value; register a default that says it in words`,
  );
}

const cell = (markdown: string) => markdown.replace(/\|/g, "\\|");

/** The variables table, one row per variable in the schema's order. */
export function envVariablesTable(shape: Record<string, z.ZodType>): string {
  const rows = Object.entries(shape).map(([name, schema]) => {
    const doc = envDocs.get(schema);
    if (!doc)
      throw new Error(
        `${name} has no description: register one beside its schema entry (.register(envDocs, { meaning }))`,
      );
    return `| \`${name}\` | ${cell(defaultCell(name, schema, doc))} | ${cell(doc.meaning)} |`;
  });
  return ["| Variable | Default | Meaning |", "|---|---|---|", ...rows].join(
    "\n",
  );
}

export const TABLE_START =
  "<!-- env-variables:start (written by npm run docs:config from the environment schema; edit the descriptions there) -->";
export const TABLE_END = "<!-- env-variables:end -->";

/** `markdown` with the text between the two markers replaced by `table`; the rest kept as it is. */
export function withVariablesTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(
      `the document has no "${TABLE_START}" … "${TABLE_END}" pair to write the table between`,
    );
  }
  return `${markdown.slice(0, start + TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}
