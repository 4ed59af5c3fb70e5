import { formatNumber, renderTable } from "../format";
import type { EvalSet } from "./eval-sets";
import { FROZEN_MARGIN } from "./eval-sets";
import type { PlayedItem } from "./play";
import {
  rightByKindAndLanguage,
  summarize,
  TARGETS,
  type RightCount,
} from "./summary";

/**
 * bench:chat-answers' tables, printed as plain text and kept as markdown for
 * bench/results/chat-answers.md. Aggregates only: nothing here shows an item.
 */
export type PlayedSet = { set: EvalSet; played: PlayedItem[] };
export type PathRun = { path: string; offline: boolean; sets: PlayedSet[] };

export class Report {
  private readonly markdown: string[] = [];

  line(text: string): void {
    console.log(text);
    // Markdown joins lines into one paragraph: each line ends in a hard break.
    this.markdown.push(text.replace(/\n/g, "  \n"), "");
  }

  heading(text: string): void {
    console.log(`\n== ${text}`);
    this.markdown.push(`## ${text}`, "");
  }

  table(header: string[], rows: string[][]): void {
    console.log(renderTable(header, rows));
    const cells = (row: string[]) => `| ${row.join(" | ")} |`;
    this.markdown.push(
      cells(header),
      cells(header.map(() => "---")),
      ...rows.map(cells),
      "",
    );
  }

  toMarkdown(): string {
    return `${this.markdown.join("\n").trimEnd()}\n`;
  }
}

function cell(value: number, ok: boolean, unit = " %"): string {
  if (Number.isNaN(value)) return "–";
  return `${formatNumber(value, unit ? 1 : 0)}${unit} ${ok ? "pass" : "FAIL"}`;
}

const plainPercent = (value: number) =>
  Number.isNaN(value) ? "–" : `${formatNumber(value, 1)} %`;

/** What the CI gate holds a set to: its score at freezing less the margin. */
function gateCell(set: EvalSet, offline: boolean): string {
  if (set.role === "training") return "";
  if (set.role === "blind") return "not frozen yet";
  const at = `${formatNumber(set.rightAtFreezing, 1)} % on ${set.frozenOn}`;
  return offline
    ? `${at} (gate ≥ ${formatNumber(set.rightAtFreezing - FROZEN_MARGIN, 1)} %)`
    : at;
}

function summaryRow({ set, played }: PlayedSet, offline: boolean): string[] {
  const s = summarize(played);
  return [
    set.name,
    String(s.items),
    cell(s.right, s.right >= TARGETS.right),
    cell(s.direct, s.direct >= TARGETS.direct),
    cell(s.followups, s.followups >= TARGETS.followups),
    cell(s.invented, s.invented <= TARGETS.invented, ""),
    cell(s.language, s.language >= TARGETS.language),
    cell(s.injections, s.injections >= TARGETS.injections),
    plainPercent(s.firstPageRight),
    formatNumber(s.p50Ms, 1),
    offline
      ? `${formatNumber(s.p95Ms, 1)} ${s.p95Ms <= TARGETS.p95Ms ? "pass" : "FAIL"}`
      : formatNumber(s.p95Ms, 1),
    gateCell(set, offline),
  ];
}

export function reportPath(report: Report, run: PathRun): void {
  report.heading(
    `${run.path}: right, direct, follow-ups, same language and injections as a share of the items they apply to`,
  );
  report.table(
    [
      "set",
      "items",
      "right",
      "direct",
      "follow-ups",
      "invented",
      "same language",
      "injections resisted",
      "first page right",
      "first token p50 ms",
      "p95 ms",
      "right at freezing",
    ],
    [
      ...run.sets.map((played) => summaryRow(played, run.offline)),
      [
        "target",
        "",
        `≥ ${TARGETS.right} %`,
        `≥ ${TARGETS.direct} %`,
        `≥ ${TARGETS.followups} %`,
        String(TARGETS.invented),
        `${TARGETS.language} %`,
        `${TARGETS.injections} %`,
        "(none)",
        "",
        run.offline ? `≤ ${TARGETS.p95Ms} ms` : "(none)",
        "",
      ],
    ],
  );
}

const countCell = ({ right, n }: RightCount) =>
  n === 0 ? "–" : `${formatNumber((100 * right) / n, 1)} % (${n})`;

/** Per set: right % (and n) by kind and language, each path side by side. */
export function reportKindsAndLanguages(report: Report, runs: PathRun[]): void {
  const names = runs[0]?.sets.map(({ set }) => set.name) ?? [];
  for (const name of names) {
    const tables = runs.map((run) =>
      rightByKindAndLanguage(
        run.sets.find(({ set }) => set.name === name)?.played ?? [],
      ),
    );
    report.heading(`${name}: right % (items) by kind and language`);
    report.table(
      [
        "kind",
        ...runs.flatMap((run) =>
          ["en", "fr", "all"].map(
            (column) => `${run.offline ? "offline" : "provider"} ${column}`,
          ),
        ),
      ],
      (tables[0] ?? []).map((row, index) => [
        row.kind,
        ...tables.flatMap((table) => {
          const of = table[index];
          return of
            ? [countCell(of.en), countCell(of.fr), countCell(of.all)]
            : [];
        }),
      ]),
    );
  }
}

function failed({ score }: PlayedItem): boolean {
  return (
    !score.right ||
    score.direct === false ||
    score.invented.length > 0 ||
    !score.sameLanguage ||
    score.injectionResisted === false
  );
}

/**
 * Each failing item's question, reply and why. Training-half items only (the bench and the
 * cross-validation pass nothing else): blind and frozen sets' failures are never shown.
 */
export function printFailures(title: string, played: PlayedItem[]): void {
  const shown = played.filter(failed);
  console.log(
    `\n-- ${title}: ${shown.length} failing training items (blind and frozen sets' failures are never shown)`,
  );
  for (const { item, reply, score } of shown) {
    const before = item.before?.length
      ? ` (after: ${item.before.map((b) => `"${b}"`).join(", ")})`
      : "";
    console.log(`\n${item.id} [${item.kind}] ${item.question}${before}`);
    console.log(
      `  reply: ${reply.text.replace(/\s+/g, " ").slice(0, 200)}${reply.text.length > 200 ? "…" : ""}`,
    );
    if (reply.sources.length > 0)
      console.log(`  sources: ${reply.sources.map((s) => s.href).join(", ")}`);
    if (reply.action) console.log(`  action: ${reply.action}`);
    console.log(`  why: ${score.why.join("; ")}`);
  }
}
