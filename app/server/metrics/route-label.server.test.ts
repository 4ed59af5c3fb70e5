import { describe, expect, it } from "vitest";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import appRoutes from "~/routes";
import {
  methodLabel,
  routeLabel,
  routePatternFor,
  statusClass,
  type RouteManifest,
} from "./route-label.server";

/** The shape of the build's flat manifest, with this app's kinds of routes (layouts, index, params, catch-all). */
function manifest(
  entries: Array<{
    id: string;
    parentId?: string;
    path?: string;
    index?: boolean;
  }>,
): RouteManifest {
  return Object.fromEntries(
    entries.map((entry) => [entry.id, { ...entry, module: {} }]),
  ) as unknown as ServerBuild["routes"];
}

const routes = manifest([
  { id: "root", path: "" },
  { id: "public", parentId: "root" },
  { id: "home", parentId: "public", index: true },
  { id: "blog", parentId: "public", path: "blog" },
  { id: "rss", parentId: "public", path: "blog/rss.xml" },
  { id: "post", parentId: "public", path: "blog/:slug" },
  { id: "project", parentId: "public", path: "projects/:slug" },
  { id: "not-found", parentId: "public", path: "*" },
  { id: "app", parentId: "root" },
  { id: "dashboard", parentId: "app", path: "dashboard" },
  { id: "dashboard-index", parentId: "dashboard", index: true },
  { id: "ticket", parentId: "dashboard", path: "support/:ticketId" },
  {
    id: "download",
    parentId: "root",
    path: "lead_admin/clients/:clientId/documents/:documentId/download",
  },
]);

describe("routePatternFor", () => {
  it.each([
    ["/", "/"],
    ["/blog", "/blog"],
    ["/blog/rss.xml", "/blog/rss.xml"],
    ["/blog/some-slug", "/blog/:slug"],
    ["/blog/another-post/", "/blog/:slug"],
    ["/projects/x", "/projects/:slug"],
    ["/dashboard", "/dashboard"],
    [
      "/dashboard/support/5b0f3d56-4a43-4f5e-9e2b-8b7a0d1c2e3f",
      "/dashboard/support/:ticketId",
    ],
    [
      "/lead_admin/clients/a/documents/b/download",
      "/lead_admin/clients/:clientId/documents/:documentId/download",
    ],
  ])("labels %s as %s", (path, label) => {
    expect(routePatternFor(routes, path)).toBe(label);
  });

  it("files whatever no page matches, the catch-all 404 route included, as unmatched", () => {
    expect(routePatternFor(routes, "/no/such/page")).toBe("unmatched");
    expect(routePatternFor(routes, "/wp-login.php")).toBe("unmatched");
    expect(
      routePatternFor(
        manifest([
          { id: "root", path: "" },
          { id: "a", parentId: "root", path: "a" },
        ]),
        "/b",
      ),
    ).toBe("unmatched");
  });

  it("never returns a label containing a requested id or slug, however many paths are asked", () => {
    const labels = new Set<string>();
    for (let i = 0; i < 7000; i++) {
      labels.add(routePatternFor(routes, `/blog/post-${i}`));
      labels.add(routePatternFor(routes, `/random-${i}/x`));
    }
    expect([...labels].sort()).toEqual(["/blog/:slug", "unmatched"]);
  });
});

