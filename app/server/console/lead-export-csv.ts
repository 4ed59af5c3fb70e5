/**
 * CSV as RFC 4180 writes it, for the console's lead export: CRLF between records,
 * a field quoted when it holds a comma, a quote, CR or LF, quotes inside doubled. A spreadsheet
 * runs a cell that starts with = + - @ (or a tab or CR, which some strip first) as a formula,
 * so such a cell gets a leading single quote: what a visitor typed into a form can never run
 * on a staff member's machine (OWASP "CSV injection").
 */

export const CSV_BOM = "\uFEFF";
export const CSV_EOL = "\r\n";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The cell a spreadsheet shows as text: a formula-looking value gets a leading `'`. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: neutralized, then quoted if RFC 4180 requires it. */
export function csvField(
  value: string | number | boolean | null | undefined,
): string {
  if (value === null || value === undefined) return "";
  const text = neutralizeCell(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRecord(
  values: readonly (string | number | boolean | null | undefined)[],
): string {
  return values.map(csvField).join(",") + CSV_EOL;
}

/**
 * Reads RFC 4180 text back into records (the tests' and the e2e download's check that what
 * was written is what was meant). Accepts a leading BOM; the final CRLF ends the last record.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      i += 1;
    } else if (char === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (char === "\r" && input[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
