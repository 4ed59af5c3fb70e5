import fs from "node:fs";
import path from "node:path";

/**
 * PGlite neither creates its folder nor stops a second process from opening it, and two
 * writers corrupt it. The running process therefore holds DATA_DIR/pglite.lock, which
 * names it (pid and, on Linux, the process start time, so a recycled pid after a reboot
 * or container restart is not mistaken for the holder). A second opener refuses while
 * the holder lives; a lock left by a crash is taken over, so a restart after SIGKILL
 * needs no manual clean-up.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${path.dirname(lockFile)} is in use by another process (pid ${holderPid}). ` +
        `Stop that process, or point DATA_DIR at another folder, and start again.`,
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { release(): void };
type LockRecord = { pid: number; start: string | null };

/** The kernel's start time of a process (Linux), or null where /proc is unavailable. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after "(comm) ": state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderIsRunning(record: LockRecord): boolean {
  if (!Number.isInteger(record.pid) || record.pid <= 0) return false;
  if (record.start !== null && fs.existsSync("/proc/self/stat"))
    return processStart(record.pid) === record.start;
  return isAlive(record.pid);
}

function readRecord(lockFile: string): LockRecord {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(lockFile, "utf8"),
    ) as Partial<LockRecord>;
    return {
      pid: Number(parsed.pid),
      start: typeof parsed.start === "string" ? parsed.start : null,
    };
  } catch {
    return { pid: Number.NaN, start: null };
  }
}

export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "pglite.lock");
  const own: LockRecord = {
    pid: process.pid,
    start: processStart(process.pid),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(own), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const current = readRecord(lockFile);
          if (current.pid === own.pid && current.start === own.start)
            fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readRecord(lockFile);
      if (holderIsRunning(holder))
        throw new DataDirLockedError(lockFile, holder.pid);
      // The holder is gone (crash, SIGKILL): the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
