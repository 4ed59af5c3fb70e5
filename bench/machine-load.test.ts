import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  formatLoadTable,
  parsePidStat,
  parseProcStat,
  programName,
  summariseLoad,
  watchMachineLoad,
  type LoadSample,
  type MachineLoad,
  type ProcessSample,
} from "./machine-load";

const PROC_STAT = [
  "cpu  20137 5 6945 45441 341 2 127 45 0 0",
  "cpu0 10185 5 3011 23263 22 1 28 21 0 0",
  "cpu1 9951 0 3933 22178 318 1 99 24 0 0",
  "intr 851673 0 0 0",
  "ctxt 123456",
].join("\n");

describe("parseProcStat", () => {
  it("adds busy (user, nice, system, irq, softirq), idle (idle, iowait) and stolen, in core-seconds, and counts the CPUs", () => {
    const times = parseProcStat(PROC_STAT)!;
    expect(times.busy).toBeCloseTo((20137 + 5 + 6945 + 2 + 127) / 100, 6);
    expect(times.idle).toBeCloseTo((45441 + 341) / 100, 6);
    expect(times.stolen).toBeCloseTo(0.45, 6);
    expect(times.cores).toBe(2);
  });

  it("reads a kernel without the steal column as nothing stolen, and refuses text without a cpu line", () => {
    expect(parseProcStat("cpu  100 0 50 1000\ncpu0 100 0 50 1000")).toEqual({
      busy: 1.5,
      idle: 10,
      stolen: 0,
      cores: 1,
    });
    expect(parseProcStat("intr 1 2 3")).toBeUndefined();
    expect(parseProcStat("cpu  a b c d")).toBeUndefined();
  });
});

describe("parsePidStat", () => {
  it("reads pid, command, parent, CPU seconds and start time, also when the command holds spaces and parentheses", () => {
    const text =
      "4242 (my (odd) name) S 17 4242 4242 0 -1 4194304 100 0 0 0 250 130 7 3 20 0 11 0 98765 3133440 403 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0";
    expect(parsePidStat(text)).toEqual({
      pid: 4242,
      comm: "my (odd) name",
      ppid: 17,
      cpuSeconds: 3.8,
      startTicks: 98765,
    });
  });

  it("refuses what is not a stat line", () => {
    expect(parsePidStat("")).toBeUndefined();
    expect(parsePidStat("12 (short) S 1")).toBeUndefined();
  });
});

describe("programName", () => {
  it("counts the processes of one program together", () => {
    expect(programName("swift-proxy-ser")).toBe("swift");
    expect(programName("swift-object-se")).toBe("swift");
    expect(programName("chrome_crashpad")).toBe("chrome");
    expect(programName("nginx")).toBe("nginx");
    expect(programName("redis-server")).toBe("redis");
    expect(programName("-odd")).toBe("-odd");
  });
});

const machine = (busy: number, idle: number, stolen = 0) => ({
  busy,
  idle,
  stolen,
  cores: 2,
});
const server = (id: string, cpuSeconds: number, name = "node server") =>
  ({ id, group: "server", name, cpuSeconds }) satisfies ProcessSample;
const child = (id: string, name: string, cpuSeconds: number) =>
  ({ id, group: "child", name, cpuSeconds }) satisfies ProcessSample;
const postgres = (id: string, cpuSeconds: number) =>
  ({
    id,
    group: "postgres",
    name: "postgres",
    cpuSeconds,
  }) satisfies ProcessSample;
const LOAD = { start: [0.5, 0.4, 0.3], end: [1.5, 0.6, 0.35] };

