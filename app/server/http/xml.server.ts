/**
 * Text for XML documents (sitemap, RSS). Escapes the five markup characters and drops the
 * characters XML 1.0 forbids outright (most C0 controls, lone surrogates, U+FFFE/U+FFFF),
 * which would otherwise make the whole document unparseable.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, "")
    .replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<name>text</name>` with the text escaped; nothing when the value is empty. */
export function xmlElement(
  name: string,
  value: string | null | undefined,
  attributes: Record<string, string> = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const attrs = Object.entries(attributes)
    .map(([key, attr]) => ` ${key}="${escapeXml(attr)}"`)
    .join("");
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}
