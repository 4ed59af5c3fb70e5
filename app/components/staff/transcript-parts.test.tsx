import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttachmentList, MessageText, SafeLink } from "./transcript-parts";

describe("MessageText", () => {
  it("shows markup from a visitor or the model as text, never as elements", () => {
    const html = renderToString(
      <MessageText
        content={'<img src=x onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("makes site links and http(s) addresses real links, and leaves a javascript: link as text", () => {
    const html = renderToString(
      <MessageText
        content={
          "See [Blueprint](/blueprint), https://example.org/x and [bad](javascript:alert(1))"
        }
      />,
    );
    expect(html).toContain('href="/blueprint"');
    expect(html).toMatch(
      /href="https:\/\/example\.org\/x"[^>]*target="_blank"[^>]*rel="noopener noreferrer nofollow"/,
    );
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("[bad](javascript:alert(1))");
  });
});

describe("SafeLink", () => {
  it("renders an unsafe source as text with its address", () => {
    const html = renderToString(
      <SafeLink href="data:text/html,x">Doc</SafeLink>,
    );
    expect(html).not.toContain("<a");
    expect(html).toContain("Doc");
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
