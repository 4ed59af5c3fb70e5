import { describe, expect, it } from "vitest";
import { queryGroups, tokenize } from "./knowledge-index.server";
import { conceptTokens, isFacet, stem } from "./vocabulary";

describe("the chat's vocabulary", () => {
  it("gives the same concept to a visitor's word and the page's, in English and French", () => {
    const concept = (text: string) => conceptTokens(tokenize(text));
    expect(concept("When do we go live?")).toEqual(
      concept("a platform in production"),
    );
    expect(concept("la mise en service")).toEqual(concept("deployment"));
    expect(concept("paiement mobile")).toEqual(
      concept("mobile-money payments"),
    );
    expect(concept("la perception des impôts")[0]).toBe(
      concept("tax collection")[0],
    );
    expect(concept("the weather on Mars")).toEqual([]);
    // The French page calls the first engagement "Exploration"; a visitor says "découverte".
    expect(concept("un mandat de découverte")).toEqual(
      concept("la formule Exploration"),
    );
    expect(concept("un mandat de découverte")).not.toEqual([]);
  });

  it("knows the aspects of a subject from the subjects themselves", () => {
    const keys = (text: string) => queryGroups(text).map((group) => group.key);
    expect(keys("any outcomes?").every(isFacet)).toBe(true);
    expect(keys("combien de temps ?").every(isFacet)).toBe(true);
    expect(keys("telemedicine").some(isFacet)).toBe(false);
  });

  it("stems English and French plurals and endings to one form", () => {
    expect(stem("partners")).toBe(stem("partner"));
    expect(stem("taxes")).toBe(stem("tax"));
    expect(stem("capabilities")).toBe(stem("capability"));
    expect(stem("hopitaux")).toBe(stem("hopital"));
    expect(stem("submitted")).toBe(stem("submit"));
  });

  it("makes one group of a concept's phrase and one of each other word that counts", () => {
    const groups = queryGroups("Can travellers pay by mobile money?");
    expect(groups.map((group) => group.key)).toEqual(
      expect.arrayContaining([stem("travellers")]),
    );
    // "mobile money" is one thing asked about, not two words.
    expect(groups.some((group) => group.key === "mobile")).toBe(false);
    expect(queryGroups("the platform").every((group) => group.generic)).toBe(
      true,
    );
  });

  it("stems the plural of -eau to its singular, and of -al to -al", () => {
    expect(stem("bureaux")).toBe(stem("bureau"));
    expect(stem("reseaux")).toBe(stem("reseau"));
    expect(stem("hopitaux")).toBe(stem("hopital"));
  });
});
