import { describe, expect, it } from "vitest";
import {
  docWithText,
  docxWithText,
  pdfWithText,
} from "../../../../tests/support/chat-media-files";
import {
  extractDocumentText,
  MAX_DOCUMENT_TEXT_CHARS,
} from "./document-text.server";
import { extractWordText } from "./word-text.server";

const DOCX =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("extractDocumentText", () => {
  it("reads a PDF's text with unpdf", async () => {
    const text = await extractDocumentText(
      pdfWithText(
        "Sovereign cloud for the Ministry of Health\nBudget 4.2 million",
      ),
      "application/pdf",
    );
    expect(text).toContain("Tender brief");
    expect(text).toContain("Sovereign cloud for the Ministry of Health");
    expect(text).toContain("Budget 4.2 million");
  });

  it("reads a DOCX's paragraphs with mammoth", async () => {
    const text = await extractDocumentText(
      docxWithText([
        "Digital identity programme",
        "Phase 2: rollout & <training>",
      ]),
      DOCX,
    );
    expect(text).toBe(
      "Digital identity programme\n\nPhase 2: rollout & <training>",
    );
  });

  it("reads a Word 97-2003 document through its piece table (8-bit and UTF-16 pieces)", async () => {
    const bytes = docWithText(
      "Data residency \x93policy\x94\r",
      "Ministère — €12 budget\rEnd",
    );
    expect(await extractDocumentText(bytes, "application/msword")).toBe(
      "Data residency “policy”\nMinistère — €12 budget\nEnd",
    );
  });

  it("drops Word field codes, keeping their results", () => {
    const bytes = docWithText(
      'See \x13 HYPERLINK "https://x.test" \x14our site\x15 now\r',
      "",
    );
    expect(extractWordText(bytes, 1000)).toBe("See our site now");
  });

  it("gives null for an encrypted or damaged Word file (its text is then empty)", async () => {
    expect(
      extractWordText(docWithText("secret", "", { encrypted: true }), 1000),
    ).toBeNull();
    expect(extractWordText(new Uint8Array([1, 2, 3]), 1000)).toBeNull();
    expect(
      await extractDocumentText(
        new Uint8Array([1, 2, 3]),
        "application/msword",
      ),
    ).toBe("");
  });

  it("reads UTF-8 text, without a BOM, with one kind of line break", async () => {
    expect(
      await extractDocumentText(
        Buffer.from("\uFEFFline one\r\nline two  \r\n\r\n\r\n\r\nend"),
        "text/plain",
      ),
    ).toBe("line one\nline two\n\nend");
  });

  it("bounds the text at 60,000 characters", async () => {
    const text = await extractDocumentText(
      Buffer.from("word ".repeat(20_000)),
      "text/plain",
    );
    expect(text.length).toBe(MAX_DOCUMENT_TEXT_CHARS);
  });

  it("gives an empty string for a PDF that cannot be parsed, rather than failing the upload", async () => {
    expect(
      await extractDocumentText(
        Buffer.from("%PDF-1.4\nnot really"),
        "application/pdf",
      ),
    ).toBe("");
  });
});
