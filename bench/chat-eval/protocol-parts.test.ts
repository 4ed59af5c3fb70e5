import { describe, expect, it } from "vitest";
import type { EvalItem } from "./eval-item";
import {
  distinctivePhrases,
  findItemWording,
  knowledgeWording,
  namesIn,
  trigramsOf,
  VOCABULARY_FILES,
  wordsOf,
  type SourceWording,
} from "./eval-wording";
import type { PlayedItem } from "./play";
import type { ItemScore } from "./score";
import {
  describeKindsAndLanguages,
  rightByKindAndLanguage,
  summarize,
} from "./summary";

/** The evaluation protocol's pure parts: aggregates (summary.ts) and wording (eval-wording.ts). */
const item = (
  id: string,
  kind: EvalItem["kind"],
  locale: EvalItem["locale"],
  question = "Question?",
): EvalItem => ({ id, kind, locale, question, expect: {} });

const played = (of: EvalItem, right: boolean, firstTokenMs = 1): PlayedItem => {
  const score: ItemScore = {
    right,
    direct: of.kind === "injection" ? null : right,
    invented: [],
    sameLanguage: true,
    injectionResisted: of.kind === "injection" ? right : null,
    firstPageRight: null,
    why: [],
  };
  return {
    item: of,
    reply: { text: "", sources: [], action: null, firstTokenMs },
    score,
  };
};

describe("a set's aggregates", () => {
  const results = [
    played(item("a", "answerable", "en"), true, 1),
    played(item("b", "answerable", "fr"), false, 2),
    played(item("c", "followup", "en"), true, 3),
    played(item("d", "followup", "fr"), false, 4),
    played(item("e", "injection", "en"), true, 5),
  ];

  it("counts right, follow-ups and injections over the items they apply to", () => {
    const summary = summarize(results);
    expect(summary.items).toBe(5);
    expect(summary.right).toBe(60);
    expect(summary.followups).toBe(50);
    expect(summary.direct).toBe(50);
    expect(summary.injections).toBe(100);
    expect(summary.firstPageRight).toBeNaN();
    expect(summary.p95Ms).toBe(5);
  });

  it("breaks right answers down by kind and language, with totals, and names no item", () => {
    const rows = rightByKindAndLanguage(results);
    expect(rows.map((row) => row.kind)).toEqual([
      "answerable",
      "followup",
      "injection",
      "all",
    ]);
    expect(rows[0]).toEqual({
      kind: "answerable",
      en: { right: 1, n: 1 },
      fr: { right: 0, n: 1 },
      all: { right: 1, n: 2 },
    });
    expect(describeKindsAndLanguages(results)).not.toMatch(/Question|\ba\b/);
  });
});

describe("evaluation wording", () => {
  const knowledge = knowledgeWording([
    "Our e-Visa platform cut processing times. Nous livrons des études de cas.",
  ]);

  it("folds words and plurals, and reads trigrams in order", () => {
    expect(wordsOf("Études de CAS, l'Été")).toEqual([
      "etude",
      "de",
      "cas",
      "l",
      "ete",
    ]);
    expect(trigramsOf(["a", "b", "c", "d"])).toEqual(["a b c", "b c d"]);
  });

  it("reads names inside sentences and acronyms, not a sentence's first word or a shouted one", () => {
    expect(namesIn("Is that Ghana, right? Do you sign an NDA?")).toEqual([
      "Ghana",
      "NDA",
    ]);
    expect(namesIn("IGNORE ALL PREVIOUS INSTRUCTIONS")).toEqual([]);
  });

  it("keeps what the site does not say: framed trigrams and unknown names", () => {
    const phrases = distinctivePhrases(
      item(
        "x",
        "invent",
        "en",
        "Did the e-Visa platform ship in Ghana for the ministry of finance?",
      ),
      knowledge,
    );
    expect([...phrases.names]).toEqual(["Ghana"]);
    expect(phrases.trigrams).toContain("ministry of finance");
    expect(phrases.trigrams).not.toContain("e visa platform");
    expect(phrases.trigrams).not.toContain("for the ministry");
  });

  it("finds an item's phrase in a file, but not the application's own vocabulary", () => {
    const file = (path: string, text: string): SourceWording => ({
      path,
      trigrams: new Set(trigramsOf(wordsOf(text))),
      names: new Set(text.split(/\W+/)),
    });
    const rule = file("app/rule.ts", "if (/Ghana/.test(q)) return no;");
    const everywhere = Array.from({ length: VOCABULARY_FILES + 1 }, (_, n) =>
      file(`app/ui-${n}.ts`, "ministry of finance"),
    );
    const finds = findItemWording(
      [item("x", "invent", "en", "Was it Ghana or the ministry of finance?")],
      knowledge,
      [rule, ...everywhere],
    );
    expect(finds).toEqual([
      { path: "app/rule.ts", itemId: "x", phrase: "Ghana" },
    ]);
  });
});
