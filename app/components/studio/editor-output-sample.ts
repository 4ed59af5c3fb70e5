import type { JSONContent } from "@tiptap/core";

/**
 * One document using everything the editor can produce, and the HTML the editor emits for
 * it. editor-extensions.test.ts checks the HTML really is the editor's output; the
 * sanitizer's tests check it survives sanitizing unchanged. Test data only.
 */
const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: JSONContent[]): JSONContent => ({
  type: "paragraph",
  content,
});
const item = (...content: JSONContent[]): JSONContent => ({
  type: "listItem",
  content,
});
const cell = (type: "tableHeader" | "tableCell", value: string) => ({
  type,
  content: [paragraph(text(value))],
});

export const EDITOR_SAMPLE_DOC: JSONContent = {
  type: "doc",
  content: [
    {
      type: "heading",
      attrs: { level: 2 },
      content: [text("Why cloud costs rise")],
    },
    paragraph(
      text("Plain, "),
      text("bold", [{ type: "bold" }]),
      text(", "),
      text("italic", [{ type: "italic" }]),
      text(", "),
      text("underlined", [{ type: "underline" }]),
      text(", "),
      text("struck", [{ type: "strike" }]),
      text(", "),
      text("npm test", [{ type: "code" }]),
      text(", H"),
      text("2", [{ type: "subscript" }]),
      text("O and x"),
      text("2", [{ type: "superscript" }]),
      text(" & "),
      text("both", [{ type: "bold" }, { type: "italic" }]),
      text("."),
      { type: "hardBreak" },
      text("A "),
      text("report", [
        { type: "link", attrs: { href: "https://example.org/report?a=1&b=2" } },
      ]),
      text(", an "),
      text("insight", [
        { type: "link", attrs: { href: "/insights/cloud-costs" } },
      ]),
      text(" and an "),
      text("email", [
        { type: "link", attrs: { href: "mailto:hello@example.org" } },
      ]),
      text("."),
    ),
    { type: "heading", attrs: { level: 3 }, content: [text("Steps")] },
    {
      type: "bulletList",
      content: [
        item(paragraph(text("Measure")), {
          type: "bulletList",
          content: [item(paragraph(text("Per team")))],
        }),
        item(paragraph(text("Cut"))),
      ],
    },
    {
      type: "orderedList",
      content: [
        item(paragraph(text("Audit"))),
        item(paragraph(text("Report"))),
      ],
    },
    { type: "heading", attrs: { level: 4 }, content: [text("In short")] },
    {
      type: "blockquote",
      content: [paragraph(text("Spend follows attention."))],
    },
    {
      type: "codeBlock",
      content: [text("if (a < b && c > d) {\n  report();\n}")],
    },
    { type: "horizontalRule" },
    {
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [
            cell("tableHeader", "Service"),
            cell("tableHeader", "Monthly cost"),
          ],
        },
        {
          type: "tableRow",
          content: [cell("tableCell", "Storage"), cell("tableCell", "£120")],
        },
      ],
    },
    {
      type: "image",
      attrs: {
        src: "https://media.example.org/chart.png",
        alt: 'Monthly spend by team, "falling" after March',
      },
    },
    paragraph(text("The end.")),
  ],
};

export const EDITOR_SAMPLE_HTML = [
  "<h2>Why cloud costs rise</h2>",
  "<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, <code>npm test</code>, ",
  "H<sub>2</sub>O and x<sup>2</sup> &amp; <strong><em>both</em></strong>.<br>",
  'A <a href="https://example.org/report?a=1&amp;b=2">report</a>, an <a href="/insights/cloud-costs">insight</a> ',
  'and an <a href="mailto:hello@example.org">email</a>.</p>',
  "<h3>Steps</h3>",
  "<ul><li><p>Measure</p><ul><li><p>Per team</p></li></ul></li><li><p>Cut</p></li></ul>",
  "<ol><li><p>Audit</p></li><li><p>Report</p></li></ol>",
  "<h4>In short</h4>",
  "<blockquote><p>Spend follows attention.</p></blockquote>",
  "<pre><code>if (a &lt; b &amp;&amp; c &gt; d) {\n  report();\n}</code></pre>",
  "<hr>",
  "<table><tbody><tr><th><p>Service</p></th><th><p>Monthly cost</p></th></tr>",
  "<tr><td><p>Storage</p></td><td><p>£120</p></td></tr></tbody></table>",
  '<img src="https://media.example.org/chart.png" alt="Monthly spend by team, &quot;falling&quot; after March">',
  "<p>The end.</p>",
].join("");
