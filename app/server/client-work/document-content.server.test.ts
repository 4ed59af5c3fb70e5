import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { documentUploadMessages } from "~/domain/client-work/document-upload";
import {
  sampleDoc,
  sampleDocx,
  samplePdf,
  zip,
} from "../../../tests/support/documents";
import {
  inspectDocument,
  inspectPowerPointStream,
  inspectWorkbookStream,
} from "./document-content.server";

/** Content checks of client uploads: what is accepted, what is refused, and why. */
const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

const types = (partName: string, contentType: string, extra = "") =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${partName}" ContentType="${contentType}"/>${extra}</Types>`;

const XLSX_MAIN =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";
const PPTX_MAIN =
  "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml";
const workbookXml =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>';

const xlsx = (extra: [string, string][] = [], mainType = XLSX_MAIN) =>
  zip([
    ["[Content_Types].xml", types("/xl/workbook.xml", mainType)],
    ["xl/workbook.xml", workbookXml],
    ...extra,
  ]);
const pptx = () =>
  zip([
    ["[Content_Types].xml", types("/ppt/presentation.xml", PPTX_MAIN)],
    [
      "ppt/presentation.xml",
      '<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ],
  ]);

/** A BIFF8 record: type, length, data (little endian). */
function record(type: number, data: number[]): number[] {
  return [
    type & 0xff,
    type >> 8,
    data.length & 0xff,
    data.length >> 8,
    ...data,
  ];
}
const BOF = record(0x0809, [0x00, 0x06, 0x05, 0x00, ...new Array(12).fill(0)]);
const EOF = record(0x000a, []);
const sheet = (dt: number) =>
  record(0x0085, [
    0,
    0,
    0,
    0,
    0,
    dt,
    5,
    0,
    ...Array.from("Sheet").map((c) => c.charCodeAt(0)),
  ]);

function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams))
    CFB.utils.cfb_add(container, path, Buffer.from(content));
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer);
}
const xls = (records: number[]) =>
  compoundFile({ "/Workbook": new Uint8Array([...BOF, ...records, ...EOF]) });
const ppt = (stream: number[]) =>
  compoundFile({
    "/PowerPoint Document": new Uint8Array([
      0,
      0,
      0xe8,
      0x03,
      0,
      0,
      0,
      0,
      ...stream,
    ]),
    "/Current User": new Uint8Array(32),
  });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...new Array(64).fill(0),
]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  0x24,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
  ...new Array(32).fill(0),
]);

describe("accepted documents", () => {
  it.each([
    [
      "a PDF",
      samplePdf(),
      "Statement of Work.pdf",
      "application/pdf",
      "Statement of Work.pdf",
    ],
    [
      "a Word document",
      sampleDocx(),
      "Plan.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Plan.docx",
    ],
    [
      "a Word 97-2003 document",
      sampleDoc(),
      "Plan.doc",
      "application/msword",
      "Plan.doc",
    ],
    [
      "an Excel workbook",
      xlsx(),
      "Budget.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Budget.xlsx",
    ],
    [
      "an Excel 97-2003 workbook",
      xls(sheet(0)),
      "Budget.xls",
      "application/vnd.ms-excel",
      "Budget.xls",
    ],
    [
      "a PowerPoint deck",
      pptx(),
      "Steering.pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "Steering.pptx",
    ],
    [
      "a PowerPoint 97-2003 deck",
      ppt([0x0f, 0x00, 0xe8, 0x03]),
      "Steering.ppt",
      "application/vnd.ms-powerpoint",
      "Steering.ppt",
    ],
    ["a PNG", new Uint8Array(PNG), "diagram.png", "image/png", "diagram.png"],
    [
      "a JPEG named .jpeg",
      JPEG,
      "site photo.jpeg",
      "image/jpeg",
      "site photo.jpg",
    ],
    ["a GIF", GIF, "spinner.gif", "image/gif", "spinner.gif"],
    ["a WebP", WEBP, "map.webp", "image/webp", "map.webp"],
    [
      "UTF-8 text",
      new TextEncoder().encode("Réunion de pilotage — notes\n"),
      "notes.txt",
      "text/plain",
      "notes.txt",
    ],
    [
      "a CSV",
      new TextEncoder().encode("ref,amount\nMRA-1,200\n"),
      "cohort.CSV",
      "text/csv",
      "cohort.csv",
    ],
  ])(
    "accepts %s, named by its content",
    async (_label, bytes, name, mimeType, storedName) => {
      const inspected = await inspectDocument(file(bytes, name));
      expect(inspected).toMatchObject({ ok: true, mimeType, name: storedName });
    },
  );

  it("names a file by its true type, without path, control or bidi characters", async () => {
    const inspected = await inspectDocument(
      file(samplePdf(), "..\\..\\Q3 report\u202Efdp.exe.docx"),
    );
    expect(inspected).toMatchObject({ ok: true, name: "Q3 reportfdp.exe.pdf" });
    const unnamed = await inspectDocument(file(samplePdf(), ".pdf"));
    expect(unnamed).toMatchObject({ ok: true, name: "document.pdf" });
  });
});

