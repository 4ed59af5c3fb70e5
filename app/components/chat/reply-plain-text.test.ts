import { describe, expect, it } from "vitest";
import { replyPlainText } from "./reply-plain-text";

describe("replyPlainText", () => {
  it("announces a link's words, not its markdown or target", () => {
    expect(
      replyPlainText("Pour commencer : [Démarrer un projet](/fr/get-started)."),
    ).toBe("Pour commencer : Démarrer un projet.");
  });

  it("drops emphasis, headings and list marks, one block per line", () => {
    expect(
      replyPlainText(
        "## Nos étapes\n1. **Exploration** : deux semaines\n2. _Conception_\n\n> Cité `code_ici`",
      ),
    ).toBe(
      "Nos étapes\nExploration : deux semaines\nConception\nCité code_ici",
    );
  });

  it("keeps words with underscores and reads an image's alt text, never raw HTML", () => {
    expect(
      replyPlainText(
        "See lead_admin ![a diagram](https://x.example/a.png) <b>bold</b> text",
      ),
    ).toBe("See lead_admin a diagram bold text");
  });

  it("leaves plain text as it is", () => {
    expect(replyPlainText("Hello, how can I help?")).toBe(
      "Hello, how can I help?",
    );
  });
});
