/**
 * Tests that need a program installed on the machine (nginx, openssl, espeak-ng). `.ci/run`
 * installs every one, so on CI (the CI variable set, as `.ci/run` and CI services set it) such
 * a test never skips: it runs and fails, naming what is missing — a skip would let the run pass
 * while proving less than it says. Elsewhere it is skipped, and the reason printed.
 */
export function onCi(): boolean {
  const value = process.env.CI;
  return (
    value !== undefined && value !== "" && value !== "false" && value !== "0"
  );
}

/** Whether to skip for `missing` (why a tool is missing, or null when it is installed). */
export function skipForMissingTool(missing: string | null): boolean {
  if (missing === null || onCi()) return false;
  console.warn(`skipped (not on CI): ${missing}`);
  return true;
}

/** The first step of such a test: throws, naming the tool, when it is missing (which happens on CI only). */
export function requireTool(missing: string | null): void {
  if (missing !== null)
    throw new Error(`${missing}; CI must run this test (.ci/run installs it)`);
}

export const ESPEAK_MISSING =
  "espeak-ng is not installed (Debian: apt-get install espeak-ng)";
