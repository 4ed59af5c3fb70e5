import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No route touches the database: routes parse, call a server
 * module and render. ESLint forbids these imports too; this test holds even if the lint
 * configuration changes or a file escapes it.
 */
const ROUTES = path.resolve(import.meta.dirname);
const SERVICES = /(^|\/)services\.server$/;
const FORBIDDEN = [
  /(^|\/)server\/db(\/|$)/, // ~/server/db/*, ../../server/db/…
  SERVICES, // the app's services hold the database connection (getDb())
  /^drizzle-orm(\/|$)/,
  /^pg$/,
  /^@electric-sql\//,
];
function forbidden(specifier: string): boolean {
  return FORBIDDEN.some((rule) => rule.test(specifier));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Every module specifier: import … from "x", import "x", export … from "x", import("x"), require("x"). */
export function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

describe("routes never import the database", () => {
  it("finds the route files (the check is not vacuous)", () => {
    expect(sourceFiles(ROUTES).length).toBeGreaterThan(20);
  });

  it("recognises every way of importing", () => {
    const sample = `import { db } from "~/server/db/client.server";\nimport type { X } from "../../server/db/schema.server";\nexport { y } from "drizzle-orm";\nimport "pg";\nconst z = await import("@electric-sql/pglite");\nconst s = require("~/server/services.server");`;
    const specifiers = importedSpecifiers(sample);
    expect(
      specifiers.filter((specifier) =>
        FORBIDDEN.some((rule) => rule.test(specifier)),
      ),
    ).toHaveLength(6);
  });

  it("no file under app/routes/ imports a database module or the app's services", () => {
    const offenders = sourceFiles(ROUTES).flatMap((file) => {
      const relative = path.relative(ROUTES, file);
      return importedSpecifiers(fs.readFileSync(file, "utf8"))
        .filter((specifier) => forbidden(specifier))
        .map((specifier) => `${relative} imports ${specifier}`);
    });
    expect(offenders).toEqual([]);
  });
});
