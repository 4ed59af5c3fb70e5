import { describe, expect, it } from "vitest";
import {
  docWithText,
  docxWithText,
  pdfWithText,
} from "../../../../tests/support/chat-media-files";
import { sampleDoc, zip } from "../../../../tests/support/documents";
import {
  checkChatDocument,
  documentRefusals,
  isPlainText,
} from "./document-check.server";

const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name);

describe("checkChatDocument: accepted by content, with their true extension", () => {
  it.each([
    ["a PDF", pdfWithText("Scope"), "brief.pdf", "pdf", "application/pdf"],
    [
      "a DOCX",
      docxWithText(["Scope"]),
      "brief.docx",
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "a Word 97-2003 document",
      docWithText("Scope\r", ""),
      "brief.doc",
      "doc",
      "application/msword",
    ],
    [
      "UTF-8 text",
      "Ministère de l’Intérieur — cloud brief\n",
      "notes.txt",
      "txt",
      "text/plain",
    ],
    [
      "UTF-8 text with a BOM, upper-case extension",
      "\uFEFFHello",
      "NOTES.TXT",
      "txt",
      "text/plain",
    ],
  ] as const)(
    "accepts %s",
    async (_label, bytes, name, extension, mimeType) => {
      const result = await checkChatDocument(file(bytes, name));
      expect(result).toMatchObject({
        ok: true,
        document: { extension, mimeType },
      });
    },
  );

  it("keeps a safe name: no path, no bidi override, the true extension", async () => {
    const result = await checkChatDocument(
      file(pdfWithText("x"), "C:\\Users\\ada\\re\u202Eport.pdf"),
    );
    expect(result).toMatchObject({
      ok: true,
      document: { name: "report.pdf" },
    });
  });
});

/** What the check answers for a refused file: the status and the message naming it. */
const refused = (status: 400 | 415, error: string) => ({
  ok: false,
  status,
  error,
});

describe("checkChatDocument: refusals name the file and what is accepted", () => {
  it("refuses an image renamed .pdf (415)", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(await checkChatDocument(file(png, "scan.pdf"))).toEqual(
      refused(415, documentRefusals.wrongType("scan.pdf")),
    );
  });

  it("refuses HTML renamed .docx and an executable renamed .doc (415)", async () => {
    expect(
      await checkChatDocument(
        file("<html><script>alert(1)</script></html>", "cv.docx"),
      ),
    ).toMatchObject({ ok: false, status: 415 });
    const elf = Buffer.from([
      0x7f,
      0x45,
      0x4c,
      0x46,
      2,
      1,
      1,
      0,
      ...Array(56).fill(0),
    ]);
    expect(await checkChatDocument(file(elf, "cv.doc"))).toEqual(
      refused(415, documentRefusals.wrongType("cv.doc")),
    );
  });

  it("refuses a name that disagrees with the content (a PDF named .docx)", async () => {
    const result = await checkChatDocument(
      file(pdfWithText("x"), "brief.docx"),
    );
    expect(result).toEqual(
      refused(415, documentRefusals.mismatch("brief.docx", "a PDF")),
    );
    expect(result.ok ? "" : result.error).toContain("brief.docx");
  });

  it("refuses extensions outside .pdf .doc .docx .txt, whatever the content", async () => {
    expect(
      await checkChatDocument(file(pdfWithText("x"), "brief.html")),
    ).toEqual(refused(415, documentRefusals.wrongType("brief.html")));
  });

  it("refuses binary data named .txt: NUL bytes, and bytes that are not UTF-8", async () => {
    expect(
      await checkChatDocument(
        file(new Uint8Array([0x41, 0x00, 0x42]), "a.txt"),
      ),
    ).toEqual(refused(415, documentRefusals.notText("a.txt")));
    expect(
      await checkChatDocument(
        file(new Uint8Array([0xc3, 0x28, 0x41]), "b.txt"),
      ),
    ).toEqual(refused(415, documentRefusals.notText("b.txt")));
  });

  it("refuses an empty file (400)", async () => {
    expect(await checkChatDocument(file("", "empty.txt"))).toEqual(
      refused(400, documentRefusals.empty("empty.txt")),
    );
  });

  it("refuses Word documents with macros, encrypted, or another Office file in an OLE2 container", async () => {
    const macros = sampleDoc({
      extraStreams: { "/Macros/VBA/dir": new Uint8Array(16) },
    });
    expect(await checkChatDocument(file(macros, "m.doc"))).toEqual(
      refused(415, documentRefusals.macros("m.doc")),
    );
    expect(
      await checkChatDocument(file(sampleDoc({ fibFlags: 1 }), "e.doc")),
    ).toEqual(refused(415, documentRefusals.encrypted("e.doc")));
    expect(
      await checkChatDocument(
        file(sampleDoc({ withoutWordStream: true }), "x.doc"),
      ),
    ).toEqual(refused(415, documentRefusals.wrongType("x.doc")));
  });

  it("refuses a ZIP that is not a Word package", async () => {
    const other = zip([
      ["[Content_Types].xml", "<Types/>"],
      ["xl/workbook.xml", "<workbook/>"],
    ]);
    expect(await checkChatDocument(file(other, "sheet.docx"))).toMatchObject({
      ok: false,
      status: 415,
    });
  });
});

describe("isPlainText", () => {
  it("takes tabs, line breaks and form feeds, and refuses other control characters", () => {
    expect(isPlainText(Buffer.from("a\tb\r\nc\fd"))).toBe(true);
    expect(isPlainText(Buffer.from("a\x1bb"))).toBe(false);
  });
});
