import { describe, expect, it } from "vitest";
import {
  bundleModules,
  cpuProfilingRequested,
  describeProfileFile,
  formatProfileSummary,
  summariseProfile,
  type CpuProfile,
  type CpuProfileNode,
} from "./cpu-profile";

const node = (
  id: number,
  functionName: string,
  url: string,
  children: number[] = [],
  lineNumber = 0,
): CpuProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber, columnNumber: 0 },
  children,
});

// (root) → main (app file) → handle (express) → handle (the same function, recursive)
//                          → send (@aws-sdk/client-s3) → parse (node: built-in)
//        → (garbage collector), (idle)
const PROFILE: CpuProfile = {
  nodes: [
    node(1, "(root)", "", [2, 7, 8], -1),
    node(2, "main", "file:///repo/app/main.ts", [3, 5], 4),
    node(
      3,
      "handle",
      "file:///repo/node_modules/express/lib/router.js",
      [4],
      9,
    ),
    node(4, "handle", "file:///repo/node_modules/express/lib/router.js", [], 9),
    node(
      5,
      "send",
      "file:///repo/node_modules/@aws-sdk/client-s3/index.js",
      [6],
    ),
    node(6, "parse", "node:internal/url", [], 20),
    node(7, "(garbage collector)", "", [], -1),
    node(8, "(idle)", "", [], -1),
  ],
  startTime: 1_000,
  // one sample every 1 ms (µs), the last one until endTime
  samples: [4, 4, 3, 6, 5, 7, 8, 8, 2],
  timeDeltas: [100, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000],
  endTime: 10_100,
};

describe("summariseProfile", () => {
  const summary = summariseProfile(PROFILE, "/repo");
  const fn = (name: string) =>
    summary.functions.find((entry) => entry.name === name);

  it("gives each sample the time until the next one and leaves idle time out", () => {
    expect(summary.profileMs).toBeCloseTo(9.1, 6);
    expect(summary.samples).toBe(9);
    // 9 samples of 1 ms, two of them idle
    expect(summary.busyMs).toBeCloseTo(7, 6);
    expect(fn("(idle)")).toBeUndefined();
  });

  it("adds self time per function (one entry for a recursive function) and total time once per sample", () => {
    expect(summary.functions.map((entry) => entry.name)).toEqual([
      "handle",
      "main",
      "send",
      "parse",
      "(garbage collector)",
    ]);
    expect(fn("handle")).toEqual({
      name: "handle",
      location: "node_modules/express/lib/router.js:10",
      selfMs: expect.closeTo(3, 6) as number,
      totalMs: expect.closeTo(3, 6) as number,
    });
    expect(fn("main")).toMatchObject({
      location: "app/main.ts:5",
      selfMs: expect.closeTo(1, 6) as number,
      totalMs: expect.closeTo(6, 6) as number,
    });
    expect(fn("send")?.totalMs).toBeCloseTo(2, 6);
    expect(fn("parse")?.location).toBe("node:internal/url:21");
  });

  it("adds self time per package or file", () => {
    expect(
      summary.byFile.map(({ name, selfMs }) => [name, Math.round(selfMs)]),
    ).toEqual([
      ["express", 3],
      ["node (built-in modules)", 1],
      ["@aws-sdk/client-s3", 1],
      ["(garbage collector)", 1],
      ["app/main.ts", 1],
    ]);
  });

  it("spreads the profile's time over the hit counts when it has no samples", () => {
    const nodes = [
      { ...node(1, "(root)", "", [2, 3], -1), hitCount: 0 },
      { ...node(2, "a", "file:///repo/a.js"), hitCount: 3 },
      { ...node(3, "b", "file:///repo/b.js"), hitCount: 1 },
    ];
    const hits = summariseProfile(
      { nodes, startTime: 0, endTime: 8_000 },
      "/repo",
    );
    expect(hits.samples).toBe(4);
    expect(hits.functions.map((entry) => [entry.name, entry.selfMs])).toEqual([
      ["a", 6],
      ["b", 2],
    ]);
  });

  it("puts code without a file (writev, a RegExp) together, and V8's own rows by name", () => {
    const nodes = [
      { ...node(1, "(root)", "", [2, 3, 4], -1), hitCount: 0 },
      { ...node(2, "writev", ""), hitCount: 2 },
      { ...node(3, "RegExp: ^a+$", ""), hitCount: 1 },
      { ...node(4, "(program)", ""), hitCount: 1 },
    ];
    expect(
      summariseProfile({ nodes, startTime: 0, endTime: 4_000 }, "/repo").byFile,
    ).toEqual([
      { name: "(native code)", selfMs: 3 },
      { name: "(program)", selfMs: 1 },
    ]);
  });

  it("prints the top functions and the files", () => {
    const text = formatProfileSummary(summary, 2);
    expect(text).toContain(
      "0.0 s profiled, 0.0 s not idle, 9 samples; % are of the time not idle",
    );
    expect(text).toMatch(
      /3\.0\s+42\.9 %\s+42\.9 %\s+handle\s+node_modules\/express\/lib\/router\.js:10/,
    );
    expect(text).toMatch(/1\.0\s+14\.3 %\s+85\.7 %\s+main\s+app\/main\.ts:5/);
    expect(text).not.toMatch(/\ssend\s/);
    expect(text).toMatch(/3\.0\s+42\.9 %\s+express/);
  });
});

