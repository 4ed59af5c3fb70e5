import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CharacterCount, SearchResultPreview } from "./seo-fields";

/** The text a reader sees: React's markers between adjacent text nodes left out. */
const text = (html: string) => html.replaceAll("<!-- -->", "");

describe("the editor's search and sharing helpers", () => {
  it("counts against the target and says when search results will cut the text", () => {
    const within = text(
      renderToString(<CharacterCount id="c" length={48} target={60} />),
    );
    expect(within).toContain("48 / 60 characters");
    expect(within).not.toContain("cut it short");
    const over = text(
      renderToString(<CharacterCount id="c" length={72} target={60} />),
    );
    expect(over).toContain("72 / 60 characters");
    expect(over).toContain("search results will cut it short");
  });

  it("previews the result as a search engine lists it: title with the site's name, address, cut description", () => {
    const description =
      "Where the data lives decides who answers for it. ".repeat(6);
    const html = text(
      renderToString(
        <SearchResultPreview
          origin="https://kestrelcivic.com/"
          title="Sovereign cloud for ministries"
          path="/blog/sovereign-cloud"
          description={description}
        />,
      ),
    );
    expect(html).toContain("kestrelcivic.com/blog/sovereign-cloud");
    expect(html).toContain(
      "Sovereign cloud for ministries | Kestrel Civic Technologies",
    );
    expect(html).toContain("…");
    expect(html).not.toContain(description.trim());
    const empty = renderToString(
      <SearchResultPreview
        origin="https://a.example"
        title=""
        path="/blog/x"
        description=""
      />,
    );
    expect(empty).toContain(
      "No description: add an excerpt or an SEO description.",
    );
  });
});
