import { describe, expect, it } from "vitest";
import {
  MEMO_PATHS_LIMIT,
  dataRoutesOnce,
  parentPathRouteIds,
  partialManifestJsonOnce,
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

  it("remembers each parent path's route ids, and starts over when a scanner fills the map", () => {
    const routes = {};
    let matched = 0;
    const match = (path: string) => () => {
      matched++;
      return [`root`, `route ${path}`];
    };
    expect(
      parentPathRouteIds(routes, "/dashboard", match("/dashboard")),
    ).toEqual(["root", "route /dashboard"]);
    parentPathRouteIds(routes, "/dashboard", match("/dashboard"));
    expect(matched).toBe(1);
    for (let i = 0; i < MEMO_PATHS_LIMIT; i++)
      parentPathRouteIds(routes, `/scan/${i}`, match(`/scan/${i}`));
    expect(matched).toBe(1 + MEMO_PATHS_LIMIT);
    // The map started over: the first path is matched again, not kept for ever.
    parentPathRouteIds(routes, "/dashboard", match("/dashboard"));
    expect(matched).toBe(2 + MEMO_PATHS_LIMIT);
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
