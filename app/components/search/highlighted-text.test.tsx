import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MARK_END, MARK_START } from "~/domain/search/search-views";
import { HighlightedText } from "./highlighted-text";

describe("HighlightedText", () => {
  it("renders the markers as <mark> and everything else as escaped text", () => {
    const html = renderToStaticMarkup(
      <HighlightedText
        text={`<script>alert(1)</script> ${MARK_START}<img src=x onerror=alert(2)>${MARK_END} & "more"`}
      />,
    );
    expect(html).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark class="search-mark">&lt;img src=x onerror=alert(2)&gt;</mark> &amp; &quot;more&quot;',
    );
  });

  it("drops a stray marker instead of leaving a mark open", () => {
    expect(
      renderToStaticMarkup(
        <HighlightedText text={`a${MARK_END}b${MARK_START}`} />,
      ),
    ).toBe("ab");
  });
});
