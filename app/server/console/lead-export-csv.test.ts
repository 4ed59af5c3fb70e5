import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  csvField,
  csvRecord,
  neutralizeCell,
  parseCsv,
} from "./lead-export-csv";

describe("csvField", () => {
  it("leaves plain text alone and quotes what RFC 4180 requires", () => {
    expect(csvField("Ada Okafor")).toBe("Ada Okafor");
    expect(csvField("Okafor, Ada")).toBe('"Okafor, Ada"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\ronly")).toBe('"cr\ronly"');
    expect(csvField(null)).toBe("");
    expect(csvField(false)).toBe("false");
  });

  it.each([
    "=1+1",
    "+1 555 0100",
    "-2",
    "@SUM(A1)",
    "\tTAB",
    "\rCR",
    '=HYPERLINK("http://x")',
  ])("neutralizes a formula-looking cell %j with a leading quote", (value) => {
    const field = csvField(value);
    const [[cell]] = parseCsv(field + "\r\n") as [[string]];
    expect(cell).toBe(`'${value}`);
  });

  it("does not touch a quote or formula character later in the cell", () => {
    expect(neutralizeCell("a=b")).toBe("a=b");
    expect(neutralizeCell("'already")).toBe("'already");
  });
});

describe("csvRecord and parseCsv", () => {
  it("ends records with CRLF and reads a BOM-prefixed file back", () => {
    const text =
      CSV_BOM + csvRecord(["id", "name"]) + csvRecord(["1", 'Zoë, "Z"']);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["id", "name"],
      ["1", 'Zoë, "Z"'],
    ]);
  });

  it("round-trips arbitrary cells, modulo the neutralizing quote", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.string({ unit: "binary" }), {
            minLength: 1,
            maxLength: 6,
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (records) => {
          const text = CSV_BOM + records.map((r) => csvRecord(r)).join("");
          const parsed = parseCsv(text);
          const expected = records.map((r) => r.map(neutralizeCell));
          // A record of one empty field is an empty line: RFC 4180 cannot tell it from nothing.
          expect(parsed.map((r) => r.join("\u0000"))).toEqual(
            expected.map((r) => r.join("\u0000")),
          );
          for (const record of parsed)
            for (const cell of record)
              expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
