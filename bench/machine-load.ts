/**
 * How busy the machine was while a bench measured, so a reader can tell a number taken on a
 * quiet machine from one taken while other work shared the cores. Around each measured phase
 * (watchMachineLoad … stop): the load average (1, 5, 15 min) at its start and end, and the CPU
 * core-seconds, from Linux's /proc, of
 *
 *   - the server(s) under test: the processes registerServer() was told about (support.ts and
 *     leads-support.ts tell it about every server they start), with their children; threads
 *     (PGlite's worker) are in their process;
 *   - PostgreSQL, when the bench uses it: every `postgres` process of the machine (other users
 *     of the same PostgreSQL count here too);
 *   - the bench's own process (load generator, in-process database of bench:admin…) and tsx's
 *     esbuild;
 *   - the bench's other children (nginx, Chromium, Redis…), by command name;
 *   - other processes: the machine's busy time minus all of the above;
 *   - stolen: time the hypervisor gave to other guests, and idle.
 *
 * A phase where other processes and stolen time took more than a fifth of a core on average
 * is marked BUSY. See bench/README.md, "Machine load and profiling".
 */
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import {
  TICKS_PER_SECOND,
  readProcStat,
  type ProcStat,
} from "../scripts/proc-stat.mjs";
import { formatNumber, renderTable } from "./format";

export { parseProcStat, type ProcStat } from "../scripts/proc-stat.mjs";

/** Other processes and stolen time above this share of one core: not a quiet machine. */
export const BUSY_SHARE_OF_A_CORE = 0.2;
/**
 * /proc counts in hundredths of a second: over a shorter phase a few ticks would look like a
 * busy machine, so no verdict is given.
 */
export const SHORTEST_VERDICT_SECONDS = 0.5;
/** Processes that end during a phase count up to the last sample that saw them. */
const SAMPLE_EVERY_MS = 1_000;

// ---------------------------------------------------------------------------------------
// /proc/<pid>/stat.

export type ProcessStat = {
  pid: number;
  /** The command name (at most 15 characters; may contain spaces and parentheses). */
  comm: string;
  ppid: number;
  /** user + system CPU seconds of all its threads so far. */
  cpuSeconds: number;
  /** Start time in clock ticks after boot: with the pid, identifies the process. */
  startTicks: number;
};

/** Parses the text of /proc/<pid>/stat (proc(5)); undefined when it is not one. */
export function parsePidStat(text: string): ProcessStat | undefined {
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  // Fields from 3 (state) on, after "(comm) "; utime, stime and starttime are fields 14, 15, 22.
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  const startTicks = Number(fields[19]);
  if (![pid, ppid, utime, stime, startTicks].every(Number.isFinite))
    return undefined;
  return {
    pid,
    comm: text.slice(open + 1, close),
    ppid,
    cpuSeconds: (utime + stime) / TICKS_PER_SECOND,
    startTicks,
  };
}

// ---------------------------------------------------------------------------------------
// Samples and what a phase adds up to (pure).

export type ProcessGroup = "server" | "postgres" | "child";

export type ProcessSample = {
  /** pid and start time: a pid used again by a new process is another process. */
  id: string;
  group: ProcessGroup;
  /** The server's name, "postgres", or the bench's child's command name. */
  name: string;
  cpuSeconds: number;
  /**
   * A server's main thread alone (its event loop, where every request's JavaScript runs): the
   * thread that limits pages per second, whatever the others (PGlite's, V8's, the thread pool)
   * do beside it.
   */
  mainThreadSeconds?: number;
};

export type LoadSample = {
  /** The machine's counters; undefined where /proc is not there. */
  machine: ProcStat | undefined;
  /** This process's CPU seconds (all its threads, and tsx's esbuild). */
  benchSeconds: number;
  processes: ProcessSample[];
};

/** Core-seconds used during a phase. */
export type CpuDuringPhase = {
  /** The whole machine: busy (without stolen), idle, stolen by the hypervisor. */
  busy: number;
  idle: number;
  stolen: number;
  /** Per server name (a restarted server under another name gets its own entry). */
  servers: Record<string, number>;
  /** The same servers' main threads alone. */
  serverMainThreads: Record<string, number>;
  /** Every postgres process of the machine; null when not asked for. */
  postgres: number | null;
  bench: number;
  /** The bench's other children, per command name. */
  children: Record<string, number>;
  /** busy − servers − postgres − bench − children, at least 0. */
  other: number;
};

