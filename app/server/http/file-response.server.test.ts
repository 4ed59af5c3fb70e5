import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./file-response.server";

/** Content-Disposition for any stored name: RFC 6266 + RFC 8187, never a second header. */
describe("attachmentDisposition", () => {
  it("gives a plain name as it is", () => {
    expect(attachmentDisposition("Go-Live Report.pdf")).toBe(
      `attachment; filename="Go-Live Report.pdf"; filename*=UTF-8''Go-Live%20Report.pdf`,
    );
  });

  it("keeps quotes and backslashes out of the quoted ASCII name, and in the encoded one", () => {
    expect(attachmentDisposition('Budget "final" \\ v2.xlsx')).toBe(
      `attachment; filename="Budget _final_ _ v2.xlsx"; filename*=UTF-8''Budget%20%22final%22%20%5C%20v2.xlsx`,
    );
  });

  it("falls back to ASCII for old clients and keeps the exact Unicode name for the rest", () => {
    const header = attachmentDisposition("Réunion – São Tomé 東京.pdf");
    expect(header).toBe(
      `attachment; filename="Reunion _ Sao Tome __.pdf"; filename*=UTF-8''R%C3%A9union%20%E2%80%93%20S%C3%A3o%20Tom%C3%A9%20%E6%9D%B1%E4%BA%AC.pdf`,
    );
    const encoded = header.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe("Réunion – São Tomé 東京.pdf");
  });

  it("drops CR, LF and other control or format characters, so no header can be injected", () => {
    const header = attachmentDisposition(
      "report.pdf\r\nSet-Cookie: a=b\u0000\u202E.txt",
    );
    for (const character of ["\r", "\n", "\u0000", "\u202E"])
      expect(header).not.toContain(character);
    expect(header).toBe(
      `attachment; filename="report.pdfSet-Cookie: a=b.txt"; filename*=UTF-8''report.pdfSet-Cookie%3A%20a%3Db.txt`,
    );
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });

  it("encodes the characters RFC 8187 does not allow bare", () => {
    expect(attachmentDisposition("a'b(c)*.txt")).toContain(
      `filename*=UTF-8''a%27b%28c%29%2A.txt`,
    );
  });

  it("never answers an empty name", () => {
    expect(attachmentDisposition("\u200B\r\n")).toBe(
      `attachment; filename="document"; filename*=UTF-8''document`,
    );
  });
});
