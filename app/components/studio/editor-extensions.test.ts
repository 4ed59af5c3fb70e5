import { getSchema } from "@tiptap/core";
import { DOMSerializer, Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { articleExtensions } from "./editor-extensions";
import { EDITOR_SAMPLE_DOC, EDITOR_SAMPLE_HTML } from "./editor-output-sample";
import { innerHtml, stringDocument } from "./string-dom.test-support";

const schema = getSchema(articleExtensions());

/** What editor.getHTML() returns for a document: the schema's serializer, written out. */
function editorHtml(json: object): string {
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(
    Node.fromJSON(schema, json).content,
    { document: stringDocument as unknown as Document },
  );
  return innerHtml(fragment);
}

describe("the editor's schema", () => {
  it("has exactly the blocks and marks the sanitizer keeps", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        "blockquote",
        "bulletList",
        "codeBlock",
        "doc",
        "hardBreak",
        "heading",
        "horizontalRule",
        "image",
        "listItem",
        "orderedList",
        "paragraph",
        "table",
        "tableCell",
        "tableHeader",
        "tableRow",
        "text",
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(
      [
        "bold",
        "code",
        "italic",
        "link",
        "strike",
        "subscript",
        "superscript",
        "underline",
      ].sort(),
    );
  });

  it("emits the sample document as bare tags, with no class, style or span", () => {
    const html = editorHtml(EDITOR_SAMPLE_DOC);
    expect(html).toBe(EDITOR_SAMPLE_HTML);
    expect(html).not.toMatch(
      /class=|style=|<span|<colgroup|target=|rel=|colspan|rowspan/,
    );
  });

  it("renders a heading outside h2–h4 as h2, never h1", () => {
    expect(
      editorHtml({
        type: "doc",
        content: [
          {
            type: "heading",
            attrs: { level: 1 },
            content: [{ type: "text", text: "T" }],
          },
        ],
      }),
    ).toBe("<h2>T</h2>");
  });

  it("keeps no start on a numbered list and no spans on cells", () => {
    const html = editorHtml({
      type: "doc",
      content: [
        {
          type: "orderedList",
          attrs: { start: 3, type: "a" },
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "x" }] },
              ],
            },
          ],
        },
        {
          type: "table",
          content: [
            {
              type: "tableRow",
              content: [
                {
                  type: "tableCell",
                  attrs: { colspan: 2, rowspan: 2, colwidth: [200] },
                  content: [{ type: "paragraph" }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(html).toBe(
      "<ol><li><p>x</p></li></ol><table><tbody><tr><td><p></p></td></tr></tbody></table>",
    );
  });

  it("renders a link whose address is not allowed without its address", () => {
    expect(
      editorHtml({
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: "x",
                marks: [
                  {
                    type: "link",
                    attrs: { href: "javascript:alert(1)", target: "_blank" },
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toBe("<p><a>x</a></p>");
  });
});
