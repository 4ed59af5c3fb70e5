import zlib from "node:zlib";

/**
 * A gzip body assembled per request from parts compressed once: a page template's fixed text
 * is deflated when the template is made, and each request only adds its own short values (a
 * nonce, a form token) as stored (uncompressed) deflate blocks, then the CRC and the length.
 * The result is one ordinary gzip stream — any browser reads it — at the cost of copying
 * buffers instead of compressing tens of kilobytes on every request.
 *
 * Why this is correct: each fixed part is compressed with the text that precedes it on the page
 * as its preset dictionary, so back-references keep their usual reach across the holes. The
 * holes are stood in for by a filler byte (0x01) that the fixed text never contains, so no
 * back-reference can point into a hole, whose bytes differ on every request; a hole's value
 * must therefore have the length the template was prepared with (checked on every request).
 */
const FILLER = 0x01;
/** deflate's window: no back-reference reaches further. */
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([
  0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff,
]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export type SplicedGzip = {
  /** The gzip stream for these hole values, or null when a value's length differs from the template's. */
  splice(holes: readonly Buffer[]): Buffer | null;
};

/**
 * Prepares `fixed[0] hole[0] fixed[1] … fixed[n]`. `holeLengths[i]` is the byte length every
 * value of hole i will have. Returns null when the fixed text contains the filler byte (then
 * the caller compresses per request).
 */
export function prepareSplicedGzip(
  fixed: readonly Buffer[],
  holeLengths: readonly number[],
  level = 9,
): SplicedGzip | null {
  if (fixed.length !== holeLengths.length + 1)
    throw new Error("a template has one fixed part more than it has holes");
  if (fixed.some((part) => part.includes(FILLER))) return null;
  const compressed: Buffer[] = [];
  // The CRC of the page is combined per request from each part's CRC (crc32Combine below), so
  // the fixed text is never read again.
  const fixedCrcs = fixed.map((part) => crc32(part, 0));
  const fixedShifts = fixed.map((part) => crc32Shift(part.length));
  const holeShifts = holeLengths.map((length) => crc32Shift(length));
  let preceding = Buffer.alloc(0);
  fixed.forEach((part, index) => {
    compressed.push(
      zlib.deflateRawSync(part, {
        level,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        ...(preceding.length > 0 ? { dictionary: preceding } : {}),
      }),
    );
    const hole =
      index < holeLengths.length
        ? Buffer.alloc(holeLengths[index]!, FILLER)
        : Buffer.alloc(0);
    preceding = Buffer.concat([preceding, part, hole]);
    if (preceding.length > WINDOW)
      preceding = preceding.subarray(preceding.length - WINDOW);
  });

  return {
    splice(holes) {
      if (holes.length !== holeLengths.length) return null;
      const parts: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      let size = 0;
      for (let index = 0; index < fixed.length; index++) {
        parts.push(compressed[index]!);
        crc = crc32Combine(crc, fixedCrcs[index]!, fixedShifts[index]!);
        size += fixed[index]!.length;
        if (index === holes.length) break;
        const hole = holes[index]!;
        if (hole.length !== holeLengths[index]) return null;
        parts.push(...storedBlocks(hole));
        crc = crc32Combine(crc, crc32(hole, 0), holeShifts[index]!);
        size += hole.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      parts.push(FINAL_BLOCK, trailer);
      return Buffer.concat(parts);
    },
  };
}

/**
 * zlib.crc32, continued over several buffers. An empty buffer leaves the value as it is: Node 20's
 * zlib.crc32 answers 0 for some empty buffers whatever the running value.
 */
function crc32(bytes: Buffer, running: number): number {
  return bytes.length === 0 ? running : zlib.crc32(bytes, running);
}

// CRC-32 combination as zlib does it (crc32_combine_gen / crc32_combine_op in zlib's crc32.c):
// the CRC of A‖B from the CRCs of A and B and an operator that depends only on B's length.
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, in zlib's reflected bit order. */
function multiplyModPoly(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multiplyModPoly(p, p);
}

/** The operator that shifts a CRC past `length` bytes (zlib's crc32_combine_gen). */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2 === 1) p = multiplyModPoly(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A‖B from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(
  crcA: number,
  crcB: number,
  shiftB: number,
): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}

/** Non-final stored blocks holding `bytes` (after a sync flush the stream is byte-aligned). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += MAX_STORED) {
    const chunk = bytes.subarray(start, start + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}
