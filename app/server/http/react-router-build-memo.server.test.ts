import { describe, expect, it } from "vitest";
import {
  MEMO_PATHS_LIMIT,
  dataRoutesOnce,
  partialManifestJsonOnce,
  routeMatchesOnce,
  serverRoutesOnce,
} from "./react-router-build-memo.server";

describe("React Router's per-build memos", () => {
  it("makes the route tree and the data routes once per build object, afresh for a new one", () => {
    const build = {};
    let made = 0;
    const make = () => ({ made: ++made });
    const first = serverRoutesOnce(build, make);
    expect(serverRoutesOnce(build, make)).toBe(first);
    expect(dataRoutesOnce(first, make)).toBe(dataRoutesOnce(first, make));
    const reloaded = {};
    expect(serverRoutesOnce(reloaded, make)).not.toBe(first);
    expect(made).toBe(3);
  });

  it("remembers each path's matches, hands each caller its own copies, and starts over when a scanner fills the map", () => {
    const routes = {};
    let matched = 0;
    const match = (path: string) => () => {
      matched++;
      return path.startsWith("/dashboard")
        ? [
            { route: "root", params: {} },
            { route: path, params: { id: "7" } },
          ]
        : null;
    };
    const first = routeMatchesOnce(
      routes,
      "/dashboard/7",
      match("/dashboard/7"),
    );
    const second = routeMatchesOnce(
      routes,
      "/dashboard/7",
      match("/dashboard/7"),
    );
    expect(matched).toBe(1);
    expect(second).toEqual(first);
    second![1]!.params.id = "changed by a caller";
    expect(
      routeMatchesOnce(routes, "/dashboard/7", match("/dashboard/7"))![1]!
        .params.id,
    ).toBe("7");
    expect(routeMatchesOnce(routes, "/nowhere", match("/nowhere"))).toBeNull();
    expect(routeMatchesOnce(routes, "/nowhere", match("/nowhere"))).toBeNull();
    expect(matched).toBe(2);
    for (let i = 0; i < MEMO_PATHS_LIMIT; i++)
      routeMatchesOnce(routes, `/scan/${i}`, match(`/scan/${i}`));
    expect(matched).toBe(2 + MEMO_PATHS_LIMIT);
    // The map started over: the first path is matched again, not kept for ever.
    routeMatchesOnce(routes, "/dashboard/7", match("/dashboard/7"));
    expect(matched).toBe(3 + MEMO_PATHS_LIMIT);
  });

  it("keeps the inlined manifest per ordered set of route ids", () => {
    const manifest = {};
    let made = 0;
    const make = (ids: string[]) => () => `${++made}:${ids.join(",")}`;
    const ab = ["root", "a", "b"];
    expect(partialManifestJsonOnce(manifest, ab, make(ab))).toBe("1:root,a,b");
    expect(partialManifestJsonOnce(manifest, ab, make(ab))).toBe("1:root,a,b");
    const ba = ["root", "b", "a"];
    expect(partialManifestJsonOnce(manifest, ba, make(ba))).toBe("2:root,b,a");
    expect(partialManifestJsonOnce({}, ab, make(ab))).toBe("3:root,a,b");
  });
});
