import { describe, expect, it } from "vitest";
import { buildPassageIndex } from "./passage-index";
import { analyze } from "./text-analysis";
import { samplePages } from "./pipeline.test-support";

const index = buildPassageIndex(samplePages(), "en");
const terms = (text: string, weight = 1) =>
  analyze(text, "en").terms.map((term) => ({ term, weight }));

describe("passage index", () => {
  it("splits pages into passages that keep their page", () => {
    expect(index.passages.length).toBeGreaterThanOrEqual(6);
    expect(index.passages.every((p) => p.document.href.startsWith("/"))).toBe(
      true,
    );
  });

  it("ranks by BM25: the passage holding the rarer asked words first", () => {
    const [best] = index.search(terms("decision time for immigration"));
    expect(best?.passage.text).toMatch(/Decision time fell/);
  });

  it("counts a page's title: its words find the page's passages", () => {
    const hits = index.search(terms("telemedicine"));
    expect(hits[0]?.passage.document.href).toBe("/solutions/healthcare");
  });

  it("weighs a term as asked: a subject at half weight does not outrank the message's own word", () => {
    const hits = index.search([
      ...terms("visa", 0.5),
      ...terms("rural clinics"),
    ]);
    expect(hits[0]?.passage.document.href).toBe("/solutions/healthcare");
  });

  it("knows which words the site never uses", () => {
    expect(index.documentFrequency("quorvex")).toBe(0);
    expect(index.idf("quorvex")).toBeGreaterThan(
      index.idf(analyze("visa", "en").terms[0]!),
    );
  });
});
