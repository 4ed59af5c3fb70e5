import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  invoicePdfFilename,
  winAnsiEncodable,
  winAnsiText,
  wrapText,
} from "./invoice-pdf-text.server";

/** What the invoice PDF may draw: staff-edited text must never make it throw. */
describe("winAnsiText", () => {
  it("keeps what WinAnsi has: accents, the euro, typographic quotes and dashes", () => {
    const text = "Café “Düsseldorf” – €1 200 — naïve ñ © ™ £ ¥";
    expect(winAnsiText(text)).toBe(text);
  });

  it("spells out arrows and comparison signs", () => {
    expect(winAnsiText("Phase 1 → Phase 2, ≥ 3 weeks, − 5")).toBe(
      "Phase 1 -> Phase 2, >= 3 weeks, - 5",
    );
  });

  it("drops emoji with their joiners, skin tones and flags", () => {
    expect(winAnsiText("Go-live 🚀 done 👍🏽 team 👩‍💻 in 🇨🇦 ✅")).toBe(
      "Go-live done team in",
    );
  });

  it("falls back to the bare letter, then to a question mark", () => {
    expect(winAnsiText("Győr Łódź")).toBe("Gyor ?ódz");
    expect(winAnsiText("東京 office")).toBe("?? office");
  });

  it("collapses newlines, tabs and odd spaces into single spaces and drops control characters", () => {
    expect(
      winAnsiText("  Line one\r\n\tline\u00a0two\u202fthree\u0007\u200b "),
    ).toBe("Line one line two three");
  });

  it("leaves nothing Helvetica cannot encode, whatever the input", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    // Our table of WinAnsi agrees with pdf-lib's own, character for character.
    for (let code = 0x20; code <= 0x2122; code += 1) {
      const character = String.fromCodePoint(code);
      expect(winAnsiEncodable(character), `U+${code.toString(16)}`).toBe(
        supported.has(code),
      );
    }
    const nasty = "→ 🚀 東京 \u0000 \ud800 ∑ ∞ ≈ ½ ‰ Ω ﬁ ❤️ 𝔘";
    const clean = winAnsiText(nasty);
    expect(() => font.encodeText(clean)).not.toThrow();
    expect(() => font.encodeText(nasty)).toThrow();
  });
});

describe("invoicePdfFilename", () => {
  it("names the file after the invoice number", () => {
    expect(invoicePdfFilename("KCT-2026-0742")).toBe("KCT-2026-0742.pdf");
  });

  it("keeps only safe characters: no quotes, slashes, spaces or header breaks", () => {
    expect(invoicePdfFilename('../KCT 2026/"0742"\r\nX-Evil: 1')).toBe(
      "KCT-2026-0742-X-Evil-1.pdf",
    );
    expect(invoicePdfFilename("Rechnung Nr. 12 – Düsseldorf")).toBe(
      "Rechnung-Nr.-12-Dusseldorf.pdf",
    );
  });

  it("never answers an empty or hidden name, and stays short", () => {
    expect(invoicePdfFilename("")).toBe("invoice.pdf");
    expect(invoicePdfFilename("...")).toBe("invoice.pdf");
    expect(invoicePdfFilename("東京")).toBe("invoice.pdf");
    expect(invoicePdfFilename("A".repeat(500))).toBe(`${"A".repeat(80)}.pdf`);
  });
});

describe("wrapText", () => {
  const width = (text: string) => text.length; // one unit per character

  it("breaks at spaces within the width", () => {
    expect(wrapText("Release two milestone payment", width, 14)).toEqual([
      "Release two",
      "milestone",
      "payment",
    ]);
  });

  it("cuts a word longer than a line", () => {
    expect(wrapText("IBAN IE00DEMO90000000000000", width, 10)).toEqual([
      "IBAN",
      "IE00DEMO90",
      "0000000000",
      "00",
    ]);
  });

  it("gives one empty line for empty text", () => {
    expect(wrapText("", width, 10)).toEqual([""]);
  });
});
