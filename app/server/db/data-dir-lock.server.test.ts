import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "nested", "data");
}
afterEach(() => {
  for (const dir of dirs.splice(0))
    fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("creates a missing folder and takes the lock", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(true);
    lock.release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("refuses a second holder while the first lives, naming the folder and pid", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `is in use by another process (pid ${process.pid})`,
    );
    lock.release();
    lockDataDir(dir).release();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, "pglite.lock"),
      JSON.stringify({ pid: 2 ** 22 + 17, start: "1" }),
    );
    const lock = lockDataDir(dir);
    expect(
      JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).pid,
    ).toBe(process.pid);
    lock.release();
  });

  it("does not mistake a recycled pid for the holder", () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    // Our own pid, but a start time that is not ours: a previous incarnation of this container.
    fs.writeFileSync(
      path.join(dir, "pglite.lock"),
      JSON.stringify({ pid: process.pid, start: "0" }),
    );
    lockDataDir(dir).release();
  });

  it("treats an unreadable lock file as stale", () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "pglite.lock"), "garbage");
    lockDataDir(dir).release();
  });
});
