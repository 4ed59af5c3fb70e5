import { describe, expect, it } from "vitest";
import {
  highlightSegments,
  MARK_END,
  MARK_START,
  withEllipses,
} from "./search-views";

describe("withEllipses", () => {
  it("marks each end where the snippet was cut from its text", () => {
    const text = "Sovereign cloud for ministries. Keys held by the client.";
    expect(
      withEllipses(`Sovereign ${MARK_START}cloud${MARK_END} for`, text),
    ).toBe(`Sovereign ${MARK_START}cloud${MARK_END} for …`);
    expect(withEllipses("Keys held by the client.", text)).toBe(
      "… Keys held by the client.",
    );
    expect(withEllipses(text, text)).toBe(text);
  });
});

describe("highlightSegments", () => {
  it("splits the text into plain and marked runs", () => {
    expect(highlightSegments(`a ${MARK_START}b${MARK_END} c`)).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
      { text: " c", marked: false },
    ]);
  });
});
