import { describe, expect, it } from "vitest";
import {
  missingCaseStudyFields,
  readCaseStudyDocument,
} from "./case-study-document";
import { parseCaseStudyForm, postedCaseStudyValues } from "./case-study-form";
import { diffCaseStudyDocuments } from "./revision-diff";

const SECTOR = "0b3c8f0e-6a59-4d2e-9f57-1f0f7f3b2a10";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value])
      data.append(name, one);
  return data;
}

const base = {
  title: "Customs risk engine",
  slug: "customs-risk-engine",
  subtitle: "",
  description: "Low-risk cargo cleared in hours.",
  challenge: "",
  solution: "",
  outcomes: "",
  kpis: "",
  sectorId: SECTOR,
};

describe("the case study editor's form", () => {
  it("reads outcomes and KPIs one per line, trimmed, blank lines dropped, and the featured box as a flag", () => {
    const parsed = parseCaseStudyForm(
      form({
        ...base,
        outcomes: "  Clearance in a day. \r\n\r\nSeizures tripled.\n",
        kpis: "89% faster",
        isFeatured: "on",
      }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      document: {
        outcomes: ["Clearance in a day.", "Seizures tripled."],
        kpis: ["89% faster"],
        isFeatured: true,
        subtitle: null,
        sectorId: SECTOR,
        capabilityIds: [],
      },
    });
    expect(parseCaseStudyForm(form(base))).toMatchObject({
      document: { isFeatured: false, outcomes: [] },
    });
  });

  it("names each bad field: the slug, a sector not from the list, too many or too long items", () => {
    const parsed = parseCaseStudyForm(
      form({
        ...base,
        slug: "Not a slug",
        sectorId: "ministry",
        outcomes: Array.from({ length: 13 }, (_, i) => `Outcome ${i}`).join(
          "\n",
        ),
        kpis: "x".repeat(121),
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toMatchObject({
      slug: expect.stringContaining("lower-case letters"),
      sectorId: "Choose a sector from the list.",
      outcomes: "List at most 12 outcomes.",
      kpis: "Each KPI must be 120 characters or fewer.",
    });
  });

  it("puts the posted lists back one per line and the capabilities comma-separated", () => {
    const values = postedCaseStudyValues(
      form({ ...base, outcomes: "A\nB", capabilityIds: ["c1", "c2"] }),
    );
    expect(values.outcomes).toBe("A\nB");
    expect(values.capabilityIds).toBe("c1,c2");
    expect(values).toHaveProperty("publishAt", "");
  });
});

describe("what publishing a case study needs", () => {
  it("lists the summary, the sector and an outcome, in the editor's order", () => {
    const document = readCaseStudyDocument({ title: "T", slug: "t" });
    expect(missingCaseStudyFields(document)).toEqual([
      "Summary",
      "Sector",
      "Outcomes",
    ]);
    expect(
      missingCaseStudyFields({
        ...document,
        description: "D",
        sectorId: SECTOR,
        outcomes: ["O"],
      }),
    ).toEqual([]);
  });

  it("reads anything unreadable in a stored draft as an empty field", () => {
    expect(
      readCaseStudyDocument({
        title: 7,
        outcomes: ["ok", 3, null],
        isFeatured: "yes",
      }),
    ).toMatchObject({ title: "", outcomes: ["ok"], isFeatured: false });
  });
});

describe("diffCaseStudyDocuments", () => {
  it("compares lists item by item, the sector by name and the flag as yes or no", () => {
    const older = readCaseStudyDocument({
      title: "T",
      slug: "t",
      outcomes: ["A", "B"],
      sectorId: SECTOR,
      isFeatured: false,
    });
    const newer = { ...older, outcomes: ["A", "C"], isFeatured: true };
    const diffs = diffCaseStudyDocuments(older, newer, (id) =>
      id === SECTOR ? "Public Finance" : id,
    );
    expect(diffs.map((d) => d.label)).toEqual(["Featured", "Outcomes"]);
    expect(diffs[1]!.parts).toEqual([
      { text: "A", change: "same" },
      { text: "B", change: "removed" },
      { text: "C", change: "added" },
    ]);
    expect(diffCaseStudyDocuments(older, { ...older }, (id) => id)).toEqual([]);
  });
});
