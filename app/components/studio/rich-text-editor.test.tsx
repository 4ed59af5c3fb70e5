import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichTextEditor } from "./rich-text-editor";

/** The server's render is what an author without JavaScript gets, and what hydration starts from. */
describe("RichTextEditor before hydration", () => {
  const html = renderToString(
    <RichTextEditor
      name="content"
      id="insight-body"
      defaultHtml={
        '<h2>Plan</h2><p>Costs &amp; "savings" <a href="/x">here</a></p>'
      }
      labelledBy="insight-body-label"
      describedBy="insight-body-error"
    />,
  );

  it("is a labelled textarea posting the HTML under the field's name", () => {
    expect(html).toMatch(/<textarea[^>]* id="insight-body"/);
    expect(html).toMatch(/<textarea[^>]* name="content"/);
    expect(html).toMatch(/<textarea[^>]* aria-labelledby="insight-body-label"/);
    expect(html).toContain(
      "&lt;h2&gt;Plan&lt;/h2&gt;&lt;p&gt;Costs &amp;amp; &quot;savings&quot; &lt;a href=&quot;/x&quot;&gt;here&lt;/a&gt;&lt;/p&gt;</textarea>",
    );
  });

  it("says the visual editor needs JavaScript and the HTML is cleaned on save", () => {
    expect(html).toMatch(
      /aria-describedby="insight-body-error insight-body-html-note"/,
    );
    expect(html).toMatch(
      /<p id="insight-body-html-note"[^>]*>The visual editor needs JavaScript\. Without it, edit the HTML here: it is cleaned when you save/,
    );
  });

  it("shows the textarea, and no toolbar or editable area", () => {
    expect(html).not.toMatch(/\shidden(=|\s|>)/);
    expect(html).not.toContain('role="toolbar"');
    expect(html).not.toContain("contenteditable");
  });

  it("marks the textarea invalid when the page says the field is in error", () => {
    const invalid = renderToString(
      <RichTextEditor
        name="content"
        id="b"
        defaultHtml=""
        labelledBy="b-label"
        invalid
      />,
    );
    expect(invalid).toMatch(/<textarea[^>]* aria-invalid="true"/);
    expect(html).not.toContain("aria-invalid");
  });
});
