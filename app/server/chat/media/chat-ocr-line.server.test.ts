import { describe, expect, it } from "vitest";
import { ocrAssistantLine } from "./chat-ocr.server";

describe("ocrAssistantLine", () => {
  it("introduces the image's text in the page's language, fenced", () => {
    expect(ocrAssistantLine("scan.png", "Visa 2026")).toBe(
      'Here is the text I found in "scan.png":\n\n```text\nVisa 2026\n```',
    );
    expect(ocrAssistantLine("scan.png", "Visa 2026", "fr")).toBe(
      "Voici le texte que j’ai trouvé dans «\u00a0scan.png\u00a0»\u00a0:\n\n```text\nVisa 2026\n```",
    );
  });
});
