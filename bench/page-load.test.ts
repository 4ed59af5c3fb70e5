import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { CookieJar } from "./page-http";
import {
  pagesTable,
  selectTargets,
  type PageRow,
  type PageTarget,
} from "./page-load";

describe("CookieJar", () => {
  it("keeps what Set-Cookie sets and drops what it clears (empty, Max-Age=0, expired)", () => {
    const jar = new CookieJar();
    jar.take({
      "set-cookie": [
        "kestrel.session_token=abc.def; Path=/; HttpOnly; SameSite=Lax",
        "kestrel.two_factor=challenge; Max-Age=600; Path=/",
        "kestrel.flash=toast; Path=/",
      ],
    });
    expect(jar.header()).toBe(
      "kestrel.session_token=abc.def; kestrel.two_factor=challenge; kestrel.flash=toast",
    );
    jar.take({
      "set-cookie": [
        "kestrel.two_factor=; Max-Age=0; Path=/",
        "kestrel.session_token=new.token; Path=/",
        "old=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
        "kept=2; Expires=Fri, 01 Jan 2100 00:00:00 GMT",
      ],
    });
    expect(jar.names()).toEqual([
      "kestrel.session_token",
      "kestrel.flash",
      "kept",
    ]);
    expect(jar.header((name) => name.endsWith("flash"))).toBe(
      "kestrel.session_token=new.token; kept=2",
    );
  });
});

const targets: PageTarget[] = [
  { label: "Users tab", path: "/lead_admin", marker: "x" },
  { label: "Lead page", path: "/lead_admin/leads/1", marker: "x" },
  {
    label: "Account page (reference)",
    path: "/account",
    marker: "x",
    reference: true,
  },
];

describe("selectTargets", () => {
  it("keeps every page without BENCH_ONLY, else those whose label holds one of its words", () => {
    expect(selectTargets(targets, undefined)).toEqual(targets);
    expect(selectTargets(targets, " , ")).toEqual(targets);
    expect(selectTargets(targets, "LEAD, account").map((t) => t.label)).toEqual(
      ["Lead page", "Account page (reference)"],
    );
  });
});

function measured(
  target: PageTarget,
  cpu: number,
  p99: number,
  postgres?: number,
): PageRow {
  return {
    target,
    status: 200,
    bytes: 40_000,
    gzipBytes: 9_000,
    markerFound: true,
    serial: { p50: 6, p99: 20, max: 25 },
    result: {
      requests: { average: 150, total: 300 },
      latency: { p50: 60, p99 },
      non2xx: 0,
      errors: 0,
      timeouts: 0,
    } as unknown as autocannon.Result,
    serverMsPerPage: cpu,
    postgresMsPerPage: postgres,
  };
}

describe("pagesTable", () => {
  it("judges CPU ≤ 5 ms and p99 ≤ 50 ms per page; a reference row and an unmeasured page are not judged", () => {
    const table = pagesTable([
      measured(targets[0]!, 4.2, 40),
      measured(targets[1]!, 8.4, 120),
      {
        target: targets[1]!,
        status: 404,
        bytes: 0,
        gzipBytes: 0,
        markerFound: false,
      },
      measured(targets[2]!, 3, 30),
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toContain("CPU ≤ 5");
    expect(lines[0]).not.toContain("postgres ms/page");
    expect(lines[2]).toMatch(/4\.2 .*✓\s+✓\s+✓$/);
    expect(lines[3]).toMatch(/8\.4 .*✗\s+✓\s+✗$/);
    expect(lines[4]).toMatch(
      /404.*not measured\s+not measured\s+not measured$/,
    );
    expect(lines[5]).toMatch(/\(reference\)\s+\(reference\)\s+\(reference\)$/);
  });

  it("adds the main thread's CPU per page when it was read", () => {
    const row = { ...measured(targets[0]!, 4.2, 40), mainThreadMsPerPage: 2.6 };
    const table = pagesTable([row]);
    expect(table.split("\n")[0]).toMatch(/CPU ms\/page\s+main thread ms\/page/);
    expect(table.split("\n")[2]).toMatch(/4\.2\s+2\.6\s/);
  });

  it("adds PostgreSQL's CPU per page when it was watched", () => {
    const table = pagesTable([measured(targets[0]!, 4.2, 40, 1.3)]);
    expect(table.split("\n")[0]).toContain("postgres ms/page");
    expect(table.split("\n")[2]).toMatch(/4\.2\s+1\.3\s/);
  });
});
