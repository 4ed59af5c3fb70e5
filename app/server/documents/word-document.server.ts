import CFB, { type CFB$Container } from "cfb";

/**
 * A Word 97-2003 (.doc) résumé: an OLE2 compound file whose root holds a `WordDocument`
 * stream starting with Word's FIB signature. file-type only sees the OLE2 header, which
 * Excel, PowerPoint, MSI installers, password-protected Office files and eight bytes
 * followed by junk share; staff would open whatever we store.
 */
export type WordDocumentVerdict =
  "ok" | "unreadable" | "notWord" | "macros" | "encrypted";

/** wIdent, the first field of the File Information Block (MS-DOC 2.5.2). */
const FIB_SIGNATURE = 0xa5ec;
/** FibBase.fEncrypted: bit 0 of the byte at offset 11 (MS-DOC 2.5.2). */
const FIB_FLAGS_OFFSET = 11;
const FIB_ENCRYPTED = 0x01;
const STREAM = 2;

/** Storages that hold VBA projects in Word (`Macros`) and in any Office file (`_VBA_PROJECT*`). */
const MACRO_STORAGE = /^(macros|_vba_project(_cur)?|vba)$/i;

export function inspectWordDocument(bytes: Uint8Array): WordDocumentVerdict {
  let container: CFB$Container;
  try {
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    // cfb throws plain TypeErrors on truncated or garbled sector tables: the file is damaged.
    return "unreadable";
  }
  // FullPaths are "Root Entry/Name" (storages end with "/"); drop the root's own name.
  const paths = container.FullPaths.map((path) =>
    path.split("/").slice(1).filter(Boolean),
  );
  if (
    paths.some((segments) =>
      segments.some((segment) => MACRO_STORAGE.test(segment)),
    )
  )
    return "macros";
  if (
    paths.some(
      (segments) => segments.length === 1 && segments[0] === "EncryptedPackage",
    )
  )
    return "encrypted";

  const index = paths.findIndex(
    (segments) => segments.length === 1 && segments[0] === "WordDocument",
  );
  const entry = index === -1 ? undefined : container.FileIndex[index];
  if (!entry || entry.type !== STREAM) return "notWord";
  const content = entry.content;
  if (!content || content.length < FIB_FLAGS_OFFSET + 1) return "unreadable";
  if ((content[0]! | (content[1]! << 8)) !== FIB_SIGNATURE) return "unreadable";
  if (content[FIB_FLAGS_OFFSET]! & FIB_ENCRYPTED) return "encrypted";
  return "ok";
}