describe("summariseLoad", () => {
  it("reads a server's main thread beside all its threads, from the first sample that saw it", () => {
    const withMain = (
      id: string,
      cpu: number,
      main: number,
      name?: string,
    ) => ({
      ...server(id, cpu, name),
      mainThreadSeconds: main,
    });
    const reading = summariseLoad({
      label: "GET /dashboard",
      seconds: 5,
      cores: 2,
      loadAverage: LOAD,
      postgres: false,
      samples: [
        {
          machine: machine(100, 500),
          benchSeconds: 10,
          processes: [withMain("1:10", 5, 3)],
        },
        {
          machine: machine(106, 504),
          benchSeconds: 11,
          // a restarted server (another name) counts its main thread from 0
          processes: [withMain("1:10", 9, 5.5), withMain("8:90", 1, 0.75, "B")],
        },
      ],
    });
    expect(reading.cpu?.servers).toEqual({ "node server": 4, B: 1 });
    expect(reading.cpu?.serverMainThreads).toEqual({
      "node server": 2.5,
      B: 0.75,
    });
  });

  it("subtracts the server, PostgreSQL, the bench and its children from the machine's busy time", () => {
    const samples: LoadSample[] = [
      {
        machine: machine(100, 500, 1),
        benchSeconds: 10,
        processes: [
          server("1:10", 5),
          child("2:20", "nginx", 1),
          child("3:21", "nginx", 1),
          postgres("4:30", 7),
        ],
      },
      {
        machine: machine(110, 505, 1.5),
        benchSeconds: 12,
        processes: [
          server("1:10", 9),
          child("2:20", "nginx", 1.5),
          child("3:21", "nginx", 1.2),
          postgres("4:30", 7.5),
          // a backend started during the phase counts from 0
          postgres("5:40", 0.3),
        ],
      },
    ];
    const reading = summariseLoad({
      label: "GET /",
      seconds: 5,
      cores: 2,
      loadAverage: LOAD,
      samples,
      postgres: true,
    });
    expect(reading.cpu).toEqual({
      busy: 10,
      idle: 5,
      stolen: 0.5,
      servers: { "node server": 4 },
      serverMainThreads: {},
      postgres: expect.closeTo(0.8, 6) as number,
      bench: 2,
      children: { nginx: expect.closeTo(0.7, 6) as number },
      other: expect.closeTo(10 - 4 - 0.8 - 2 - 0.7, 6) as number,
    });
    // (2.5 other + 0.5 stolen) / 5 s = 0.6 of a core: not quiet.
    expect(reading.otherCores).toBeCloseTo(0.6, 6);
    expect(reading.quiet).toBe(false);
    expect(reading.loadAverage).toEqual(LOAD);
  });

  it("counts a process that ended during the phase up to the last sample that saw it, and a reused pid as another process", () => {
    const reading = summariseLoad({
      label: "kill",
      seconds: 10,
      cores: 2,
      loadAverage: LOAD,
      postgres: false,
      samples: [
        {
          machine: machine(0, 0),
          benchSeconds: 0,
          processes: [server("7:100", 50, "app A")],
        },
        {
          machine: machine(4, 15),
          benchSeconds: 0.5,
          processes: [server("7:100", 53, "app A")],
        },
        {
          machine: machine(8, 30),
          benchSeconds: 1,
          // pid 7 again, but a new process: the restarted server
          processes: [server("7:900", 2, "app A (restarted)")],
        },
      ],
    });
    expect(reading.cpu?.servers).toEqual({
      "app A": 3,
      "app A (restarted)": 2,
    });
    expect(reading.cpu?.postgres).toBeNull();
    expect(reading.cpu?.other).toBeCloseTo(8 - 5 - 1, 6);
    expect(reading.otherCores).toBeCloseTo(0.2, 6);
    expect(reading.quiet).toBe(true);
  });

  it("never reports negative other time (the counters are read a moment apart)", () => {
    const reading = summariseLoad({
      label: "short",
      seconds: 1,
      cores: 2,
      loadAverage: LOAD,
      postgres: false,
      samples: [
        { machine: machine(0, 0), benchSeconds: 0, processes: [] },
        { machine: machine(0.5, 1.5), benchSeconds: 0.6, processes: [] },
      ],
    });
    expect(reading.cpu?.other).toBe(0);
  });

  it("gives no verdict on a phase shorter than half a second (/proc counts hundredths)", () => {
    const reading = summariseLoad({
      label: "blink",
      seconds: 0.05,
      cores: 2,
      loadAverage: LOAD,
      postgres: false,
      samples: [
        { machine: machine(0, 0), benchSeconds: 0, processes: [] },
        { machine: machine(0.03, 0.07), benchSeconds: 0.01, processes: [] },
      ],
    });
    expect(reading.otherCores).toBeCloseTo(0.4, 6);
    expect(reading.quiet).toBeNull();
    expect(formatLoadTable([reading])).toContain(
      "0.40 cores (too short to tell)",
    );
  });

  it("has no CPU figures where /proc is not there", () => {
    const reading = summariseLoad({
      label: "mac",
      seconds: 3,
      cores: 8,
      loadAverage: LOAD,
      postgres: false,
      samples: [
        { machine: undefined, benchSeconds: 0, processes: [] },
        { machine: undefined, benchSeconds: 1, processes: [] },
      ],
    });
    expect(reading).toMatchObject({ cpu: null, otherCores: null, quiet: null });
  });
});

