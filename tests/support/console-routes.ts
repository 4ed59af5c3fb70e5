import { readdirSync } from "node:fs";
import path from "node:path";
import routes from "../../app/routes";

/**
 * The console's routes as the app registers them (app/routes.ts), not a hand-kept list: a
 * route added under app/routes/console/, or anywhere under /lead_admin (the content studio's
 * pages, for instance), is in the access matrix the moment it is registered.
 */
export type ConsoleRoute = {
  /** e.g. "routes/console/support-tab.tsx" */
  file: string;
  /** The URL pattern, e.g. "/lead_admin/support/:ticketId". */
  pattern: string;
  /** The `:name` parameters of the pattern. */
  params: string[];
  /** A layout (the console's frame): its pages are its children. */
  layout: boolean;
};

type Entry = {
  file: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
};

export const CONSOLE_DIR = "routes/console/";
const CONSOLE_URL = /^\/lead_admin(\/|$)/;

export function consoleRoutes(): ConsoleRoute[] {
  const found: ConsoleRoute[] = [];
  const walk = (entries: Entry[], parent: string) => {
    for (const entry of entries) {
      const pattern = joinPath(parent, entry.path);
      if (entry.file.startsWith(CONSOLE_DIR) || CONSOLE_URL.test(pattern))
        found.push({
          file: entry.file,
          pattern,
          params: [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!),
          layout: Boolean(entry.children),
        });
      if (entry.children) walk(entry.children, pattern);
    }
  };
  walk(routes as Entry[], "");
  return found;
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent || "/";
  return `${parent.replace(/\/$/, "")}/${child}`.replace(/\/{2,}/g, "/");
}

/** Every route module file in app/routes/console/ (what the route table must account for). */
export function consoleRouteFiles(): string[] {
  const dir = path.resolve("app", CONSOLE_DIR);
  return readdirSync(dir)
    .filter((name) => /\.(tsx?|jsx?)$/.test(name) && !/\.test\./.test(name))
    .map((name) => `${CONSOLE_DIR}${name}`)
    .sort();
}

export type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};

export async function loadRouteModule(file: string): Promise<RouteModule> {
  return (await import(
    /* @vite-ignore */ path.resolve("app", file)
  )) as RouteModule;
}

/** A pattern with its parameters filled in. */
export function urlOf(
  route: ConsoleRoute,
  params: Record<string, string>,
): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
}
