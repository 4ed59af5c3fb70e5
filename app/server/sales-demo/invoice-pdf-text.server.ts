/**
 * Text for the invoice PDF. pdf-lib's standard fonts (Helvetica) are encoded in
 * WinAnsi (Windows-1252): a character outside it makes `drawText` throw, and invoice lines
 * are edited by staff, so an arrow or an emoji in a description must never become a 500.
 * Everything drawn goes through `winAnsiText` first.
 */

/** Windows-1252's 0x80–0x9F block: the characters WinAnsi adds to Latin-1. */
const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function winAnsiEncodable(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.includes(character)
  );
}

/** Readable stand-ins for characters staff are likely to type or paste. */
const STAND_INS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "⇒": "=>",
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "′": "'",
  "″": '"',
  "✓": "(ok)",
  "✔": "(ok)",
};

// Emoji (with their skin tones and flags) are dropped rather than shown as "?": they decorate.
// Their joiners and variation selectors are format characters and marks, dropped below.
const DECORATION =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;
const SPACE_LIKE = /[\s\u2000-\u200b\u202f\u205f\u3000]/u;

/**
 * The text as the PDF can draw it: whitespace (newlines and tabs included) collapsed to one
 * space, accents kept where WinAnsi has the letter (é, ü, ñ) or else dropped (ő → o), known
 * symbols spelled out (→ "->"), emoji removed and anything else replaced by "?".
 */
export function winAnsiText(text: string): string {
  let out = "";
  for (const character of text.normalize("NFC")) {
    if (SPACE_LIKE.test(character)) out += " ";
    else if (winAnsiEncodable(character)) out += character;
    else if (STAND_INS[character] !== undefined) out += STAND_INS[character];
    else if (
      DECORATION.test(character) ||
      /\p{Cc}|\p{Cf}|\p{M}/u.test(character)
    )
      continue;
    else {
      const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && [...base].every(winAnsiEncodable) ? base : "?";
    }
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/**
 * The download's name from the invoice number: "KCT-2026-0742.pdf". Only letters, digits,
 * dots, hyphens and underscores survive, so the name can be quoted in Content-Disposition
 * as it is and never traverses or hides an extension.
 */
export function invoicePdfFilename(invoiceNumber: string): string {
  const stem = invoiceNumber
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80);
  return `${stem || "invoice"}.pdf`;
}

/** Measures text in the font the PDF draws it in. */
export type TextWidth = (text: string) => number;

/**
 * Breaks text into lines no wider than `maxWidth`, at spaces where it can and inside a word
 * only when one word alone is too wide (an IBAN, a long reference).
 */
export function wrapText(
  text: string,
  width: TextWidth,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = word;
    while (width(rest) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [""];
}
