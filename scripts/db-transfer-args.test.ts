import { describe, expect, it } from "vitest";
import { parseTransferArgs } from "./db-transfer-args";

const now = new Date("2026-11-23T02:05:09.123Z");

describe("db:export and db:import arguments", () => {
  it("names the export after the moment it starts, unless told a file", () => {
    expect(parseTransferArgs("export", [], now)).toEqual({
      ok: true,
      command: {
        kind: "export",
        out: "kestrel-export-20261123-020509.jsonl.gz",
        force: false,
      },
    });
    expect(
      parseTransferArgs(
        "export",
        ["--out", "/backups/site.jsonl.gz", "--force"],
        now,
      ),
    ).toEqual({
      ok: true,
      command: { kind: "export", out: "/backups/site.jsonl.gz", force: true },
    });
  });

  it("takes exactly one file to import", () => {
    expect(parseTransferArgs("import", ["site.jsonl.gz"])).toEqual({
      ok: true,
      command: { kind: "import", file: "site.jsonl.gz" },
    });
    const none = parseTransferArgs("import", []);
    expect(none.ok === false && none.error).toContain(
      "Name the export file to import.",
    );
    const two = parseTransferArgs("import", ["a", "b"]);
    expect(two.ok === false && two.error).toBe("One file at a time: got 2.");
  });

  it("refuses unknown options with the help, and answers --help", () => {
    const unknown = parseTransferArgs("export", ["--outt", "x"]);
    expect(unknown.ok === false && unknown.error).toMatch(
      /Unknown option '--outt'[\s\S]*Usage: npm run db:export/,
    );
    const help = parseTransferArgs("import", ["-h"]);
    expect(
      help.ok && help.command.kind === "help" && help.command.text,
    ).toContain("Usage: npm run db:import");
    const empty = parseTransferArgs("export", ["--out", " "]);
    expect(empty.ok === false && empty.error).toBe("--out needs a file name.");
  });
});
