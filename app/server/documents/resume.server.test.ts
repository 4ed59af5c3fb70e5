import { describe, expect, it } from "vitest";
import { resumeMessages } from "~/domain/forms/lead-forms";
import {
  deflatedZeros,
  sampleDoc,
  sampleDocx,
  samplePdf,
  zip,
  type ZipEntry,
} from "../../../tests/support/documents";
import { DOCX_LIMITS, inspectDocxPackage } from "./docx-package.server";
import { inspectResume, safeFileName } from "./resume.server";

const MiB = 1024 * 1024;
const ONE_ZLIB_CHUNK = 64 * 1024;

const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const contentTypes = (extra = "", mainType = WORD_MAIN) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${mainType}"/>` +
  `${extra}</Types>`;
const documentXml =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  "<w:body><w:p><w:r><w:t>Ada Lovelace</w:t></w:r></w:p></w:body></w:document>";

/** A DOCX that file-type recognises (content types first, then word/), plus the given entries. */
function docx(extra: ZipEntry[], types = contentTypes()): Uint8Array {
  return zip([
    { name: "[Content_Types].xml", content: types, method: "deflate" },
    { name: "word/document.xml", content: documentXml, method: "deflate" },
    ...extra,
  ]);
}

const file = (bytes: Uint8Array, name: string) =>
  new File([Buffer.from(bytes)], name);

describe("inspectResume: positive controls", () => {
  it.each([
    ["a real PDF", samplePdf(), "cv.pdf", "pdf"],
    ["a real DOCX (stored entries)", sampleDocx(), "cv.docx", "docx"],
    [
      "a real DOCX (deflated entries)",
      docx([
        {
          name: "word/styles.xml",
          content: "<w:styles/>".repeat(2000),
          method: "deflate",
        },
      ]),
      "cv.docx",
      "docx",
    ],
    ["a real Word 97-2003 document", sampleDoc(), "cv.doc", "doc"],
  ] as const)("accepts %s", async (_label, bytes, name, extension) => {
    const result = await inspectResume(file(bytes, name));
    expect(result).toMatchObject({ ok: true, extension, name });
  });
});

