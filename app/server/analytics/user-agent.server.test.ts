import { describe, expect, it } from "vitest";
import { isAutomatedAgent, summariseAgent } from "./user-agent.server";

describe("user agents", () => {
  it("keeps only a browser family, an operating system and a device class", () => {
    expect(
      summariseAgent("Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0"),
    ).toEqual({ browser: "Firefox", os: "Other", device: "mobile" });
    expect(
      summariseAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ),
    ).toEqual({ browser: "Microsoft Edge", os: "Windows", device: "desktop" });
    expect(summariseAgent("something odd that no parser knows")).toEqual({
      browser: "Other",
      os: "Other",
      device: "other",
    });
  });

  it("programs are not people: crawlers, libraries, headless browsers, no user agent", () => {
    for (const agent of [
      undefined,
      "",
      "curl/8.5.0",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      "python-requests/2.31.0",
      "undici",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
    ])
      expect(isAutomatedAgent(agent), String(agent)).toBe(true);
    expect(
      isAutomatedAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
      ),
    ).toBe(false);
  });
});