export type MachineLoad = {
  label: string;
  /** Wall-clock seconds of the phase. */
  seconds: number;
  cores: number;
  /** os.loadavg(): 1, 5 and 15 minutes, at the start and at the end of the phase. */
  loadAverage: { start: number[]; end: number[] };
  /** null where /proc is not there (not Linux). */
  cpu: CpuDuringPhase | null;
  /** Other processes and stolen time, in cores on average over the phase. */
  otherCores: number | null;
  /**
   * Other processes and stolen time took at most BUSY_SHARE_OF_A_CORE of a core; null without
   * /proc or when the phase was too short to tell.
   */
  quiet: boolean | null;
};

/**
 * What the samples of a phase add up to. A process counts from its value in the first sample
 * (from 0 when it started later) to its value in the last sample that saw it (so one that
 * ended during the phase counts up to then).
 */
export function summariseLoad(input: {
  label: string;
  seconds: number;
  cores: number;
  loadAverage: { start: number[]; end: number[] };
  samples: LoadSample[];
  postgres: boolean;
}): MachineLoad {
  const { samples, seconds } = input;
  const first = samples[0];
  const last = samples.at(-1);
  const base = {
    label: input.label,
    seconds,
    cores: input.cores,
    loadAverage: input.loadAverage,
  };
  if (!first?.machine || !last?.machine)
    return { ...base, cpu: null, otherCores: null, quiet: null };

  const startOf = new Map(
    first.processes.map((process) => [process.id, process.cpuSeconds]),
  );
  const mainThreadStartOf = new Map(
    first.processes.map((process) => [process.id, process.mainThreadSeconds]),
  );
  const lastSeen = new Map<string, ProcessSample>();
  for (const sample of samples)
    for (const process of sample.processes) lastSeen.set(process.id, process);
  const servers: Record<string, number> = {};
  const serverMainThreads: Record<string, number> = {};
  const children: Record<string, number> = {};
  let postgres = 0;
  for (const process of lastSeen.values()) {
    const used = Math.max(
      0,
      process.cpuSeconds - (startOf.get(process.id) ?? 0),
    );
    if (process.group === "server" && process.mainThreadSeconds !== undefined)
      serverMainThreads[process.name] =
        (serverMainThreads[process.name] ?? 0) +
        Math.max(
          0,
          process.mainThreadSeconds - (mainThreadStartOf.get(process.id) ?? 0),
        );
    if (process.group === "postgres") postgres += used;
    else {
      const into = process.group === "server" ? servers : children;
      into[process.name] = (into[process.name] ?? 0) + used;
    }
  }
  const busy = last.machine.busy - first.machine.busy;
  const stolen = last.machine.stolen - first.machine.stolen;
  const bench = last.benchSeconds - first.benchSeconds;
  const sum = (record: Record<string, number>) =>
    Object.values(record).reduce((total, value) => total + value, 0);
  const other = Math.max(
    0,
    busy - sum(servers) - postgres - bench - sum(children),
  );
  const otherCores = seconds > 0 ? (other + stolen) / seconds : 0;
  // Milliseconds are finer than /proc's hundredths already; the rest is floating-point noise.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const rounded = (record: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(record).map(([name, value]) => [name, round(value)]),
    );
  return {
    ...base,
    seconds: round(seconds),
    cpu: {
      busy: round(busy),
      idle: round(last.machine.idle - first.machine.idle),
      stolen: round(stolen),
      servers: rounded(servers),
      serverMainThreads: rounded(serverMainThreads),
      postgres: input.postgres ? round(postgres) : null,
      bench: round(bench),
      children: rounded(children),
      other: round(other),
    },
    otherCores: round(otherCores),
    quiet:
      seconds < SHORTEST_VERDICT_SECONDS
        ? null
        : otherCores <= BUSY_SHARE_OF_A_CORE,
  };
}

// ---------------------------------------------------------------------------------------
// Printing (pure).

const loadText = (values: number[]) =>
  values.map((value) => value.toFixed(2)).join(" ");

function verdictText(reading: MachineLoad): string {
  if (reading.otherCores === null) return "? (no /proc)";
  const cores = `${formatNumber(reading.otherCores, 2)} cores`;
  if (reading.quiet === null) return `${cores} (too short to tell)`;
  return reading.quiet ? `quiet: ${cores}` : `BUSY: ${cores}`;
}

