// One step of `npm test`, timed: runs the command given as arguments and prints its wall
// time when it ends, so a CI log shows where the run's minutes go. Exits as the command did.
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/timed.mjs <command> [arguments…]");
  process.exit(2);
}
const started = performance.now();
const child = spawn(command, args, { stdio: "inherit" });
const report = (outcome) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`== ${[command, ...args].join(" ")}: ${seconds} s${outcome}`);
};
child.on("error", (error) => {
  report(` (could not start: ${error.message})`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  report(code === 0 ? "" : ` (failed: ${signal ?? `exit code ${code}`})`);
  process.exit(code ?? 1);
});
