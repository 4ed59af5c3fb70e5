import CFB from "cfb";

/**
 * The text of a Word 97-2003 document (MS-DOC), read through its piece table: the FIB in the
 * WordDocument stream points (fcClx/lcbClx) at the Clx in the 0Table or 1Table stream; the
 * Clx's PlcPcd lists the pieces of text, each either 8-bit (Windows-1252, "compressed") or
 * UTF-16LE, at a byte offset in the WordDocument stream. Fields, tables and the like come out
 * as Word's control characters, which are mapped to spaces and line breaks here.
 * Returns null when the file is not a readable, unencrypted Word document.
 */
const FIB_SIGNATURE = 0xa5ec;
/** FibBase's flag word at offset 10: fEncrypted is bit 8, fWhichTblStm (1Table, not 0Table) bit 9. */
const FIB_FLAGS = 10;
const F_ENCRYPTED = 1 << 8;
const F_WHICH_TABLE = 1 << 9;
/** FibRgFcLcb97.fcClx / lcbClx: 32 (FibBase) + 2 + 28 (FibRgW97) + 2 + 88 (FibRgLw97) + 2 + 33 × 8. */
const FC_CLX = 0x01a2;
const LCB_CLX = 0x01a6;
const PCD_BYTES = 8;
const COMPRESSED = 0x40000000;

export function extractWordText(
  bytes: Uint8Array,
  maxChars: number,
): string | null {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    return null;
  }
  const word = streamBytes(container, "WordDocument");
  if (!word || word.length < LCB_CLX + 4) return null;
  const view = new DataView(word.buffer, word.byteOffset, word.byteLength);
  if (view.getUint16(0, true) !== FIB_SIGNATURE) return null;
  const flags = view.getUint16(FIB_FLAGS, true);
  if (flags & F_ENCRYPTED) return null;
  const table = streamBytes(
    container,
    flags & F_WHICH_TABLE ? "1Table" : "0Table",
  );
  if (!table) return null;
  const fcClx = view.getUint32(FC_CLX, true);
  const lcbClx = view.getUint32(LCB_CLX, true);
  if (lcbClx === 0 || fcClx + lcbClx > table.length) return null;
  const pieces = pieceTable(table.subarray(fcClx, fcClx + lcbClx));
  if (!pieces) return null;

  let text = "";
  for (const piece of pieces) {
    const chars = piece.cpEnd - piece.cpStart;
    if (chars <= 0) continue;
    if (piece.compressed) {
      const start = piece.fc / 2;
      if (start + chars > word.length) return null;
      text += decodeCp1252(word.subarray(start, start + chars));
    } else {
      if (piece.fc + chars * 2 > word.length) return null;
      text += Buffer.from(
        word.subarray(piece.fc, piece.fc + chars * 2),
      ).toString("utf16le");
    }
    if (text.length > maxChars * 2) break;
  }
  return cleanWordText(text).slice(0, maxChars);
}

type Piece = {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
};

/** The Clx: any number of Prc blocks (0x01, cb, grpprl), then one Pcdt (0x02, lcb, PlcPcd). */
function pieceTable(clx: Uint8Array): Piece[] | null {
  const view = new DataView(clx.buffer, clx.byteOffset, clx.byteLength);
  let at = 0;
  while (at < clx.length && clx[at] === 0x01) {
    if (at + 3 > clx.length) return null;
    at += 3 + view.getInt16(at + 1, true);
  }
  if (at + 5 > clx.length || clx[at] !== 0x02) return null;
  const lcb = view.getUint32(at + 1, true);
  const start = at + 5;
  if (start + lcb > clx.length || lcb < 4) return null;
  // PlcPcd: (n + 1) CPs of 4 bytes, then n PCDs of 8 bytes.
  const count = (lcb - 4) / (4 + PCD_BYTES);
  if (!Number.isInteger(count)) return null;
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const cpStart = view.getUint32(start + i * 4, true);
    const cpEnd = view.getUint32(start + (i + 1) * 4, true);
    const fcCompressed = view.getUint32(
      start + (count + 1) * 4 + i * PCD_BYTES + 2,
      true,
    );
    const compressed = (fcCompressed & COMPRESSED) !== 0;
    pieces.push({
      cpStart,
      cpEnd,
      fc: compressed ? (fcCompressed & ~COMPRESSED) >>> 0 : fcCompressed,
      compressed,
    });
  }
  return pieces;
}

function streamBytes(
  container: CFB.CFB$Container,
  name: string,
): Uint8Array | null {
  const index = container.FullPaths.findIndex((path) => {
    const segments = path.split("/").slice(1).filter(Boolean);
    return segments.length === 1 && segments[0] === name;
  });
  const content =
    index === -1 ? undefined : container.FileIndex[index]?.content;
  if (!content || content.length === 0) return null;
  return content instanceof Uint8Array
    ? content
    : Uint8Array.from(content as ArrayLike<number>);
}

/** Windows-1252's 0x80-0x9F differ from Latin-1; Node has no decoder for it, so map them here. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeCp1252(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes)
    out +=
      byte >= 0x80 && byte <= 0x9f
        ? CP1252_HIGH[byte - 0x80]
        : String.fromCharCode(byte);
  return out;
}

/**
 * Word's special characters: paragraph and cell marks (0x0D, 0x07) and breaks (0x0B, 0x0C)
 * become line breaks; field codes between 0x13 and 0x14 are dropped, keeping the field's
 * result; 0x01/0x08 (pictures, drawn objects) and other controls go.
 */
/* eslint-disable no-control-regex -- these control characters are Word's own markup in the text stream */
function cleanWordText(raw: string): string {
  return raw
    .replace(/\x13[^\x13\x14\x15]*\x14/g, "")
    .replace(/\x13[^\x13\x14\x15]*\x15/g, "")
    .replace(/[\r\x07\x0b\x0c]/g, "\n")
    .replace(/\x1e/g, "-")
    .replace(/[\x00-\x08\x0e-\x1f\x15]/g, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
/* eslint-enable no-control-regex */