describe("inspectResume: DOCX packages are unpacked within limits", () => {
  it("refuses a DOCX that honestly declares 3 GiB, without inflating anything", async () => {
    const bomb = docx([
      {
        name: "word/media/zeros.bin",
        deflated: deflatedZeros(3 * 1024),
        declaredUncompressedSize: 3 * 1024 * MiB,
      },
    ]);
    expect(bomb.byteLength).toBeLessThan(10 * MiB);
    expect(await inspectResume(file(bomb, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.unpackedTooLarge,
    });
    expect(await inspectDocxPackage(bomb)).toEqual({
      verdict: "unpackedTooLarge",
      inflatedBytes: expect.any(Number),
    });
    expect((await inspectDocxPackage(bomb)).inflatedBytes).toBeLessThan(MiB);
  });

  it("refuses a 3 GiB DOCX whose headers lie (1 KB declared), stopping at the 50 MB cap", async () => {
    const bomb = docx([
      {
        name: "word/media/zeros.bin",
        deflated: deflatedZeros(3 * 1024),
        declaredUncompressedSize: 1000,
      },
    ]);
    const inspection = await inspectDocxPackage(bomb);
    expect(inspection.verdict).toBe("unpackedTooLarge");
    expect(inspection.inflatedBytes).toBeGreaterThan(
      DOCX_LIMITS.maxUnpackedBytes,
    );
    expect(inspection.inflatedBytes).toBeLessThanOrEqual(
      DOCX_LIMITS.maxUnpackedBytes + ONE_ZLIB_CHUNK,
    );
    expect(await inspectResume(file(bomb, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.unpackedTooLarge,
    });
  });

  it("refuses one entry compressed beyond 100:1 while inflating it, long before the total cap", async () => {
    const squeezed = docx([
      {
        name: "word/media/image1.png",
        deflated: deflatedZeros(20),
        declaredUncompressedSize: 100,
      },
    ]);
    const inspection = await inspectDocxPackage(squeezed);
    expect(inspection.verdict).toBe("unpackedTooLarge");
    // About 20 KB packed may unpack to 2 MB (100:1), not 20 MB.
    expect(inspection.inflatedBytes).toBeLessThanOrEqual(
      2 * MiB + ONE_ZLIB_CHUNK,
    );
  });

  it("refuses entries that each stay under 100:1 but together unpack past 50 MB", async () => {
    // 1 MiB in which every 32nd byte is noise: compresses roughly 10-30:1.
    const noisy = Buffer.alloc(MiB);
    for (let i = 0; i < noisy.length; i += 32)
      noisy[i] = (i * 2654435761) >>> 24;
    const entries: ZipEntry[] = Array.from({ length: 60 }, (_, i) => ({
      name: `word/media/part${i}.bin`,
      content: noisy,
      method: "deflate",
    }));
    const many = docx(entries);
    const inspection = await inspectDocxPackage(many);
    expect(inspection.verdict).toBe("unpackedTooLarge");
    expect(inspection.inflatedBytes).toBeLessThanOrEqual(
      DOCX_LIMITS.maxUnpackedBytes + ONE_ZLIB_CHUNK,
    );
    expect(await inspectResume(file(many, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.unpackedTooLarge,
    });
  });

  it("refuses more than 1000 entries", async () => {
    const crowded = docx(
      Array.from({ length: 1001 }, (_, i) => ({
        name: `word/part${i}.xml`,
        content: "<x/>",
      })),
    );
    expect(await inspectResume(file(crowded, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.unpackedTooLarge,
    });
  });

  it.each([
    [
      "a vbaProject.bin part",
      docx([{ name: "word/vbaProject.bin", content: "VBA" }]),
    ],
    [
      "a vbaData.xml part",
      docx([{ name: "word/vbaData.xml", content: "<wne:vbaSuppData/>" }]),
    ],
    [
      "a VBA content type",
      docx(
        [],
        contentTypes(
          '<Override PartName="/word/extra.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
      ),
    ],
    [
      "a macro-enabled main part (.docm)",
      docx(
        [],
        contentTypes(
          "",
          "application/vnd.ms-word.document.macroEnabled.main+xml",
        ),
      ),
    ],
  ])("refuses a DOCX with %s", async (_label, bytes) => {
    expect(await inspectResume(file(bytes, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.macros,
    });
  });

  it("refuses encrypted entries", async () => {
    const locked = docx([
      { name: "word/styles.xml", content: "secret", flags: 0x1 },
    ]);
    expect(await inspectResume(file(locked, "cv.docx"))).toEqual({
      ok: false,
      message: resumeMessages.encrypted,
    });
  });

  it("refuses a package without Word's main document part", async () => {
    const hollow = zip([
      { name: "[Content_Types].xml", content: contentTypes() },
      { name: "word/styles.xml", content: "<w:styles/>" },
    ]);
    expect((await inspectDocxPackage(hollow)).verdict).toBe("notWord");
  });
});

describe("inspectResume: .doc files must be Word documents", () => {
  it("refuses an OLE2 header followed by junk", async () => {
    const junk = Buffer.concat([
      Buffer.from(sampleDoc()).subarray(0, 512),
      Buffer.alloc(8192, 0x41),
    ]);
    expect(await inspectResume(file(junk, "cv.doc"))).toEqual({
      ok: false,
      message: resumeMessages.unreadable,
    });
  });

  it("refuses a compound file whose WordDocument stream is not Word's", async () => {
    const fake = sampleDoc({
      withoutWordStream: true,
      extraStreams: { "/WordDocument": Buffer.alloc(2048, 0x41) },
    });
    expect(await inspectResume(file(fake, "cv.doc"))).toEqual({
      ok: false,
      message: resumeMessages.unreadable,
    });
  });

  it.each([
    ["an Excel workbook", { "/Workbook": new Uint8Array(4096) }],
    [
      "a PowerPoint presentation",
      { "/PowerPoint Document": new Uint8Array(4096) },
    ],
    ["an MSI installer", { "/\u4840\u3f3f\u4577\u446c": new Uint8Array(4096) }],
  ])("refuses %s", async (_label, extraStreams) => {
    const other = sampleDoc({ withoutWordStream: true, extraStreams });
    expect(await inspectResume(file(other, "cv.doc"))).toEqual({
      ok: false,
      message: resumeMessages.notWord,
    });
  });

  it.each([
    ["a Macros storage", "/Macros/VBA/dir"],
    ["a _VBA_PROJECT stream", "/Macros/_VBA_PROJECT"],
  ])("refuses a Word document with %s", async (_label, path) => {
    const withMacros = sampleDoc({
      extraStreams: { [path]: new Uint8Array(64) },
    });
    expect(await inspectResume(file(withMacros, "cv.doc"))).toEqual({
      ok: false,
      message: resumeMessages.macros,
    });
  });

  it("refuses a password-protected Word document", async () => {
    expect(
      await inspectResume(file(sampleDoc({ fibFlags: 0x01 }), "cv.doc")),
    ).toEqual({ ok: false, message: resumeMessages.encrypted });
  });

  it("refuses a password-protected Office file (an OLE2 EncryptedPackage)", async () => {
    const locked = sampleDoc({
      withoutWordStream: true,
      extraStreams: { "/EncryptedPackage": new Uint8Array(4096) },
    });
    expect(await inspectResume(file(locked, "cv.doc"))).toEqual({
      ok: false,
      message: resumeMessages.encrypted,
    });
  });
});

describe("safeFileName", () => {
  it("strips bidi overrides and zero-width characters, keeping the true extension", () => {
    expect(safeFileName("cv\u202Efdp.exe", "pdf")).toBe("cvfdp.pdf");
    expect(
      safeFileName("Ada\u200B\u200D\uFEFF Lovelace\u2066.docx", "docx"),
    ).toBe("Ada Lovelace.docx");
    expect(safeFileName("a\u2028b\u0007c.pdf", "pdf")).toBe("abc.pdf");
  });

  it("keeps letters of every script", () => {
    expect(safeFileName("Résumé – Łukasz 履歴書.pdf", "pdf")).toBe(
      "Résumé – Łukasz 履歴書.pdf",
    );
  });

  it("names the stored file without the override", async () => {
    const result = await inspectResume(
      file(samplePdf(), "invoice\u202Egpj.pdf"),
    );
    expect(result).toMatchObject({ ok: true, name: "invoicegpj.pdf" });
  });
});
