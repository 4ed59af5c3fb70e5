import { renderToStaticMarkup } from "react-dom/server";
import { LocaleProvider } from "~/i18n/locale-context";
import { describe, expect, it } from "vitest";
import { ChatLauncher } from "./chat-launcher";
import { ReplyMarkdown } from "./reply-markdown";

const render = (text: string) =>
  renderToStaticMarkup(<ReplyMarkdown text={text} />);

describe("ReplyMarkdown", () => {
  it("renders no HTML written by the model", () => {
    const html = render(
      'Hello <b>bold</b> <script>alert(1)</script> <img src="x" onerror="alert(1)">\n\n<div>block</div>',
    );
    expect(html).not.toMatch(/<(b|script|img|div)[\s>]/);
    expect(html).not.toContain("onerror");
  });

  it("makes site paths links; another site's address is text with its full URL, never a link", () => {
    const html = render(
      "[Solutions](/solutions), [Verify your staff account](https://evil.example/login) and <https://example.org/r>",
    );
    expect(html).toContain('<a href="/solutions"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(
      "Verify your staff account (https://evil.example/login)",
    );
    expect(html).toContain("https://example.org/r");
    expect(html).not.toContain("(https://example.org/r)");
  });

  it("shows any other link as its words", () => {
    const html = render(
      "[one](javascript:alert(1)) [two](data:text/html,x) [three](//evil.example)",
    );
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
  const launcher = (locale: "en" | "fr") =>
    renderToStaticMarkup(
      <LocaleProvider locale={locale}>
        <ChatLauncher />
      </LocaleProvider>,
    );

  it("is a link to the contact page that asks for the chat enhancer", () => {
    const html = launcher("en");
    expect(html).toMatch(/^<a href="\/contact"/);
    expect(html).toContain('data-enhance="chat-launcher"');
    expect(html).toContain("Contact our team");
    expect(html).toContain(
      'data-chat-open-label="Chat with our digital transformation expert"',
    );
  });

  it("is in French on a French page, and leads to the French contact page", () => {
    const html = launcher("fr");
    expect(html).toMatch(/^<a href="\/fr\/contact"/);
    expect(html).toContain("Joindre notre équipe");
    expect(html).toContain(
      'data-chat-open-label="Clavarder avec notre expert en transformation numérique"',
    );
  });
});
