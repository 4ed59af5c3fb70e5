// One step of `npm test`, timed: runs the command given as arguments and prints its wall
// time when it ends, so a CI log shows where the run's minutes go, and on Linux the machine's
// busy, idle and stolen core-seconds meanwhile (whether the step was bound by CPU, and whether
// the host took cores away). Exits as the command did.
import { spawn } from "node:child_process";
import { readProcStat } from "./proc-stat.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/timed.mjs <command> [arguments…]");
  process.exit(2);
}
const started = performance.now();
const cpuAtStart = readProcStat();
const child = spawn(command, args, { stdio: "inherit" });
const report = (outcome) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpuAtEnd = readProcStat();
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
