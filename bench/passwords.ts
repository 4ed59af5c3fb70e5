/**
 * bench:passwords — how long the new-password check (zxcvbn, app/server/auth/password-strength.server.ts)
 * takes on 128-character inputs of the kinds that make its matching slow. Sign-up, reset and the
 * account page run it on the request path, so a slow input is a way to burn the server's CPU.
 * Target: every input under 500 ms (the worst of BENCH_RUNS runs), on this 2-core machine.
 *
 *   npm run bench:passwords
 *   BENCH_RUNS=20 npm run bench:passwords
 */
import { performance } from "node:perf_hooks";
import { checkNewPassword } from "../app/server/auth/password-strength.server";
import {
  awkwardLongPasswords,
  awkwardPasswordOwner,
} from "../tests/support/awkward-passwords";
import { profileThisProcess, reportCpuProfiles } from "./cpu-profile";
import { renderTable } from "./leads-support";
import { formatLoadTable, watchMachineLoad } from "./machine-load";

const TARGET_MS = 500;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

// The first check builds the dictionaries; that is start-up cost, not a request's.
const warmUpStarted = performance.now();
await checkNewPassword("warm up the dictionaries", {});
const warmUpMs = performance.now() - warmUpStarted;

const rows: { cells: string[]; pass: boolean }[] = [];
// The check runs in this process: the bench's own CPU is the check's.
const watch = watchMachineLoad(
  `${awkwardLongPasswords.length} inputs × ${runs} runs (in this process)`,
);
const profile = await profileThisProcess("passwords");
for (const password of awkwardLongPasswords) {
  const times: number[] = [];
  let verdict = false;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    verdict = (await checkNewPassword(password, awkwardPasswordOwner)).ok;
    times.push(performance.now() - started);
  }
  const worst = Math.max(...times);
  const median = [...times].sort((a, b) => a - b)[
    Math.floor(times.length / 2)
  ]!;
  rows.push({
    cells: [
      JSON.stringify(password.slice(0, 24) + "…"),
      verdict ? "accepted" : "refused",
      median.toFixed(1),
      worst.toFixed(1),
      worst < TARGET_MS ? "yes" : "NO",
    ],
    pass: worst < TARGET_MS,
  });
}

await profile.stop();
const load = watch.stop();

console.log(
  `Password check on 128-character inputs, ${runs} runs each (dictionaries built in ${warmUpMs.toFixed(0)} ms)\n`,
);
console.log(
  renderTable(
    [
      "input (first 24 characters)",
      "verdict",
      "median ms",
      "worst ms",
      `< ${TARGET_MS} ms`,
    ],
    rows.map((row) => row.cells),
  ),
);
console.log(`\n${formatLoadTable([load])}`);
const failed = rows.filter((row) => !row.pass).length;
console.log(
  failed === 0
    ? `\nTarget met: every input under ${TARGET_MS} ms.`
    : `\nTarget missed on ${failed} input(s).`,
);
reportCpuProfiles();
process.exitCode = failed === 0 ? 0 : 1;
