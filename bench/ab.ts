/**
 * bench:ab — did a change make pages cheaper? Two builds (two git revisions, or one and the
 * working tree) run side by side on one seeded PostgreSQL database, and each page is loaded in
 * short slices that alternate between them (A B, B A, B A, A B, …), the CPU of each server
 * process read from /proc around every slice. Whatever the machine does meanwhile — this
 * virtual machine's speed drifts by up to ±30 % from one minute to the next — falls on both
 * sides alike, so a difference of a few per cent shows, which runs of bench:admin one after the
 * other cannot tell from noise. See bench/README.md.
 *
 *   npm run bench:ab -- 453de04 .                 # a revision against the working tree
 *   BENCH_ONLY=users,account npm run bench:ab -- HEAD~1 HEAD
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../app/server/db/client.server";
import { summarisePairs, roundOrder, type Round } from "./ab-summary";
import { consoleTargets, signInAsStaff } from "./admin-pages";
import { SEED_TIMEOUTS, seedLeads, seedPagesData } from "./admin-seed";
import { formatNumber, renderTable } from "./format";
import {
  LOOPBACK,
  ROOT,
  SetupError,
  autocannonVersion,
  describeMachine,
  ensureBuild,
  freePorts,
  generateSecret,
  makeTempDir,
  onCleanup,
  positiveIntFromEnv,
  runBench,
  saveResults,
  startAppServer,
  stopManaged,
  type Managed,
} from "./leads-support";
import {
  formatLoadTable,
  parsePidStat,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";
import { BROWSER_HEADERS, request, signIn } from "./page-http";
import { selectTargets, type PageTarget } from "./page-load";
import { createPostgresBenchDatabase } from "./portal-database";
import { portalTargets } from "./portal-seed";

const USAGE =
  "usage: npm run bench:ab -- <revision A> <revision B>   (a git revision, or . for the working tree)";

type Side = {
  letter: "a" | "b";
  /** What was asked for ("HEAD~1", ".") and what it is (a commit, the working tree). */
  asked: string;
  label: string;
  /** The checkout whose build/ runs. */
  dir: string;
};

type Server = Side & {
  managed: Managed;
  port: number;
  cookies: { staff: string; client: string };
};

type Target = PageTarget & { area: "portal" | "console" };

function git(args: string[], cwd = ROOT) {
  return spawnSync("git", args, { cwd, encoding: "utf8" });
}

/**
 * A revision's own checkout and build: a git worktree in a temporary folder, with this
 * checkout's node_modules (so both revisions must have the same package-lock.json) and its
 * database schema (the seed is this checkout's: the same migrations).
 */
function prepareSide(asked: string, letter: "a" | "b"): Side {
  if (asked === ".") {
    ensureBuild();
    return { letter, asked, label: "the working tree", dir: ROOT };
  }
  const parsed = git(["rev-parse", "--verify", `${asked}^{commit}`]);
  if (parsed.status !== 0)
    throw new SetupError(`${asked} is not a git revision here.\n${USAGE}`);
  const commit = parsed.stdout.trim();
  for (const [what, pathspec] of [
    ["its migrations (drizzle/)", "drizzle"],
    ["its package-lock.json", "package-lock.json"],
  ] as const) {
    if (git(["diff", "--quiet", commit, "--", pathspec]).status !== 0)
      throw new SetupError(
        `${asked}: ${what} differ from the working tree's. bench:ab runs both builds on this ` +
          "checkout's node_modules and seeds the database with its schema: compare revisions " +
          "that share both.",
      );
  }
  const dir = makeTempDir(`bench-ab-${letter}-`);
  const added = git(["worktree", "add", "--detach", dir, commit]);
  if (added.status !== 0)
    throw new SetupError(`git worktree add failed: ${added.stderr.trim()}`);
  onCleanup(`git worktree remove ${dir}`, async () => {
    git(["worktree", "remove", "--force", dir]);
    git(["worktree", "prune"]);
  });
  // Hard links rather than a symbolic link: through a link esbuild names every package by its
  // path in this checkout, and the bundle's module comments (which bench/top-functions.ts reads)
  // would differ from a build of the revision in a checkout of its own.
  const linked = spawnSync("cp", [
    "-al",
    path.join(ROOT, "node_modules"),
    path.join(dir, "node_modules"),
  ]);
  if (linked.status !== 0)
    throw new SetupError(
      `could not hard-link node_modules into ${dir} (it must be on the same file system as this checkout): ${linked.stderr}`,
    );
  const short = commit.slice(0, 9);
  console.log(`  building ${asked} (${short}) in ${dir}…`);
  const log = path.join(dir, "build.log");
  const built = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: ["ignore", fs.openSync(log, "w"), fs.openSync(log, "a")],
  });
  if (built.status !== 0)
    throw new SetupError(
      `npm run build of ${asked} failed:\n${fs.readFileSync(log, "utf8").slice(-3000)}`,
    );
  return { letter, asked, label: short, dir };
}

