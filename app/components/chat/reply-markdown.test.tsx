import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatLauncher } from "./chat-launcher";
import { ReplyMarkdown } from "./reply-markdown";

const render = (text: string) => renderToStaticMarkup(<ReplyMarkdown text={text} />);

describe("ReplyMarkdown", () => {
  it("renders no HTML written by the model", () => {
    const html = render('Hello <b>bold</b> <script>alert(1)</script> <img src="x" onerror="alert(1)">\n\n<div>block</div>');
    expect(html).not.toMatch(/<(b|script|img|div)[\s>]/);
    expect(html).not.toContain("onerror");
  });

  it("makes site paths normal links and https links open apart, with no access to the page", () => {
    const html = render("[Solutions](/solutions) and [report](https://example.org/r)");
    expect(html).toContain('<a href="/solutions"');
    expect(html).toMatch(/<a href="https:\/\/example.org\/r" target="_blank" rel="noopener noreferrer"/);
  });

  it("shows any other link as text", () => {
    const html = render("[one](javascript:alert(1)) [two](data:text/html,x) [three](//evil.example)");
    expect(html).not.toContain("<a");
    expect(html).toContain("one");
    expect(html).toContain("three");
  });

  it("shows an image as its alt text, never loads it", () => {
    const html = render("![a tracking pixel](https://example.org/p.png)");
    expect(html).not.toContain("<img");
    expect(html).toContain("a tracking pixel");
  });
});

describe("ChatLauncher (server markup)", () => {
  it("is a link to the contact page that asks for the chat enhancer", () => {
    const html = renderToStaticMarkup(<ChatLauncher />);
    expect(html).toMatch(/^<a href="\/contact"/);
    expect(html).toContain('data-enhance="chat-launcher"');
    expect(html).toContain("Contact our team");
  });
});
