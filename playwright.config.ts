import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium-path.mjs";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * End-to-end tests run the production build (server.ts) on a free port with a fresh
 * DATA_DIR, started by tests/e2e/global-setup.ts, in Debian's Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Three workers on the two cores: a test spends much of its time waiting on the server or on
  // the page, so a third keeps both cores busy (docs/decisions/035-ci-playwright-speed.md).
  workers: 3,
  forbidOnly: !!process.env.CI,
  // One retry on CI only (decision 011): a test that fails twice fails the run, and one that
  // passes on its retry is listed as "flaky" in the output, to be fixed, not ignored.
  retries: process.env.CI ? 1 : 0,
  // Room for a loaded machine (docs/decisions/035-ci-playwright-speed.md): a passing test takes
  // no longer for it, and a failing one still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    // Recording a trace costs more than a third of the suite's CPU (DOM snapshots and a screencast
    // of every action), so CI records one only on a failed test's retry; locally, where a run has
    // no retry, every failure keeps its trace (docs/decisions/038-ci-cpu-budget.md).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    // Every test runs on the desktop; one tagged @mobile runs on a phone as well, and one tagged
    // @phone (a test of a phone's screen, which sets its own) runs on the phone only.
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
      },
      grepInvert: /@phone/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: /@mobile|@phone/,
    },
  ],
});