/** CPU time in milliseconds of every thread of the process so far (/proc/<pid>/stat). */
function processCpuMs(pid: number): number {
  const stat = parsePidStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  if (!stat) throw new Error(`cannot read /proc/${pid}/stat`);
  return stat.cpuSeconds * 1000;
}

async function signInStaffTwice(
  port: number,
  totpSecret: string,
): Promise<string> {
  try {
    return await signInAsStaff(port, totpSecret);
  } catch {
    // The other server may have just taken this 30-second window's code: the next one.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    return signInAsStaff(port, totpSecret);
  }
}

function cookieFor(server: Server, target: Target): string {
  return target.area === "portal"
    ? server.cookies.client
    : server.cookies.staff;
}

async function slice(
  server: Server,
  target: Target,
  seconds: number,
  connections: number,
) {
  const before = processCpuMs(server.managed.child.pid!);
  const result = await autocannon({
    url: `http://${LOOPBACK}:${server.port}${target.path}`,
    duration: seconds,
    connections,
    timeout: 10,
    headers: { ...BROWSER_HEADERS, cookie: cookieFor(server, target) },
  });
  return {
    cpuMs: processCpuMs(server.managed.child.pid!) - before,
    pages: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

async function startPair(
  sides: Side[],
  options: { databaseUrl: string; authSecret: string; totpSecret: string },
): Promise<[Server, Server]> {
  const ports = await freePorts(2);
  const servers: Server[] = [];
  for (const [index, side] of sides.entries()) {
    const port = ports[index]!;
    const managed = await startAppServer({
      port,
      dataDir: makeTempDir(`bench-ab-data-${side.letter}-`),
      secret: options.authSecret,
      name: `server ${side.letter.toUpperCase()} (${side.label})`,
      cwd: side.dir,
      env: {
        DATABASE_URL: options.databaseUrl,
        OUTBOX_POLL_MS: "3600000",
        AUTH_RATE_LIMIT: "0",
      },
    });
    servers.push({
      ...side,
      managed,
      port,
      cookies: {
        staff: await signInStaffTwice(port, options.totpSecret),
        client: await signIn(port),
      },
    });
  }
  return servers as [Server, Server];
}

/** What each server used while nobody asked it anything: background work would count as pages. */
async function idleCpuMs(servers: Server[], ms: number): Promise<number[]> {
  const before = servers.map((server) =>
    processCpuMs(server.managed.child.pid!),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return servers.map(
    (server, index) => processCpuMs(server.managed.child.pid!) - before[index]!,
  );
}

async function warm(
  server: Server,
  targets: Target[],
  seconds: number,
  connections: number,
) {
  for (const area of ["portal", "console"] as const) {
    const paths = targets.filter((target) => target.area === area);
    if (paths.length === 0) continue;
    await autocannon({
      url: `http://${LOOPBACK}:${server.port}`,
      duration: Math.max(1, Math.round(seconds / 2)),
      connections,
      timeout: 10,
      headers: {
        ...BROWSER_HEADERS,
        cookie:
          area === "portal" ? server.cookies.client : server.cookies.staff,
      },
      requests: paths.map((target) => ({ method: "GET", path: target.path })),
    });
  }
}

async function main() {
  const revisions = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith("--"));
  if (revisions.length !== 2) throw new SetupError(USAGE);
  const pairs = positiveIntFromEnv("BENCH_AB_PAIRS", 3);
  const roundsPerPair = positiveIntFromEnv("BENCH_AB_ROUNDS", 6);
  const sliceSeconds = positiveIntFromEnv("BENCH_AB_SLICE", 1);
  const connections = positiveIntFromEnv("BENCH_CONNECTIONS", 10);
  const warmupSeconds = positiveIntFromEnv("BENCH_SERVER_WARMUP", 10);
  const leads = positiveIntFromEnv("BENCH_LEADS", 100_000);

  console.log("bench:ab — two builds, the same pages, alternating");
  for (const line of describeMachine()) console.log(line);
  console.log(
    `  load        autocannon ${autocannonVersion()}, ${connections} connections, ${pairs} pairs of servers, each ${roundsPerPair} rounds of ${sliceSeconds} s on each build per page, GET with the session cookie, accept-encoding gzip`,
  );
  const sides = [
    prepareSide(revisions[0]!, "a"),
    prepareSide(revisions[1]!, "b"),
  ];

  const adminUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const database = await createPostgresBenchDatabase(adminUrl, "ab");
  console.log(
    `\n== PostgreSQL ${database.version} (database ${database.name}): seeding ${formatNumber(leads, 0)} leads, bench:portal's clients and the console's data…`,
  );
  const authSecret = generateSecret();
  const connection = await openDatabase({
    kind: "postgres",
    url: database.url,
    poolSize: 4,
    timeouts: SEED_TIMEOUTS,
  });
  let pagesData: Awaited<ReturnType<typeof seedPagesData>>;
  try {
    await connection.migrate();
    await seedLeads(connection.db, leads, { vacuum: true });
    pagesData = await seedPagesData(connection.db, authSecret, {
      vacuum: true,
    });
  } finally {
    await connection.close();
  }
  const { portal, seeded } = pagesData;

  const targets = selectTargets([
    ...portalTargets(portal).map((target) => ({
      ...target,
      label: `Portal: ${target.label}`,
      area: "portal" as const,
    })),
    ...consoleTargets(portal, seeded).map((target) => ({
      ...target,
      label: `Console: ${target.label}`,
      area: "console" as const,
    })),
  ]) as Target[];

  const pages = new Map(
    targets.map((target) => [
      target.label,
      { target, rounds: [] as Round[], perPair: [] as number[] },
    ]),
  );
  const machineLoad: MachineLoad[] = [];
  for (let pair = 1; pair <= pairs; pair++) {
    const servers = await startPair(sides, {
      databaseUrl: database.url,
      authSecret,
      totpSecret: seeded.totpSecret,
    });
    const [a, b] = servers;
    const idleMs = await idleCpuMs(servers, 2_000);
    console.log(
      `  server pair ${pair} of ${pairs}: A on port ${a.port}, B on port ${b.port}; CPU while idle for 2 s: A ${idleMs[0]} ms, B ${idleMs[1]} ms`,
    );
    for (const server of servers)
      await warm(server, targets, warmupSeconds, connections);
    for (const page of pages.values()) {
      const { target } = page;
      const statuses = await Promise.all(
        servers.map(
          async (server) =>
            (
              await request(server.port, "GET", target.path, {
                ...BROWSER_HEADERS,
                cookie: cookieFor(server, target),
              })
            ).status,
        ),
      );
      if (statuses.some((status) => status !== 200)) {
        console.log(
          `  ${target.label}: GET ${target.path} answered ${statuses[0]} (A), ${statuses[1]} (B) — not measured`,
        );
        pages.delete(target.label);
        continue;
      }
      process.stdout.write(`    ${target.label}…`);
      const watch = watchMachineLoad(`${target.label}, pair ${pair}`, {
        postgres: true,
      });
      const measured: Round[] = [];
      for (let index = 0; index < roundsPerPair; index++) {
        const round: Partial<Round> = {};
        for (const letter of roundOrder(index))
          round[letter] = await slice(
            letter === "a" ? a : b,
            target,
            sliceSeconds,
            connections,
          );
        measured.push(round as Round);
      }
      machineLoad.push(watch.stop());
      const summary = summarisePairs(measured, sliceSeconds);
      page.rounds.push(...measured);
      page.perPair.push(summary.b.cpuMsPerPage / summary.a.cpuMsPerPage);
      console.log(
        ` A ${formatNumber(summary.a.cpuMsPerPage, 2)}, B ${formatNumber(summary.b.cpuMsPerPage, 2)} ms CPU/page`,
      );
    }
    await Promise.all(servers.map((server) => stopManaged(server.managed)));
  }

  const percent = (ratio: number) =>
    `${ratio >= 1 ? "+" : "−"}${formatNumber(Math.abs(ratio - 1) * 100, 1)} %`;
  const rows: string[][] = [];
  const results: unknown[] = [];
  for (const { target, rounds, perPair } of pages.values()) {
    const summary = summarisePairs(rounds, sliceSeconds);
    rows.push([
      target.label,
      formatNumber(summary.a.cpuMsPerPage, 2),
      formatNumber(summary.b.cpuMsPerPage, 2),
      percent(summary.ratio),
      `${percent(summary.ratioQuartiles[0])} … ${percent(summary.ratioQuartiles[1])}`,
      `${summary.bLower} of ${summary.rounds}`,
      perPair.map(percent).join(", "),
      formatNumber(summary.a.pagesPerSecond, 0),
      formatNumber(summary.b.pagesPerSecond, 0),
      String(summary.a.non2xx + summary.b.non2xx),
    ]);
    results.push({
      target: target.label,
      path: target.path,
      rounds,
      perPair,
      summary,
    });
  }
  const [a, b] = sides as [Side, Side];
  console.log("");
  console.log(
    renderTable(
      [
        "page",
        "A CPU ms/page",
        "B CPU ms/page",
        "B vs A (median round)",
        "middle half of rounds",
        "B lower in",
        "each server pair",
        "A pages/s",
        "B pages/s",
        "not 2xx",
      ],
      rows,
    ),
  );
  console.log("");
  console.log(formatLoadTable(machineLoad));
  console.log(
    `\n(A = ${a.asked} (${a.label}), B = ${b.asked} (${b.label}). "CPU ms/page" is the server process's CPU, all its` +
      `\n threads, over its slices ÷ pages answered; the database's is not in it. "B vs A" is the median of the` +
      `\n rounds' B ÷ A, over ${pairs} pairs of freshly started servers ("each server pair": B ÷ A over that pair's` +
      `\n slices — two processes of one build differ by up to ~10 %). A difference inside "middle half of rounds",` +
      `\n B lower in about half the rounds, or server pairs that disagree, is noise. See bench/README.md.)`,
  );
  const saved = saveResults("ab", {
    date: new Date().toISOString(),
    a: { asked: a.asked, label: a.label },
    b: { asked: b.asked, label: b.label },
    settings: {
      pairs,
      roundsPerPair,
      sliceSeconds,
      connections,
      warmupSeconds,
      leads,
    },
    pages: results,
    machineLoad,
  });
  if (saved) console.log(`(full results: ${saved})`);
  await database.drop();
}

await runBench("bench:ab", main);
