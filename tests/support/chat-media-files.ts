import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import CFB from "cfb";
import { buildSimplePdf } from "~/server/sample-data/simple-pdf.server";
import { docxWithParagraphs } from "./documents";

/**
 * Real small files for the chat's media tests: documents whose text is known, images with and
 * without text. The Word 97-2003 file is written to MS-DOC's layout (FIB, Clx in the 1Table
 * stream, a piece table with an 8-bit and a UTF-16 piece), as Word itself stores text.
 */
export const OCR_SAMPLE_PATH = path.resolve(
  import.meta.dirname,
  "../fixtures/chat-ocr-sample.png",
);
/** What tests/fixtures/chat-ocr-sample.png shows (rendered by Chromium, bold Arial 44 px). */
export const OCR_SAMPLE_WORDS = ["SOVEREIGN", "CLOUD", "2041"];

export function ocrSamplePng(): Uint8Array {
  return new Uint8Array(fs.readFileSync(OCR_SAMPLE_PATH));
}

/** A white PNG with nothing on it. */
export function blankPng(width = 200, height = 80): Uint8Array {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

export function pdfWithText(lines: string): Uint8Array {
  return buildSimplePdf("Tender brief", lines);
}

export function docxWithText(paragraphs: string[]): Uint8Array {
  return docxWithParagraphs(paragraphs);
}

/**
 * A Word 97-2003 document holding `compressedText` (Windows-1252, one byte per character)
 * followed by `unicodeText` (UTF-16LE), each a piece of the piece table; "\r" ends a paragraph.
 */
export function docWithText(
  compressedText: string,
  unicodeText: string,
  options: { encrypted?: boolean } = {},
): Uint8Array {
  const fibSize = 0x200;
  const eightBit = Buffer.from(compressedText, "latin1");
  const sixteenBit = Buffer.from(unicodeText, "utf16le");
  const eightBitAt = fibSize;
  const sixteenBitAt = eightBitAt + eightBit.length + (eightBit.length % 2);
  const word = Buffer.alloc(sixteenBitAt + sixteenBit.length);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE((1 << 9) | (options.encrypted ? 1 << 8 : 0), 10); // fWhichTblStm: 1Table
  eightBit.copy(word, eightBitAt);
  sixteenBit.copy(word, sixteenBitAt);

  const cps = [0, eightBit.length, eightBit.length + unicodeText.length];
  const plcPcd = Buffer.alloc(cps.length * 4 + 2 * 8);
  cps.forEach((cp, i) => plcPcd.writeUInt32LE(cp, i * 4));
  const pcd = (i: number, fc: number) =>
    plcPcd.writeUInt32LE(fc >>> 0, cps.length * 4 + i * 8 + 2);
  pcd(0, (eightBitAt * 2) | 0x40000000);
  pcd(1, sixteenBitAt);
  const prc = Buffer.from([0x01, 0x02, 0x00, 0xaa, 0xbb]); // one Prc with a 2-byte grpprl, skipped by readers
  const pcdt = Buffer.alloc(5);
  pcdt[0] = 0x02;
  pcdt.writeUInt32LE(plcPcd.length, 1);
  const clx = Buffer.concat([prc, pcdt, plcPcd]);
  const table = Buffer.concat([Buffer.alloc(64), clx]);
  word.writeUInt32LE(64, 0x01a2); // fcClx
  word.writeUInt32LE(clx.length, 0x01a6); // lcbClx

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", word);
  CFB.utils.cfb_add(container, "/1Table", table);
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer);
}