describe("cpuProfilingRequested", () => {
  it("is on with BENCH_CPU_PROF set (not 0) or --cpu-prof among the arguments", () => {
    expect(cpuProfilingRequested({ BENCH_CPU_PROF: "1" }, [])).toBe(true);
    expect(cpuProfilingRequested({ BENCH_CPU_PROF: "0" }, [])).toBe(false);
    expect(cpuProfilingRequested({}, ["node", "x.ts"])).toBe(false);
    expect(cpuProfilingRequested({}, ["node", "x.ts", "--cpu-prof"])).toBe(
      true,
    );
  });
});

describe("describeProfileFile", () => {
  it("names the server and the thread of a --cpu-prof file, and the thread of the bench's own", () => {
    const names = (pid: number) => (pid === 4321 ? "node server" : undefined);
    expect(
      describeProfileFile("CPU.20261124.130912.4321.0.001.cpuprofile", names),
    ).toBe("node server pid 4321, main thread");
    expect(
      describeProfileFile("CPU.20261124.130912.99.1.002.cpuprofile", names),
    ).toBe("process pid 99, worker thread 1");
    expect(
      describeProfileFile("admin-pglite.77.worker-1.cpuprofile", names),
    ).toBe("the bench's own process, worker thread 1");
    expect(describeProfileFile("admin-pglite.77.main.cpuprofile", names)).toBe(
      "the bench's own process, main thread",
    );
  });
});

describe("bundleModules", () => {
  // A bundle as esbuild writes it: a "// <path>" comment above each module's code.
  const BUNDLE = [
    'import { a } from "./chunk.js";', // 0: above every module comment
    "// node_modules/@tanstack/table-core/build/lib/index.mjs",
    "function createTable() {}", // 2
    "// node_modules/react-dom/cjs/react-dom-server.node.production.js",
    "// @__NO_SIDE_EFFECTS__", // not a module: esbuild's annotation
    "function renderElement() {}", // 5
    "// build/server/index.js",
    "function Button() {}", // 7
  ].join("\n");
  const moduleAt = bundleModules(BUNDLE);

  it("gives each line the module whose comment is the last above it", () => {
    expect([0, 2, 4, 5, 7, 99].map(moduleAt)).toEqual([
      undefined,
      "node_modules/@tanstack/table-core/build/lib/index.mjs",
      "node_modules/react-dom/cjs/react-dom-server.node.production.js",
      "node_modules/react-dom/cjs/react-dom-server.node.production.js",
      "build/server/index.js",
      "build/server/index.js",
    ]);
  });

  it("lets a profile of a bundle count self time per package and app module", () => {
    const bundle = "file:///repo/build/entry/routes.js";
    const nodes = [
      { ...node(1, "(root)", "", [2, 3, 4, 5], -1), hitCount: 0 },
      { ...node(2, "createTable", bundle, [], 2), hitCount: 3 },
      { ...node(3, "renderElement", bundle, [], 5), hitCount: 2 },
      { ...node(4, "Button", bundle, [], 7), hitCount: 1 },
      { ...node(5, "other", "file:///repo/bench/x.ts", [], 7), hitCount: 1 },
    ];
    const moduleOf = (file: string, line: number) =>
      file === "/repo/build/entry/routes.js" ? moduleAt(line) : undefined;
    const profile = { nodes, startTime: 0, endTime: 7_000 };
    expect(summariseProfile(profile, "/repo", moduleOf).byFile).toEqual([
      { name: "@tanstack/table-core", selfMs: 3 },
      { name: "react-dom", selfMs: 2 },
      { name: "build/server/index.js", selfMs: 1 },
      { name: "bench/x.ts", selfMs: 1 },
    ]);
    // Without it, the bundle is one file.
    expect(summariseProfile(profile, "/repo").byFile[0]).toEqual({
      name: "build/entry/routes.js",
      selfMs: 6,
    });
  });
});
