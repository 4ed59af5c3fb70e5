import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  envDocs,
  envVariablesTable,
  TABLE_END,
  TABLE_START,
  withVariablesTable,
} from "./env-docs.server";
import { configurationTable, environmentVariableNames } from "./env.server";

describe("docs/configuration.md", () => {
  it("has the table of variables the environment schema writes", () => {
    const document = readFileSync(
      new URL("../../docs/configuration.md", import.meta.url),
      "utf8",
    );
    expect(
      document,
      "docs/configuration.md differs from the environment schema: run `npm run docs:config` (descriptions live beside each variable's schema entry)",
    ).toBe(withVariablesTable(document, configurationTable()));
  });

  it("has one row per variable the server reads", () => {
    const names = [
      ...configurationTable().matchAll(/^\| `([A-Z0-9_]+)` \|/gm),
    ].map((match) => match[1]);
    expect(names).toEqual([...environmentVariableNames]);
  });
});

describe("envVariablesTable", () => {
  const documented = (
    schema: z.ZodType,
    meaning: string,
    shown?: string,
  ): z.ZodType => {
    envDocs.add(
      schema,
      shown === undefined ? { meaning } : { meaning, default: shown },
    );
    return schema;
  };

  it("shows the schema's own default, or a dash for none", () => {
    const table = envVariablesTable({
      PORT: documented(z.coerce.number().default(3000), "Port."),
      HOST: documented(z.string().default("0.0.0.0"), "Host."),
      SECRET: documented(z.string().optional(), "Secret."),
      HOSTS: documented(z.array(z.string()).default([]), "Hosts."),
    });
    expect(table.split("\n")).toEqual([
      "| Variable | Default | Meaning |",
      "|---|---|---|",
      "| `PORT` | `3000` | Port. |",
      "| `HOST` | `0.0.0.0` | Host. |",
      "| `SECRET` | — | Secret. |",
      "| `HOSTS` | — | Hosts. |",
    ]);
  });

  it("shows a registered default only where the schema has no plain one", () => {
    expect(
      envVariablesTable({
        URL: documented(
          z.string().optional(),
          "Origin.",
          "`http://localhost:$PORT`",
        ),
      }),
    ).toContain("| `URL` | `http://localhost:$PORT` | Origin. |");
    expect(() =>
      envVariablesTable({
        PORT: documented(z.coerce.number().default(3000), "Port.", "`8080`"),
      }),
    ).toThrow(/PORT: the schema's default \(3000\) is what the table shows/);
    expect(() =>
      envVariablesTable({
        TO: documented(z.array(z.string()).default(["a@b.org"]), "Recipients."),
      }),
    ).toThrow(/TO: its default \(\["a@b.org"\]\) is not a plain value/);
  });

  it("refuses a variable without a description", () => {
    expect(() =>
      envVariablesTable({ UNDOCUMENTED: z.string().optional() }),
    ).toThrow(/UNDOCUMENTED has no description/);
  });

  it("keeps a | inside a cell from splitting the row", () => {
    expect(
      envVariablesTable({ MODE: documented(z.string().optional(), "`a|b`") }),
    ).toContain("| `MODE` | — | `a\\|b` |");
  });
});

describe("withVariablesTable", () => {
  it("replaces only what lies between the markers", () => {
    const document = `# Title\n\nProse.\n\n${TABLE_START}\n| old |\n${TABLE_END}\n\nMore prose.\n`;
    expect(withVariablesTable(document, "| new |")).toBe(
      `# Title\n\nProse.\n\n${TABLE_START}\n| new |\n${TABLE_END}\n\nMore prose.\n`,
    );
  });

  it("refuses a document without the markers", () => {
    expect(() => withVariablesTable("# Title\n", "| new |")).toThrow(
      /no "<!-- env-variables:start/,
    );
  });
});
