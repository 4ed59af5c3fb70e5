import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.server";
import { startMetricsListener } from "./metrics-endpoint.server";
import { appMetrics } from "./metrics-registry.server";

const TOKEN = "c0ffee00c0ffee00c0ffee00c0ffee00-unit";
const logger = createLogger("silent");
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(token: string | null) {
  const listener = await startMetricsListener({
    host: "127.0.0.1",
    port: 0,
    token,
    logger,
  });
  closers.push(listener.close);
  const address = listener.server.address() as net.AddressInfo;
  return `http://127.0.0.1:${address.port}/metrics`;
}

describe("the METRICS_PORT listener", () => {
  it("asks for the token when METRICS_TOKEN is set too", async () => {
    appMetrics().leadsStored.inc({ source: "contact", spam: "false" });
    const url = await listen(TOKEN);
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await refused.text()).not.toContain("leads_stored_total");
    const wrong = await fetch(url, {
      headers: { Authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const allowed = await fetch(url, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain(
      'leads_stored_total{source="contact",spam="false"} 1',
    );
  });

  it("answers HEAD without a body", async () => {
    const url = await listen(null);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
  });

  it("refuses to start on a port that is taken, saying so", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) =>
      blocker.listen(0, "127.0.0.1", resolve),
    );
    closers.push(
      () => new Promise((resolve) => blocker.close(() => resolve())),
    );
    const port = (blocker.address() as net.AddressInfo).port;
    await expect(
      startMetricsListener({ host: "127.0.0.1", port, token: null, logger }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
