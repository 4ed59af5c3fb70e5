import { describe, expect, it } from "vitest";
import {
  correctableWords,
  foldText,
  looksPersonal,
  parseSearchRequest,
  replaceWords,
  searchHref,
  storedQueryOf,
} from "./search-request";

const parse = (query: string) => parseSearchRequest(new URLSearchParams(query));

describe("parseSearchRequest", () => {
  it("reads the query, filters and page", () => {
    expect(
      parse(
        "q=%20data%20%20residency%20&type=insight&sector=health&language=fr&page=3&s=2b7e1f0a-9c1d-4f7e-8a2b-1c3d4e5f6a7b",
      ),
    ).toEqual({
      q: "data residency",
      kind: "insight",
      sector: "health",
      language: "fr",
      page: 3,
      searchId: "2b7e1f0a-9c1d-4f7e-8a2b-1c3d4e5f6a7b",
    });
  });

  it("ignores what names no filter and cuts what is too long, never refusing", () => {
    expect(
      parse(
        `q=${"a".repeat(500)}&type=admin&sector=${encodeURIComponent("<x>")}&language=de&page=999&s=1`,
      ),
    ).toEqual({
      q: "a".repeat(200),
      kind: null,
      sector: null,
      language: null,
      page: 1,
      searchId: null,
    });
    expect(parse("page=-2").page).toBe(1);
    expect(parse("q=a%00b%01c%02%0Ad").q).toBe("a b c d");
    expect(parse("").q).toBe("");
  });

  it("writes back only what differs from the defaults", () => {
    expect(searchHref("/fr/search", { q: "nuage", page: 1 })).toBe(
      "/fr/search?q=nuage",
    );
    expect(
      searchHref("/search", {
        q: "a b",
        kind: "page",
        language: "en",
        page: 2,
      }),
    ).toBe("/search?q=a+b&type=page&language=en&page=2");
  });
});

describe("what the console stores", () => {
  it("folds case, accents and spaces, and keeps 100 characters", () => {
    expect(foldText("  Sécurité   ÉTUDE ")).toBe("securite etude");
    expect(storedQueryOf("É".repeat(150))).toBe("e".repeat(100));
  });

  it("recognises e-mail addresses, phone numbers and postal codes", () => {
    for (const personal of [
      "jane.doe@example.org",
      "call +1 613 555 0142",
      "(404) 555-0187",
      "SW1A 1AA",
      "k1a0b1",
      "30309",
      "20500-0003",
      "75007",
    ])
      expect(looksPersonal(personal), personal).toBe(true);
    for (const query of [
      "e-visa",
      "2025 budget",
      "ISO 27001",
      "ISO/IEC 27001 certification",
      "data residency",
      "sécurité",
    ])
      expect(looksPersonal(query), query).toBe(false);
  });
});

describe("correctableWords", () => {
  it("takes the plain words of four letters or more, not quoted, excluded or `or`", () => {
    const q = 'goverment "digitl identity" -clod or platfrom';
    expect(correctableWords(q).map((w) => w.word)).toEqual([
      "goverment",
      "platfrom",
    ]);
    expect(
      replaceWords(
        q,
        correctableWords(q).map((w) => ({
          ...w,
          word: w.word === "goverment" ? "government" : "platform",
        })),
      ),
    ).toBe('government "digitl identity" -clod or platform');
  });
});
