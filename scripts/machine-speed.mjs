// Prints what a CI log needs to compare one run's minutes with another's: the machine's cores,
// load and the time of a fixed, single-threaded JavaScript workload. The same commit has taken
// 454 s on one machine of this kind and 1,446 s on another (docs/decisions/041-ci-fifteen-minutes.md):
// a per-core speed that differs threefold moves CI's time more than any change to the suite.
import os from "node:os";

/** A fixed CPU-bound workload: sieve of Eratosthenes up to two million, forty times. */
function workload() {
  let primes = 0;
  for (let round = 0; round < 40; round++) {
    const composite = new Uint8Array(2_000_001);
    primes = 0;
    for (let n = 2; n <= 2_000_000; n++) {
      if (composite[n]) continue;
      primes++;
      for (let m = n * n; m <= 2_000_000; m += n) composite[m] = 1;
    }
  }
  return primes;
}

workload(); // warm up: the measured run is optimised code on every machine
const started = performance.now();
const primes = workload();
const milliseconds = Math.round(performance.now() - started);
if (primes !== 148_933)
  throw new Error(`the workload is wrong: ${primes} primes`);

const [load1] = os.loadavg();
const model = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `== machine: ${os.availableParallelism()} cores (${model}), load average ${load1.toFixed(2)}, ` +
    `fixed workload ${milliseconds} ms (lower is faster)`,
);
