// The machine's CPU counters from Linux's /proc/stat, in core-seconds since boot. Shared by
// scripts/timed.mjs (CI's per-step line) and bench/machine-load.ts (every bench's machine-load
// table), so both count "busy" the same way.
import { readFileSync } from "node:fs";

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every common build). */
export const TICKS_PER_SECOND = 100;

/**
 * Parses /proc/stat's text: busy (user, nice, system, irq, softirq — guest time is inside
 * user), idle (idle, iowait) and stolen (steal: time the hypervisor gave to other guests)
 * core-seconds, and the number of CPUs (its `cpuN` lines). Undefined when the text has no
 * usable `cpu` line.
 */
export function parseProcStat(text) {
  const lines = text.split("\n");
  const total = lines.find((line) => /^cpu\s/.test(line));
  if (!total) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = total
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  if (![user, nice, system, idle].every(Number.isFinite)) return undefined;
  const ticks = (value) =>
    (Number.isFinite(value) ? value : 0) / TICKS_PER_SECOND;
  return {
    busy:
      ticks(user) + ticks(nice) + ticks(system) + ticks(irq) + ticks(softirq),
    idle: ticks(idle) + ticks(iowait),
    stolen: ticks(steal),
    cores: lines.filter((line) => /^cpu\d+\s/.test(line)).length,
  };
}

/** This machine's counters now, or undefined where /proc/stat is not there (not Linux). */
export function readProcStat() {
  try {
    return parseProcStat(readFileSync("/proc/stat", "utf8"));
  } catch {
    return undefined;
  }
}
