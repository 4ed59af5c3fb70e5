import { describe, expect, it } from "vitest";
import { fieldErrorsOfInput } from "~/domain/forms/field-errors.test-support";
import {
  curatedAnswerFiltersSchema,
  curatedAnswerFormSchema,
  phrasingsOfText,
} from "./curated-answer-form";
import { CURATED_PHRASINGS_MAX, CURATED_QUESTION_MAX } from "./curated-answer";

const valid = {
  locale: "en",
  question: "How long until a platform goes live?",
  phrasings: "go-live time\n\n  How long does it take?  \nGO-LIVE TIME",
  answer: "Most platforms go live in twelve to twenty weeks.",
  citePath: "/blueprint/",
};

const errorsOf = (input: Record<string, unknown>) =>
  fieldErrorsOfInput(curatedAnswerFormSchema, input);

describe("curatedAnswerFormSchema", () => {
  it("reads phrasings one per line, blank lines and repeats dropped, and trims the path", () => {
    expect(curatedAnswerFormSchema.parse(valid)).toEqual({
      locale: "en",
      question: "How long until a platform goes live?",
      phrasings: ["go-live time", "How long does it take?"],
      answer: "Most platforms go live in twelve to twenty weeks.",
      citePath: "/blueprint",
    });
    expect(
      curatedAnswerFormSchema.parse({ ...valid, citePath: "" }).citePath,
    ).toBeNull();
  });

  it("requires a language, a question and an answer, each with its own message", () => {
    expect(
      errorsOf({ ...valid, locale: "de", question: " ", answer: "" }),
    ).toEqual({
      locale: "Choose the language of the question and answer.",
      question: "Enter the question.",
      answer: "Enter the answer.",
    });
    expect(
      errorsOf({ ...valid, question: "x".repeat(CURATED_QUESTION_MAX + 1) })
        .question,
    ).toMatch(/at most 300 characters/);
  });

  it("refuses a cite path that is not a path of this site", () => {
    expect(errorsOf({ ...valid, citePath: "https://example.org/x" })).toEqual({
      citePath:
        "Enter the page's path on this site, without the address before it (e.g. /blueprint).",
    });
    expect(errorsOf({ ...valid, citePath: "blueprint" }).citePath).toMatch(
      /starts with \//,
    );
    expect(errorsOf({ ...valid, citePath: "/blog?x=1" }).citePath).toMatch(
      /without \? or #/,
    );
  });

  it("caps the phrasings", () => {
    const many = Array.from(
      { length: CURATED_PHRASINGS_MAX + 1 },
      (_, i) => `way ${i}`,
    ).join("\n");
    expect(errorsOf({ ...valid, phrasings: many }).phrasings).toMatch(
      /at most 20 other phrasings \(21 given\)/,
    );
  });

  it("drops the question itself from its phrasings", () => {
    expect(phrasingsOfText("Hello\nhello \nBye", "HELLO")).toEqual(["Bye"]);
  });
});

describe("curatedAnswerFiltersSchema", () => {
  it("falls back to active answers of every language for unknown values", () => {
    expect(
      curatedAnswerFiltersSchema.parse({ locale: "de", status: "x" }),
    ).toEqual({ locale: undefined, status: "active", q: "" });
    expect(
      curatedAnswerFiltersSchema.parse({
        locale: "fr",
        status: "all",
        q: " visa ",
      }),
    ).toEqual({ locale: "fr", status: "all", q: "visa" });
  });
});
