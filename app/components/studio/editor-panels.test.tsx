import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkPanel } from "./editor-panels";

describe("the editor's link panel", () => {
  it("gives an example of a link to an article at its real address, /blog/…", () => {
    const html = renderToString(
      <LinkPanel
        id="panel"
        initialHref=""
        onApply={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(html).toContain(
      "For example https://example.org, mailto:name@example.org or /blog/…",
    );
    expect(html).not.toContain("/insights/");
  });
});
