import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { AREAS, SHARED, WIRING } from "../architecture-boundaries.js";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

/** The rows of the areas table in docs/architecture.md: first cell's name, then each cell's `code` items. */
async function tableOfTheDocs() {
  const markdown = await readFile(
    path.join(root, "docs/architecture.md"),
    "utf8",
  );
  const section = markdown.split("\n## Areas\n")[1]?.split("\n## ")[0] ?? "";
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])),
    );
  return new Map(
    rows.map(([name, _url, folders, mayImport, exposes]) => [
      name?.[0],
      {
        folders: folders ?? [],
        mayImport: [...(mayImport ?? [])].sort(),
        exposes: [...(exposes ?? [])].sort(),
      },
    ]),
  );
}

describe("the areas table", () => {
  it("in docs/architecture.md is the table ESLint enforces (architecture-boundaries.js)", async () => {
    const docs = await tableOfTheDocs();
    const expected = new Map([
      ...AREAS.map(
        (area) =>
          [
            area.name,
            {
              folders: area.folders,
              mayImport: [...area.mayImport].sort(),
              exposes: [...area.exposes].sort(),
            },
          ] as const,
      ),
      ["shared", { folders: SHARED, mayImport: [], exposes: [] }],
      ["wiring", { folders: WIRING, mayImport: [], exposes: [] }],
    ]);
    expect(docs).toEqual(expected);
  });
});

describe("the boundary lint", () => {
  const eslint = new ESLint({ cwd: root });
  const boundaryErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === "import-x/no-restricted-paths",
    );
  };

  it("fails an area that imports an area its row does not allow", async () => {
    const code =
      'import { requireStaff } from "~/server/console/console-guard.server";\nexport const guard = requireStaff;\n';
    expect(
      await boundaryErrors(
        path.join(root, "app/server/portal/x.server.ts"),
        code,
      ),
    ).toHaveLength(1);
    // The same import from a relative path resolves to the same module.
    expect(
      await boundaryErrors(
        path.join(root, "app/server/portal/x.server.ts"),
        code.replace("~/server/console/", "../console/"),
      ),
    ).toHaveLength(1);
    // The studio's row allows the console, and the guard is one of the console's public modules.
    expect(
      await boundaryErrors(
        path.join(root, "app/server/studio/x.server.ts"),
        code,
      ),
    ).toHaveLength(0);
  });

  it("fails an allowed area's module that its row does not declare public", async () => {
    const code =
      'import type { LeadRow } from "~/server/console/lead-inbox.server";\nexport type Row = LeadRow;\n';
    expect(
      await boundaryErrors(
        path.join(root, "app/server/studio/x.server.ts"),
        code,
      ),
    ).toHaveLength(1);
  });

  it("declares as public only modules that exist", async () => {
    const missing = AREAS.flatMap((area) => area.exposes).filter(
      (module) =>
        !["ts", "tsx"].some((ext) =>
          existsSync(path.join(root, "app", `${module}.${ext}`)),
        ),
    );
    expect(missing).toEqual([]);
  });

  it("fails a shared folder that imports any area", async () => {
    const code =
      'import { TicketList } from "~/components/portal/ticket-list";\nexport const list = TicketList;\n';
    expect(
      await boundaryErrors(path.join(root, "app/components/ui/x.tsx"), code),
    ).toHaveLength(1);
  });
});

describe("the import cycle check (npm run lint:cycles)", () => {
  /** `lint:cycles` as package.json has it, run on other files than the app's. */
  const checkCycles = async (files: Record<string, string>) => {
    const pkg = JSON.parse(
      await readFile(path.join(root, "package.json"), "utf8"),
    ) as { scripts: Record<string, string> };
    const words = (pkg.scripts["lint:cycles"] ?? "").split(" ");
    const options = words.slice(1, words.indexOf("server.ts"));
    const dir = await mkdtemp(path.join(tmpdir(), "import-cycles-"));
    try {
      for (const [name, text] of Object.entries(files)) {
        await writeFile(path.join(dir, name), text);
      }
      const bin = path.join(root, "node_modules/.bin/dpdm");
      return await run(bin, [...options, "a.ts"], { cwd: dir }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );
    } finally {
      await rm(dir, { recursive: true });
    }
  };

  it("fails on a runtime cycle", async () => {
    expect(
      await checkCycles({
        "a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
        "b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      }),
    ).toBe(1);
  });

  it("passes a cycle of type-only imports, which vanish at run time", async () => {
    expect(
      await checkCycles({
        "a.ts":
          'import type { B } from "./b";\nexport type A = { b?: B };\nexport const a = 1;\n',
        "b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
      }),
    ).toBe(0);
  });
});
