// npm test never skips the end-to-end tests silently: without a browser it stops here.
import { findChromium, findPlaywrightChromium } from "./chromium-path.mjs";

const found = findChromium() ?? (await findPlaywrightChromium());
if (!found) {
  console.error(
    [
      "No Chromium found for the end-to-end tests.",
      "Looked at: $CHROMIUM_PATH, /usr/lib/chromium/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser and Playwright's own browser.",
      "Install one, then run npm test again:",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium  (on Debian, chromium-headless-shell runs them faster)",
      "  or point at any Chromium/Chrome:  CHROMIUM_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
  process.exit(1);
}