describe("routeLabel", () => {
  it("names the probes, and static files, with fixed names", () => {
    expect(
      routeLabel({
        manifest: routes,
        pathname: "/healthz",
        servedStatic: false,
      }),
    ).toBe("healthz");
    expect(
      routeLabel({
        manifest: routes,
        pathname: "/readyz",
        servedStatic: false,
      }),
    ).toBe("readyz");
    expect(
      routeLabel({
        manifest: routes,
        pathname: "/assets/entry-Ab12Cd.js",
        servedStatic: true,
      }),
    ).toBe("static");
    expect(
      routeLabel({
        manifest: routes,
        pathname: "/favicon.ico",
        servedStatic: true,
      }),
    ).toBe("static");
  });

  it("labels a prerendered page served from memory by its route pattern", () => {
    expect(
      routeLabel({ manifest: routes, pathname: "/", servedStatic: true }),
    ).toBe("/");
    expect(
      routeLabel({ manifest: routes, pathname: "/blog", servedStatic: true }),
    ).toBe("/blog");
  });

  it("is unmatched when no build is loaded yet (dev mode)", () => {
    expect(
      routeLabel({
        manifest: undefined,
        pathname: "/blog",
        servedStatic: false,
      }),
    ).toBe("unmatched");
  });
});

describe("methodLabel and statusClass", () => {
  it("keeps the site's methods and folds every other into one", () => {
    expect(
      ["GET", "HEAD", "POST", "OPTIONS", "PUT", "PROPFIND", "TRACE"].map(
        methodLabel,
      ),
    ).toEqual(["GET", "HEAD", "POST", "OPTIONS", "other", "other", "other"]);
  });

  it("files statuses by class", () => {
    expect([101, 200, 204, 304, 404, 429, 503, 999].map(statusClass)).toEqual([
      "1xx",
      "2xx",
      "2xx",
      "3xx",
      "4xx",
      "4xx",
      "5xx",
      "other",
    ]);
  });
});

describe("routePatternFor on this app's routes", () => {
  type Entry = {
    /** Given where one module serves two routes (a French page: "fr/routes/…"). */
    id?: string;
    file: string;
    path?: string;
    index?: boolean;
    children?: Entry[];
  };
  type Flat = { id: string; parentId?: string; path?: string; index?: boolean };
  const flat: Flat[] = [{ id: "root", path: "" }];
  const tree = (entries: Entry[], parentId: string): RouteObject[] =>
    entries.map((entry) => {
      flat.push({
        id: entry.id ?? entry.file,
        parentId,
        path: entry.path,
        index: entry.index,
      });
      return (
        entry.index
          ? { id: entry.id ?? entry.file, index: true }
          : {
              id: entry.id ?? entry.file,
              path: entry.path,
              children: tree(entry.children ?? [], entry.id ?? entry.file),
            }
      ) as RouteObject;
    });
  const routerTree: RouteObject[] = [
    { id: "root", path: "", children: tree(appRoutes as Entry[], "root") },
  ];
  const appManifest = manifest(flat);

  /** React Router's own answer: the matched branch's joined path, the catch-all as unmatched. */
  function reactRouterLabel(pathname: string): string {
    const matches = matchRoutes(routerTree, pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    if (!leaf || leaf.path === "*") return "unmatched";
    const joined = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${joined}`.replace(/\/+/g, "/");
  }

  const samplePaths = flat
    .filter((entry) => entry.path && entry.path !== "*")
    .flatMap((entry) => {
      let full = entry.path!;
      for (
        let parent = flat.find((p) => p.id === entry.parentId);
        parent;
        parent = flat.find((p) => p.id === parent!.parentId)
      ) {
        if (parent.path) full = `${parent.path}/${full}`;
      }
      const concrete = `/${full}`.replace(
        /:[\w-]+/g,
        "5b0f3d56-4a43-4f5e-9e2b-8b7a0d1c2e3f",
      );
      return [concrete, `${concrete}/`, `${concrete}/extra`];
    });

  it("agrees with React Router's matchRoutes for every route of the app, and beside them", () => {
    const paths = [
      ...samplePaths,
      "/",
      "/dashboard",
      "/lead_admin",
      "/allied",
      "/blog/rss.xml",
      "/BLOG/Some-Post",
      "/no/such/page",
      "/assets/x.js",
    ];
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths)
      expect([path, routePatternFor(appManifest, path)]).toEqual([
        path,
        reactRouterLabel(path),
      ]);
  });
});
