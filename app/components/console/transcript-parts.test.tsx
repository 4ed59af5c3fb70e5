import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttachmentList, MessageText, SafeLink } from "./transcript-parts";

describe("MessageText", () => {
  it("shows markup from a visitor or the model as text, never as elements", () => {
    const html = renderToString(
      <MessageText
        content={'<img src=x onerror="alert(1)"><script>alert(2)</script>'}
        author="user"
      />,
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("makes an assistant's site links real links; another site's address is text with its full URL", () => {
    const html = renderToString(
      <MessageText
        author="assistant"
        content={
          "See [Blueprint](/blueprint), https://example.org/x, [Verify your staff account](https://evil.example/login) and [bad](javascript:alert(1))"
        }
      />,
    );
    expect(html).toContain('href="/blueprint"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      "[Verify your staff account](https://evil.example/login)",
    );
    expect(html).toContain("https://example.org/x");
    expect(html).toContain("[bad](javascript:alert(1))");
  });

  it("shows a visitor's message with no link at all", () => {
    const html = renderToString(
      <MessageText
        author="user"
        content="[Verify your staff account](/auth) or https://evil.example/login"
      />,
    );
    expect(html).not.toContain("<a");
    expect(html).toContain(
      "[Verify your staff account](/auth) or https://evil.example/login",
    );
  });
});

describe("SafeLink", () => {
  it("renders an unsafe or external source as text with its address", () => {
    for (const href of ["data:text/html,x", "https://evil.example/login"]) {
      const html = renderToStaticMarkup(<SafeLink href={href}>Doc</SafeLink>);
      expect(html).not.toContain("<a");
      expect(html).toContain(`Doc (${href})`);
    }
  });
});

describe("AttachmentList", () => {
  it("links each file's staff download and puts its text behind a disclosure", () => {
    const html = renderToString(
      <AttachmentList
        files={[
          {
            id: "f1",
            name: "brief.pdf",
            kind: "document",
            mimeType: "application/pdf",
            size: 2048,
            extractedText: "Scope: <b>permits</b>",
            href: "/lead_admin/conversations/c1/files/f1",
          },
          {
            id: "f2",
            name: "scan.png",
            kind: "image",
            mimeType: "image/png",
            size: 10,
            extractedText: null,
            href: "/lead_admin/conversations/c1/files/f2",
          },
        ]}
      />,
    );
    expect(html).toContain('href="/lead_admin/conversations/c1/files/f1"');
    expect(html).toContain("<details");
    expect(html).toContain("Text extracted from the document");
    expect(html).toContain("Scope: &lt;b&gt;permits&lt;/b&gt;");
    expect(html).toContain("No text could be extracted.");
  });
});
