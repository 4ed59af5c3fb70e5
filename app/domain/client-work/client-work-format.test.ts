import { describe, expect, it } from "vitest";
import {
  formatFileSize,
  mimeBadgeText,
  statusBadgeText,
  ticketReference,
} from "./client-work-format";

describe("portal formats", () => {
  it("writes sizes in Bytes, KB, MB and GB with base 1024 and at most two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(2_359_296)).toBe("2.25 MB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(5 * 1024 ** 3)).toBe("5 GB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3072 GB");
  });

  it("shows a status upper case with underscores as spaces", () => {
    expect(statusBadgeText("in_progress")).toBe("IN PROGRESS");
    expect(statusBadgeText("open")).toBe("OPEN");
  });

  it("numbers a ticket by the first 8 characters of its id", () => {
    expect(ticketReference("3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e")).toBe(
      "Ticket #3f2a9c1e",
    );
  });

  it("badges a document by its MIME subtype in capitals, Office types by their file type", () => {
    expect(mimeBadgeText("application/pdf")).toBe("PDF");
    expect(mimeBadgeText("image/png")).toBe("PNG");
    expect(mimeBadgeText("text/csv; charset=utf-8")).toBe("CSV");
    // The spec's own example: a readable subtype is shown as it is, not as an extension.
    expect(mimeBadgeText("text/plain; charset=utf-8")).toBe("PLAIN");
    expect(mimeBadgeText("application/msword")).toBe("DOC");
    expect(
      mimeBadgeText(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ),
    ).toBe("DOCX");
    expect(mimeBadgeText("nonsense")).toBe("FILE");
  });
});
