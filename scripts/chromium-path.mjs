// Where the end-to-end tests find Chromium: CHROMIUM_PATH, then Debian's, then Playwright's own.
import fs from "node:fs";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
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