describe("formatLoadTable", () => {
  const reading = (
    label: string,
    cpu: Partial<NonNullable<MachineLoad["cpu"]>> | null,
    otherCores: number | null,
  ): MachineLoad => ({
    label,
    seconds: 10,
    cores: 2,
    loadAverage: LOAD,
    cpu: cpu && {
      busy: 0,
      idle: 0,
      stolen: 0,
      servers: {},
      serverMainThreads: {},
      postgres: null,
      bench: 0,
      children: {},
      other: 0,
      ...cpu,
    },
    otherCores,
    quiet: otherCores === null ? null : otherCores <= 0.2,
  });

  it("prints a row per phase with a column per server and child, and says which rows are BUSY", () => {
    const text = formatLoadTable([
      reading(
        "node server /",
        {
          servers: { "node server": 9.5 },
          bench: 6.25,
          other: 0.5,
          idle: 3.75,
        },
        0.05,
      ),
      reading(
        "nginx /",
        { children: { nginx: 8 }, bench: 7, other: 6, stolen: 0.04 },
        0.604,
      ),
      reading("no /proc", null, null),
    ]);
    const lines = text.split("\n");
    expect(lines[0]).toContain("per phase, 2 cores");
    expect(lines[0]).toContain("nginx: its child processes");
    expect(lines[1]).toMatch(
      /^phase\s+s\s+load avg 1\/5\/15 min start → end\s+node server\s+bench\s+nginx\s+other\s+stolen\s+idle\s+machine$/,
    );
    expect(lines[3]).toMatch(
      /^node server \/\s+10\.0\s+0\.50 0\.40 0\.30 → 1\.50 0\.60 0\.35\s+9\.50\s+6\.25\s+0\.00\s+0\.50\s+0\.00\s+3\.75\s+quiet: 0\.05 cores$/,
    );
    expect(lines[4]).toMatch(
      /\s0\.00\s+7\.00\s+8\.00\s+6\.00\s+0\.04\s+0\.00\s+BUSY: 0\.60 cores$/,
    );
    expect(lines[5]).toMatch(/–\s+–\s+–\s+–\s+–\s+–\s+\? \(no \/proc\)$/);
    expect(lines.at(-1)).toContain("quiet up to 0.2");
  });

  it("has one server column when no phase saw more than one server, a column per server otherwise", () => {
    const one = formatLoadTable([
      reading("first", { servers: { "server (a)": 1 } }, 0),
      reading("second", { servers: { "server (b)": 2 } }, 0),
    ]).split("\n");
    expect(one[1]).toMatch(/\sserver\s+bench\s/);
    expect(one[3]).toMatch(/\s1\.00\s+0\.00\s/);
    expect(one[4]).toMatch(/\s2\.00\s+0\.00\s/);
    const several = formatLoadTable([
      reading("kill", { servers: { "app A": 1, "app B": 2 } }, 0),
      reading("after", { servers: { "app B": 3 } }, 0),
    ]).split("\n");
    expect(several[1]).toMatch(/\sapp A\s+app B\s+bench\s/);
    expect(several[4]).toMatch(/\s0\.00\s+3\.00\s+0\.00\s/);
  });

  it("leaves out children that used no CPU", () => {
    const text = formatLoadTable([
      reading("a", { children: { esbuild: 0.001, nginx: 0.5 } }, 0),
    ]);
    expect(text).toContain("nginx");
    expect(text).not.toContain("esbuild");
  });

  it("adds a postgres column only when a phase counted PostgreSQL", () => {
    expect(formatLoadTable([reading("a", {}, 0)])).not.toContain("postgres");
    expect(formatLoadTable([reading("a", { postgres: 1.25 }, 0)])).toMatch(
      /postgres \(all\)[\s\S]*1\.25/,
    );
  });
});

describe.runIf(fs.existsSync("/proc/stat"))("watchMachineLoad", () => {
  it("measures this process's CPU and the machine's around a phase", () => {
    const watch = watchMachineLoad("busy loop");
    // 100 ms of this process's CPU, however long a loaded machine takes to give it.
    const before = process.cpuUsage();
    const cpuMs = () => {
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    while (cpuMs() < 100);
    const reading = watch.stop();
    expect(reading.seconds).toBeGreaterThanOrEqual(0.09);
    expect(reading.cpu?.bench).toBeGreaterThanOrEqual(0.099);
    expect(reading.cpu?.busy).toBeGreaterThanOrEqual(0);
    expect(reading.loadAverage.start).toHaveLength(3);
    expect(watch.stop()).toBe(reading);
  });
});
