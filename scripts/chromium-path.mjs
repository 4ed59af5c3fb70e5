// Where the end-to-end tests find Chromium: CHROMIUM_PATH, then Debian's headless shell, then
// Debian's Chromium, then Playwright's own.
import fs from "node:fs";

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    // Debian's chromium-headless-shell: the same Blink as the full browser without its UI and GPU
    // processes; the suite spends about a fifth less CPU in it (docs/decisions/035-ci-playwright-speed.md).
    // The binary itself, not /usr/bin's wrapper, which runs it as a child of a shell.
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export async function findPlaywrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}
