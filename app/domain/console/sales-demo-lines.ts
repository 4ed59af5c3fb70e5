import type { DemoInvoiceLine } from "../sales-demo/demo-content";

/**
 * The demo editor's one-item-per-line formats: staff edit a project's lists and an
 * invoice's lines as plain text, so the forms work without JavaScript. Each parser answers the
 * items, or the first line it cannot read with a message naming that line; the domain schemas
 * (demo-content.ts) then check lengths and counts.
 */

export type LinesResult<T> =
  { ok: true; items: T[] } | { ok: false; message: string };

/** The non-blank lines, trimmed (a blank line between items is not an item). */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** "a | b | c" split into exactly `count` trimmed parts, or null. */
function parts(line: string, count: number): string[] | null {
  const split = line.split("|").map((part) => part.trim());
  return split.length === count && split.every((part) => part.length > 0)
    ? split
    : null;
}

function parseEach<T>(
  text: string,
  read: (line: string, n: number) => T | string,
): LinesResult<T> {
  const items: T[] = [];
  const lines = textLines(text);
  for (let i = 0; i < lines.length; i++) {
    const item = read(lines[i]!, i + 1);
    if (typeof item === "string") return { ok: false, message: item };
    items.push(item);
  }
  return { ok: true, items };
}

/** Milestones: "label | when", e.g. "Assessment read-out | Week 4". */
export function parseMilestones(
  text: string,
): LinesResult<{ label: string; when: string }> {
  return parseEach(text, (line, n) => {
    const p = parts(line, 2);
    return p
      ? { label: p[0]!, when: p[1]! }
      : `Line ${n}: write "label | when", e.g. "Assessment read-out | Week 4".`;
  });
}

/** Phases: "name | duration | outcome", e.g. "Foundation | 3 to 4 weeks | Landing zone live". */
export function parsePhases(
  text: string,
): LinesResult<{ name: string; duration: string; outcome: string }> {
  return parseEach(text, (line, n) => {
    const p = parts(line, 3);
    return p
      ? { name: p[0]!, duration: p[1]!, outcome: p[2]! }
      : `Line ${n}: write "name | duration | outcome", e.g. "Foundation | 3 to 4 weeks | Landing zone live".`;
  });
}

const MAJOR_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * "1250.00", "1,250.5" or "1250" in major units → 125000 minor units, read as digits (never
 * through a float, so 0.29 is 29 and not 28.999…). null when it is not such an amount.
 */
export function majorToMinor(text: string): number | null {
  const match = MAJOR_AMOUNT.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replaceAll(",", "");
  if (whole.length > 12) return null;
  const cents = (match[2] ?? "").padEnd(2, "0");
  return Number(whole) * 100 + Number(cents);
}

/** 125000 → "1250.00": how a stored amount is written back into the form. */
export function minorToMajor(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Invoice lines: "description | quantity | unit amount", the amount in major units (1250.00). */
export function parseInvoiceLines(text: string): LinesResult<DemoInvoiceLine> {
  return parseEach(text, (line, n) => {
    const p = parts(line, 3);
    if (!p)
      return `Line ${n}: write "description | quantity | unit amount", e.g. "Discovery workshop | 2 | 1250.00".`;
    if (!/^\d{1,5}$/.test(p[1]!))
      return `Line ${n}: the quantity must be a whole number, e.g. 2.`;
    const unitAmountMinor = majorToMinor(p[2]!);
    if (unitAmountMinor === null)
      return `Line ${n}: write the unit amount like 1250.00 (at most two decimals, no currency sign).`;
    return { description: p[0]!, quantity: Number(p[1]), unitAmountMinor };
  });
}

/** The textareas' contents for stored values, so an untouched form saves what it showed. */
export const milestonesText = (
  items: readonly { label: string; when: string }[],
) => items.map((m) => `${m.label} | ${m.when}`).join("\n");
export const phasesText = (
  items: readonly { name: string; duration: string; outcome: string }[],
) => items.map((p) => `${p.name} | ${p.duration} | ${p.outcome}`).join("\n");
export const invoiceLinesText = (items: readonly DemoInvoiceLine[]) =>
  items
    .map(
      (l) =>
        `${l.description} | ${l.quantity} | ${minorToMajor(l.unitAmountMinor)}`,
    )
    .join("\n");
