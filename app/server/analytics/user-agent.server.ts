import Bowser from "bowser";
import { createIsbotFromList, list as isbotPatterns } from "isbot";
import type { DeviceClass } from "~/domain/analytics/analytics-enums";

/**
 * Clients isbot's list lets through that are not people reading a page: HTTP libraries,
 * load and uptime tools, headless and automated browsers, link previews. Each is a
 * case-insensitive pattern matched anywhere in the user agent.
 */
const LOCAL_BOT_PATTERNS = [
  "undici",
  "node-fetch",
  "axios",
  "\\bgot\\b",
  "python",
  "curl",
  "wget",
  "httpie",
  "okhttp",
  "go-http-client",
  "java/",
  "libwww",
  "postman",
  "insomnia",
  "\\bk6\\b",
  "autocannon",
  "apachebench",
  "siege",
  "lighthouse",
  "pagespeed",
  "headless",
  "playwright",
  "puppeteer",
  "selenium",
  "phantomjs",
  "uptime",
  "monitor",
  "preview",
];

const isListedBot = createIsbotFromList([
  ...isbotPatterns,
  ...LOCAL_BOT_PATTERNS,
]);

/**
 * Whether a request's user agent is a program rather than a person's browser. No user agent,
 * or one too short to be a browser's, counts as a program: every browser sends one.
 */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return isListedBot(userAgent);
}

/** What is kept of a user agent: never the string itself. */
export type AgentSummary = { browser: string; os: string; device: DeviceClass };

const DEVICE_OF: Record<string, DeviceClass> = {
  desktop: "desktop",
  mobile: "mobile",
  tablet: "tablet",
};

/** The browser family, operating system and device class of a browser's user agent. */
export function summariseAgent(userAgent: string): AgentSummary {
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name?.slice(0, 40) || "Other",
    os: parsed.os.name?.slice(0, 40) || "Other",
    device: DEVICE_OF[parsed.platform.type ?? ""] ?? "other",
  };
}
