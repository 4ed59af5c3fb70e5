// One step of `npm test`, timed: runs the command given as arguments and prints its wall
// time when it ends, so a CI log shows where the run's minutes go, and on Linux the machine's
// busy, idle and stolen core-seconds meanwhile (whether the step was bound by CPU, and whether
// the host took cores away). Exits as the command did.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** The machine's CPU counters in core-seconds since boot, or null where /proc is not there. */
function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8")
      .split("\n", 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal (USER_HZ, 100 on Linux)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    return {
      busy: (user + nice + system + irq + softirq) / 100,
      idle: (idle + iowait) / 100,
      stolen: (steal ?? 0) / 100,
    };
  } catch {
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/timed.mjs <command> [arguments…]");
  process.exit(2);
}
const started = performance.now();
const cpuAtStart = cpuTimes();
const child = spawn(command, args, { stdio: "inherit" });
const report = (outcome) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpuAtEnd = cpuTimes();
  const cpu =
    cpuAtStart && cpuAtEnd
      ? ` (machine: ${Math.round(cpuAtEnd.busy - cpuAtStart.busy)} core-s busy, ` +
        `${Math.round(cpuAtEnd.idle - cpuAtStart.idle)} idle, ` +
        `${Math.round(cpuAtEnd.stolen - cpuAtStart.stolen)} stolen)`
      : "";
  console.log(
    `== ${[command, ...args].join(" ")}: ${seconds} s${cpu}${outcome}`,
  );
};
child.on("error", (error) => {
  report(` (could not start: ${error.message})`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  report(code === 0 ? "" : ` (failed: ${signal ?? `exit code ${code}`})`);
  process.exit(code ?? 1);
});
