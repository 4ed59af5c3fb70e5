import { describe, expect, it } from "vitest";
import {
  MAX_NEWSLETTER_TOPICS,
  isOneClickUnsubscribe,
  parseNewsletterPreferences,
} from "./newsletter-preferences";

const A = "2b1f3c9e-8d1a-4c55-9e0b-0f6f5a4d3c21";
const B = "7c0d2e4f-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("parseNewsletterPreferences", () => {
  it("reads a save with its ticked topics (once each) and language", () => {
    expect(
      parseNewsletterPreferences(
        form([
          ["intent", "save"],
          ["topic", A],
          ["topic", B],
          ["topic", A],
          ["locale", "fr"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { intent: "save", topics: [A, B], locale: "fr" },
    });
  });

  it("reads a save with no topic ticked: every topic", () => {
    expect(
      parseNewsletterPreferences(
        form([
          ["intent", "save"],
          ["locale", "en"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { intent: "save", topics: [], locale: "en" },
    });
  });

  it("reads an unsubscribe, whatever else the form carries", () => {
    expect(
      parseNewsletterPreferences(
        form([
          ["intent", "unsubscribe"],
          ["topic", "x"],
        ]),
      ),
    ).toEqual({ ok: true, value: { intent: "unsubscribe" } });
  });

  it.each([
    [
      [
        ["intent", "save"],
        ["topic", "not-a-uuid"],
        ["locale", "en"],
      ],
      "unknown-topic",
    ],
    [
      [
        ["intent", "save"],
        ["locale", "de"],
      ],
      "locale",
    ],
    [[["intent", "save"]], "locale"],
    [[["intent", "delete"]], "intent"],
    [[], "intent"],
  ] as [[string, string][], string][])(
    "refuses %j with the problem %s",
    (fields, problem) => {
      expect(parseNewsletterPreferences(form(fields))).toEqual({
        ok: false,
        problem,
      });
    },
  );

  it("refuses more topics than there can be", () => {
    const fields: [string, string][] = [
      ["intent", "save"],
      ["locale", "en"],
    ];
    for (let i = 0; i <= MAX_NEWSLETTER_TOPICS; i++)
      fields.push(["topic", `${A.slice(0, -3)}${String(i).padStart(3, "0")}`]);
    expect(parseNewsletterPreferences(form(fields))).toEqual({
      ok: false,
      problem: "unknown-topic",
    });
  });
});

describe("isOneClickUnsubscribe", () => {
  it("accepts exactly RFC 8058's body", () => {
    expect(
      isOneClickUnsubscribe(form([["List-Unsubscribe", "One-Click"]])),
    ).toBe(true);
    expect(isOneClickUnsubscribe(form([]))).toBe(false);
    expect(
      isOneClickUnsubscribe(form([["List-Unsubscribe", "one-click"]])),
    ).toBe(false);
  });
});
