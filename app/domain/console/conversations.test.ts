import { describe, expect, it } from "vitest";
import {
  conversationListParamsOf,
  conversationStateOf,
  intentLabel,
  siteHref,
  transcriptSegments,
  visitorLabelOf,
} from "./conversations";

describe("conversationListParamsOf", () => {
  it("reads the filter, search and page, and falls back to defaults for anything else", () => {
    expect(conversationListParamsOf(new URLSearchParams(""))).toEqual({
      q: "",
      status: "all",
      page: 1,
    });
    expect(
      conversationListParamsOf(
        new URLSearchParams("q=%20Nadia%20&status=handed_off&page=3"),
      ),
    ).toEqual({ q: "Nadia", status: "handed_off", page: 3 });
    expect(
      conversationListParamsOf(new URLSearchParams("status=lead&page=-2")),
    ).toEqual({ q: "", status: "all", page: 1 });
    expect(
      conversationListParamsOf(new URLSearchParams(`q=${"x".repeat(500)}`)).q,
    ).toHaveLength(200);
  });
});

describe("conversationStateOf and visitorLabelOf", () => {
  it("a lead outranks a hand-off; otherwise the stored status", () => {
    expect(conversationStateOf("handed_off", "lead-id")).toBe("lead");
    expect(conversationStateOf("handed_off", null)).toBe("handed_off");
    expect(conversationStateOf("open", null)).toBe("open");
  });

  it("names the visitor by name, else e-mail, else anonymous", () => {
    expect(visitorLabelOf({ name: "Ana", email: "a@x.example" })).toBe("Ana");
    expect(visitorLabelOf({ name: "  ", email: "a@x.example" })).toBe(
      "a@x.example",
    );
    expect(visitorLabelOf({ name: null, email: null })).toBe(
      "Anonymous visitor",
    );
  });

  it("makes an intent readable", () => {
    expect(intentLabel("wants_call")).toBe("Wants call");
  });
});

describe("siteHref", () => {
  it("lets through paths on this site only", () => {
    expect(siteHref("/solutions/evisa")).toBe("/solutions/evisa");
    for (const bad of [
      "https://example.org/a?b=1",
      "http://example.org",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<b>x</b>",
      "//evil.example/x",
      "/\\evil.example",
      "vbscript:x",
      "mailto:a@b.example",
    ])
      expect(siteHref(bad), bad).toBeNull();
  });
});

describe("transcriptSegments", () => {
  it("picks out an assistant's markdown links to site pages; any other address stays literal text", () => {
    expect(
      transcriptSegments(
        "See [Blueprint](/blueprint) or https://example.org/case. [Verify your staff account](https://evil.example/login)",
      ),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "Blueprint", href: "/blueprint" },
      {
        kind: "text",
        text: " or https://example.org/case. [Verify your staff account](https://evil.example/login)",
      },
    ]);
  });

  it("never picks a link out of a visitor's message", () => {
    const text =
      "[Verify your staff account](/auth) https://evil.example/login";
    expect(transcriptSegments(text, "user")).toEqual([{ kind: "text", text }]);
  });

  it("keeps an unsafe link and any markup as literal text", () => {
    const text = "<script>alert(1)</script> [click](javascript:alert(1))";
    expect(transcriptSegments(text)).toEqual([{ kind: "text", text }]);
  });

  it("keeps line breaks and an empty message", () => {
    expect(transcriptSegments("a\nb")).toEqual([
      { kind: "text", text: "a\nb" },
    ]);
    expect(transcriptSegments("")).toEqual([]);
  });
});