/** Columns in order of first appearance over all readings. */
function namesOf(
  readings: MachineLoad[],
  pick: (cpu: CpuDuringPhase) => Record<string, number>,
): string[] {
  const names: string[] = [];
  for (const reading of readings)
    for (const name of Object.keys(reading.cpu ? pick(reading.cpu) : {}))
      if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * The machine-load table: one row per measured phase, printed beside the bench's numbers,
 * with the lines that say how to read it.
 */
export function formatLoadTable(readings: MachineLoad[]): string {
  // A column per server when a phase saw several (bench:cluster's A and B, a restart); else one.
  const names = namesOf(readings, (cpu) => cpu.servers);
  const several = readings.some(
    (reading) => Object.keys(reading.cpu?.servers ?? {}).length > 1,
  );
  const servers: { title: string; of: (cpu: CpuDuringPhase) => number }[] =
    several
      ? names.map((name) => ({
          title: name,
          of: (cpu) => cpu.servers[name] ?? 0,
        }))
      : names.length
        ? [
            {
              title: names.length === 1 ? names[0]! : "server",
              of: (cpu) =>
                Object.values(cpu.servers).reduce((sum, n) => sum + n, 0),
            },
          ]
        : [];
  // A child that used no CPU (an idle nginx) gets no column.
  const children = namesOf(readings, (cpu) => cpu.children).filter((name) =>
    readings.some((reading) => (reading.cpu?.children[name] ?? 0) >= 0.005),
  );
  const withPostgres = readings.some(
    (reading) => reading.cpu?.postgres != null,
  );
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : formatNumber(value, 2);
  const header = [
    "phase",
    "s",
    "load avg 1/5/15 min start → end",
    ...servers.map((server) => server.title),
    ...(withPostgres ? ["postgres (all)"] : []),
    "bench",
    ...children,
    "other",
    "stolen",
    "idle",
    "machine",
  ];
  const body = readings.map((reading) => {
    const cpu = reading.cpu;
    return [
      reading.label,
      formatNumber(reading.seconds, 1),
      `${loadText(reading.loadAverage.start)} → ${loadText(reading.loadAverage.end)}`,
      ...servers.map((server) => cell(cpu ? server.of(cpu) : null)),
      ...(withPostgres ? [cell(cpu?.postgres)] : []),
      cell(cpu?.bench),
      ...children.map((name) => cell(cpu ? (cpu.children[name] ?? 0) : null)),
      cell(cpu?.other),
      cell(cpu?.stolen),
      cell(cpu?.idle),
      verdictText(reading),
    ];
  });
  const cores = readings[0]?.cores ?? os.availableParallelism();
  return [
    `machine load — CPU core-seconds per phase, ${cores} cores. bench: this process` +
      (children.length ? `; ${children.join(", ")}: its child processes` : "") +
      `; other: other processes (the machine's busy time − every column before it); stolen: taken by the hypervisor`,
    renderTable(header, body),
    `(machine: other + stolen in cores on average — quiet up to ${BUSY_SHARE_OF_A_CORE}; BUSY rows were measured while other work shared the machine: repeat them on a quiet one)`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------
// Reading /proc (Linux).

/** The servers under test: pid → name. */
const servers = new Map<number, string>();

/**
 * Counts this process (a child of the bench) and its children as the server under test,
 * under `name`, in every phase watched from now on.
 */
export function registerServer(name: string, pid: number | undefined): void {
  if (pid !== undefined) servers.set(pid, name);
}

/** The name a server was registered under, by pid (to label its CPU profile). */
export function serverName(pid: number): string | undefined {
  return servers.get(pid);
}

function readPid(pid: number): ProcessStat | undefined {
  try {
    return parsePidStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined; // gone meanwhile
  }
}

/** Children of every thread of a process (a child belongs to the thread that spawned it). */
/** A process's main thread (its thread id is the process id), on its own. */
function readMainThread(pid: number): ProcessStat | undefined {
  try {
    return parsePidStat(
      fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8"),
    );
  } catch {
    return undefined;
  }
}

function childPids(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const task of tasks) {
    try {
      for (const child of fs
        .readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .trim()
        .split(/\s+/))
        if (child) pids.push(Number(child));
    } catch {
      // the thread ended meanwhile
    }
  }
  return pids;
}

/**
 * The name a child of the bench is counted under: the first word of its command name, so the
 * processes of one program share a column (swift-proxy-server and swift-object-server are
 * "swift", chrome_crashpad is "chrome").
 */
export function programName(comm: string): string {
  return comm.split(/[-_ ]/)[0] || comm;
}

function sampleProcesses(postgres: boolean): ProcessSample[] {
  const found: ProcessSample[] = [];
  const seen = new Set<number>();
  const add = (stat: ProcessStat, group: ProcessGroup, name: string) => {
    seen.add(stat.pid);
    found.push({
      id: `${stat.pid}:${stat.startTicks}`,
      group,
      name,
      cpuSeconds: stat.cpuSeconds,
      ...(group === "server" && servers.has(stat.pid)
        ? { mainThreadSeconds: readMainThread(stat.pid)?.cpuSeconds }
        : {}),
    });
  };
  // The bench's descendants: a direct child is a server under test or another child (named by
  // its command); what it started counts with it.
  const queue: { pid: number; group: ProcessGroup; name: string }[] = [];
  for (const pid of childPids(process.pid)) {
    const stat = readPid(pid);
    if (!stat) continue;
    const server = servers.get(pid);
    const entry = server
      ? { pid, group: "server" as const, name: server }
      : { pid, group: "child" as const, name: programName(stat.comm) };
    add(stat, entry.group, entry.name);
    queue.push(entry);
  }
  while (queue.length) {
    const parent = queue.pop()!;
    for (const pid of childPids(parent.pid)) {
      const stat = readPid(pid);
      if (!stat || seen.has(pid)) continue;
      add(stat, parent.group, parent.name);
      queue.push({ ...parent, pid });
    }
  }
  if (postgres) {
    let entries: string[] = [];
    try {
      entries = fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
    } catch {
      // not Linux
    }
    for (const entry of entries) {
      const stat = seen.has(Number(entry)) ? undefined : readPid(Number(entry));
      if (stat?.comm === "postgres") add(stat, "postgres", "postgres");
    }
  }
  return found;
}

/** tsx's TypeScript compiler, a child of every bench: counted as part of the bench. */
const BENCH_TOOLING = "esbuild";

function takeSample(postgres: boolean): LoadSample {
  const machine = readProcStat();
  const usage = process.cpuUsage();
  const processes = machine ? sampleProcesses(postgres) : [];
  const tooling = processes.filter(
    (entry) => entry.group === "child" && entry.name === BENCH_TOOLING,
  );
  return {
    machine,
    benchSeconds:
      (usage.user + usage.system) / 1e6 +
      tooling.reduce((sum, entry) => sum + entry.cpuSeconds, 0),
    processes: processes.filter((entry) => !tooling.includes(entry)),
  };
}

export type LoadWatch = {
  /** An extra sample now, e.g. just before a process is killed on purpose. */
  sample(): void;
  /** Ends the phase (once; later calls return the same reading). */
  stop(): MachineLoad;
};

/**
 * Starts watching a measured phase: samples now, every second, and at stop(). `postgres`
 * counts every postgres process of the machine as the bench's database server.
 */
export function watchMachineLoad(
  label: string,
  options: { postgres?: boolean } = {},
): LoadWatch {
  const postgres = options.postgres ?? false;
  const started = performance.now();
  const loadStart = os.loadavg();
  const samples = [takeSample(postgres)];
  const timer = setInterval(
    () => samples.push(takeSample(postgres)),
    SAMPLE_EVERY_MS,
  );
  timer.unref();
  let reading: MachineLoad | undefined;
  return {
    sample() {
      if (!reading) samples.push(takeSample(postgres));
    },
    stop() {
      if (reading) return reading;
      clearInterval(timer);
      samples.push(takeSample(postgres));
      reading = summariseLoad({
        label,
        seconds: (performance.now() - started) / 1000,
        cores: samples[0]?.machine?.cores || os.availableParallelism(),
        loadAverage: { start: loadStart, end: os.loadavg() },
        samples,
        postgres,
      });
      return reading;
    },
  };
}

/** Watches `run` as one phase; returns its result and the phase's reading. */
export async function measureWithLoad<T>(
  label: string,
  run: () => Promise<T>,
  options: { postgres?: boolean } = {},
): Promise<{ result: T; load: MachineLoad }> {
  const watch = watchMachineLoad(label, options);
  try {
    const result = await run();
    return { result, load: watch.stop() };
  } finally {
    watch.stop();
  }
}
