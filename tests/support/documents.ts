import zlib from "node:zlib";
import CFB from "cfb";
import { buildSimplePdf } from "~/server/sample-data/simple-pdf.server";

/** Real document bytes for upload tests: a PDF, a minimal DOCX (a ZIP with Word's parts). */
export function samplePdf(): Uint8Array {
  return buildSimplePdf(
    "Curriculum vitae",
    "Ada Lovelace\nAnalyst, Analytical Engine programme",
  );
}

export function sampleDocx(): Uint8Array {
  return docxWithParagraphs(["Ada Lovelace"]);
}

/** A minimal, real Word document (a ZIP with Word's three parts), one paragraph per string. */
export function docxWithParagraphs(paragraphs: string[]): Uint8Array {
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = paragraphs
    .map(
      (text) =>
        `<w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`,
    )
    .join("");
  return zip([
    [
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      "_rels/.rels",
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      "word/document.xml",
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${body}</w:body></w:document>`,
    ],
  ]);
}

export interface ZipEntry {
  name: string;
  /** What the entry unpacks to (stored or deflated here), or ready deflate bytes in `deflated`. */
  content?: string | Uint8Array;
  /** A raw deflate stream to store as-is (e.g. a bomb built without inflating it). */
  deflated?: Uint8Array;
  method?: "store" | "deflate";
  /** Sizes to write into the headers instead of the true ones (a lying archive). */
  declaredUncompressedSize?: number;
  /** General-purpose flag bits (bit 0: the entry is encrypted). */
  flags?: number;
}

/** A ZIP archive (local headers, central directory, end record) with the given entries. */
export function zip(
  entries: (ZipEntry | [name: string, content: string])[],
): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const given of entries) {
    const entry: ZipEntry = Array.isArray(given)
      ? { name: given[0], content: given[1] }
      : given;
    const nameBytes = Buffer.from(entry.name);
    const plain =
      entry.content === undefined ? undefined : Buffer.from(entry.content);
    const method = entry.deflated || entry.method === "deflate" ? 8 : 0;
    const data = entry.deflated
      ? Buffer.from(entry.deflated)
      : method === 8
        ? zlib.deflateRawSync(plain!)
        : plain!;
    const crc = plain ? zlib.crc32(plain) : 0;
    const uncompressed = entry.declaredUncompressedSize ?? plain?.length ?? 0;
    const flags = entry.flags ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

/**
 * A raw deflate stream that inflates to `mebibytes` MiB of zeros, built in milliseconds: one
 * MiB deflated with a full flush (independent of what came before) repeated, then a final
 * empty block. 3 GiB of zeros is about 3 MB on the wire.
 */
export function deflatedZeros(mebibytes: number): Uint8Array {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const last = Buffer.from([0x03, 0x00]); // a final, empty fixed-Huffman block
  return new Uint8Array(
    Buffer.concat([...Array.from({ length: mebibytes }, () => block), last]),
  );
}

/** A Word 97-2003 document: an OLE2 compound file whose WordDocument stream starts with Word's FIB. */
export function sampleDoc(
  options: {
    extraStreams?: Record<string, Uint8Array>;
    fibFlags?: number;
    withoutWordStream?: boolean;
  } = {},
): Uint8Array {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.alloc(1472);
  fib.writeUInt16LE(0xa5ec, 0); // wIdent
  fib.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  fib[11] = options.fibFlags ?? 0;
  if (!options.withoutWordStream)
    CFB.utils.cfb_add(container, "/WordDocument", fib);
  CFB.utils.cfb_add(container, "/1Table", Buffer.alloc(4096));
  for (const [path, content] of Object.entries(options.extraStreams ?? {}))
    CFB.utils.cfb_add(container, path, Buffer.from(content));
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer);
}