describe("refused documents", () => {
  it.each([
    [
      "HTML renamed .pdf",
      "<!doctype html><html><script>fetch('/')</script></html>",
      "report.pdf",
      "wrongType",
    ],
    [
      "an SVG renamed .png",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "logo.png",
      "wrongType",
    ],
    [
      "a Windows executable",
      new Uint8Array([
        0x4d,
        0x5a,
        0x90,
        0,
        3,
        0,
        0,
        0,
        4,
        0,
        0,
        0,
        0xff,
        0xff,
        0,
        0,
        ...new Array(64).fill(0),
      ]),
      "setup.pdf",
      "wrongType",
    ],
    [
      "a ZIP archive",
      zip([["readme.txt", "hello"]]),
      "files.docx",
      "wrongType",
    ],
    [
      "a macro-enabled workbook (by content type)",
      xlsx([], "application/vnd.ms-excel.sheet.macroEnabled.main+xml"),
      "Budget.xlsx",
      "macros",
    ],
    [
      "a workbook with a VBA project",
      xlsx([["xl/vbaProject.bin", "vba"]]),
      "Budget.xlsx",
      "macros",
    ],
    [
      "a workbook with Excel 4.0 macro sheets",
      xlsx([["xl/macrosheets/sheet1.xml", "<xm:macrosheet/>"]]),
      "Budget.xlsx",
      "macros",
    ],
    [
      "an .xls with an Excel 4.0 macro sheet",
      xls(sheet(1)),
      "Budget.xls",
      "macros",
    ],
    ["an .xls with a VBA module sheet", xls(sheet(6)), "Budget.xls", "macros"],
    [
      "an encrypted .xls",
      xls(record(0x002f, [0, 0, 0, 0])),
      "Budget.xls",
      "encrypted",
    ],
    [
      "an .xls with a VBA storage",
      compoundFile({
        "/Workbook": new Uint8Array([...BOF, ...EOF]),
        "/_VBA_PROJECT_CUR/VBA/dir": new Uint8Array(8),
      }),
      "Budget.xls",
      "macros",
    ],
    [
      "a .ppt with a VBA project",
      ppt([0x0f, 0x00, 0xff, 0x03, 0, 0, 0, 0]),
      "Deck.ppt",
      "macros",
    ],
    [
      "an encrypted .ppt",
      ppt([0x0f, 0x00, 0x14, 0x2f, 0, 0, 0, 0]),
      "Deck.ppt",
      "encrypted",
    ],
    [
      "a Word document with macros",
      sampleDoc({ extraStreams: { "/Macros/VBA/dir": new Uint8Array(8) } }),
      "Plan.doc",
      "macros",
    ],
    [
      "a password-protected Office file",
      compoundFile({
        "/EncryptedPackage": new Uint8Array(64),
        "/EncryptionInfo": new Uint8Array(64),
      }),
      "Plan.docx",
      "encrypted",
    ],
    [
      "another compound file (an installer)",
      compoundFile({ "/SummaryInformation": new Uint8Array(64) }),
      "Plan.doc",
      "wrongType",
    ],
    ["text under another name", "Just some text", "notes.md", "wrongType"],
    [
      "Latin-1 text",
      new Uint8Array([0x52, 0xe9, 0x75, 0x6e, 0x69, 0x6f, 0x6e]),
      "notes.txt",
      "notUtf8",
    ],
    [
      "UTF-16 text",
      new Uint8Array([0xfe, 0xff, 0x00, 0x41]),
      "notes.csv",
      "notUtf8",
    ],
    [
      "binary named .txt",
      new Uint8Array([0x41, 0x00, 0x00, 0x42]),
      "notes.txt",
      "binaryText",
    ],
    ["an empty file", new Uint8Array(), "empty.pdf", "empty"],
  ] as const)("refuses %s", async (_label, bytes, name, reason) => {
    const inspected = await inspectDocument(file(bytes, name));
    expect(inspected).toEqual({ ok: false, reason });
    expect(documentUploadMessages[reason]).toBeTruthy();
  });

  it("refuses a file over 25 MB before reading it", async () => {
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], "scan.pdf");
    expect(await inspectDocument(big)).toEqual({
      ok: false,
      reason: "tooLarge",
    });
  });
});

describe("binary Office streams", () => {
  it("reads a workbook's records to its EOF and refuses a truncated one", () => {
    expect(
      inspectWorkbookStream(
        new Uint8Array([...BOF, ...sheet(0), ...sheet(2), ...EOF]),
      ),
    ).toBe("ok");
    expect(
      inspectWorkbookStream(new Uint8Array([...BOF, 0x85, 0x00, 0xff, 0x00])),
    ).toBe("unreadable");
    expect(inspectWorkbookStream(new Uint8Array([1, 2, 3, 4]))).toBe(
      "unreadable",
    );
  });

  it("finds a VBA container anywhere in a PowerPoint stream", () => {
    expect(
      inspectPowerPointStream(
        new Uint8Array([1, 2, 3, 0x0f, 0x00, 0xff, 0x03]),
      ),
    ).toBe("macros");
    expect(
      inspectPowerPointStream(new Uint8Array([0x0f, 0x00, 0xfe, 0x03])),
    ).toBe("ok");
  });
});
