import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importedSpecifiers } from "./routes-no-database.test";

/**
 * One handler convention for every route (docs/decisions/034-handlers-one-per-route.md): a
 * route module's loader and action are one line each, calling `<page>Loader` / `<page>Action`
 * from `app/server/<area>/<page>.handler.server.ts`, typed with the route's own generated
 * `Route.*Args`; and no other app module imports a handler.
 */
const APP = path.resolve(import.meta.dirname, "..");
const ROUTES = path.join(APP, "routes");

type Kind = "loader" | "action";
const KINDS: readonly Kind[] = ["loader", "action"];
const ARGS: Record<Kind, string> = {
  loader: "Route.LoaderArgs",
  action: "Route.ActionArgs",
};

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "+types" ? [] : moduleFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** `users-tab` → `usersTab`. */
function camel(base: string): string {
  return base.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The route modules: app/root.tsx and every module under app/routes/ that exports a loader or an action. */
function routeModules(): { file: string; area: string; base: string }[] {
  const files = [path.join(APP, "root.tsx"), ...moduleFiles(ROUTES)];
  return files
    .filter((file) =>
      /export\s+(const|(async\s+)?function)\s+(loader|action)\b/.test(
        fs.readFileSync(file, "utf8"),
      ),
    )
    .map((file) => {
      const relativeDir = path.relative(ROUTES, path.dirname(file));
      return {
        file,
        area: relativeDir.startsWith("..") ? "" : relativeDir,
        base: path.basename(file).replace(/\.tsx?$/, ""),
      };
    });
}

describe("the handler convention", () => {
  const routes = routeModules();

  it("finds the route modules (positive control)", () => {
    const names = routes.map((route) =>
      path.relative(APP, route.file).replaceAll(path.sep, "/"),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        "root.tsx",
        "routes/console/users-tab.tsx",
        "routes/portal/ticket-page.tsx",
        "routes/api/chat-messages.ts",
      ]),
    );
  });

  it("each route's loader and action are one line calling its own handler module, typed by its own route", () => {
    const problems = routes.flatMap(({ file, area, base }) => {
      const where = path.relative(APP, file);
      const source = fs.readFileSync(file, "utf8");
      const handlerPath = path.join(
        APP,
        "server",
        area,
        `${base}.handler.server.ts`,
      );
      if (!fs.existsSync(handlerPath))
        return [`${where}: no ${path.relative(APP, handlerPath)}`];
      const handler = fs.readFileSync(handlerPath, "utf8");
      const typesImport =
        area === ""
          ? `../${base === "root" ? "" : "routes/"}+types/${base}`
          : `../../routes/${area}/+types/${base}`;
      const found: string[] = [];
      for (const kind of KINDS) {
        if (
          !new RegExp(
            `export\\s+(const|(async\\s+)?function)\\s+${kind}\\b`,
          ).test(source)
        )
          continue;
        const name = `${camel(base)}${kind === "loader" ? "Loader" : "Action"}`;
        const oneLine = `export const ${kind} = (args: ${ARGS[kind]}) => ${name}(args);`;
        if (!source.replace(/\s+/g, " ").includes(oneLine))
          found.push(`${where}: expected \`${oneLine}\``);
        if (
          !new RegExp(
            `export\\s+(async\\s+)?function\\s+${name}\\s*\\([^)]*:\\s*${ARGS[kind].replace(".", "\\.")}\\s*\\)`,
          ).test(handler)
        )
          found.push(
            `${path.relative(APP, handlerPath)}: expected \`export function ${name}(…: ${ARGS[kind]})\``,
          );
      }
      if (!importedSpecifiers(handler).includes(typesImport))
        found.push(
          `${path.relative(APP, handlerPath)}: expected \`import type { Route } from "${typesImport}"\``,
        );
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("only a route module imports a handler", () => {
    const offenders = moduleFiles(APP)
      .filter((file) => !file.startsWith(ROUTES + path.sep))
      .filter((file) => path.basename(file) !== "root.tsx")
      .flatMap((file) =>
        importedSpecifiers(fs.readFileSync(file, "utf8"))
          .filter((specifier) => /\.handler\.server$/.test(specifier))
          .map(
            (specifier) => `${path.relative(APP, file)} imports ${specifier}`,
          ),
      );
    expect(offenders).toEqual([]);
  });
});
