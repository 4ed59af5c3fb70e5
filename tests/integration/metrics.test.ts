import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SESSION_HEADER } from "~/domain/chat/chat-api";
import { issueFormToken } from "~/server/security/form-token.server";
import { newSession } from "../support/chat-calls";
import {
  parseExposition,
  valueOf,
  type Exposition,
} from "../support/prometheus-text";
import {
  freePort,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * /metrics through the production server (`npm run build` first), docs/decisions/026: off by
 * default (a plain 404 like any unknown page), behind a bearer token on the public listener,
 * or alone on a METRICS_PORT listener; the counters move with real traffic and the text is
 * valid Prometheus exposition whose route labels never carry a URL.
 */
const TOKEN = "metrics-integration-token-0123456789abcdef";
const SECRET = "metrics-integration-secret-0123456789abcdef";
const environments = serverEnvironments();
let plain: ServerProcess;
let tokened: ServerProcess;
let separate: ServerProcess;
let metricsPort: number;

/** Three servers start side by side on a shared 2-core machine: the slowest has taken three minutes. */
const STARTUP_MS = 360_000;

beforeAll(async () => {
  metricsPort = await freePort();
  // Side by side, so the waits (migrations, seed) overlap.
  [plain, tokened, separate] = await Promise.all([
    environments
      .fresh("demo")
      .then((env) =>
        startServer(
          { ...env, LOG_LEVEL: "warn" },
          { startupTimeoutMs: STARTUP_MS },
        ),
      ),
    environments.fresh("demo").then((env) =>
      startServer(
        {
          ...env,
          METRICS_TOKEN: TOKEN,
          BETTER_AUTH_SECRET: SECRET,
          OUTBOX_POLL_MS: "200",
          CHAT_ADDRESS_MESSAGE_LIMIT: "1000",
        },
        { startupTimeoutMs: STARTUP_MS },
      ),
    ),
    environments.fresh("demo").then((env) =>
      // The worker never runs during the test: queued mail stays due.
      startServer(
        {
          ...env,
          METRICS_PORT: String(metricsPort),
          BETTER_AUTH_SECRET: SECRET,
          OUTBOX_POLL_MS: "3600000",
          LOG_LEVEL: "warn",
        },
        { startupTimeoutMs: STARTUP_MS },
      ),
    ),
  ]);
}, STARTUP_MS + 30_000);
afterAll(async () => {
  await Promise.all([
    plain?.stop("SIGKILL"),
    tokened?.stop("SIGKILL"),
    separate?.stop("SIGKILL"),
  ]);
  await environments.removeAll();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function scrape(
  url: string,
  headers: Record<string, string> = bearer(TOKEN),
): Promise<Exposition> {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(
    "text/plain; version=0.0.4; charset=utf-8",
  );
  return parseExposition(await response.text());
}

async function postBlueprint(server: ServerProcess, email: string) {
  const response = await fetch(`${server.url}/api/forms/blueprint`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      fullName: "Amina Diallo",
      email,
      _formToken: issueFormToken(SECRET, "blueprint", Date.now() - 10_000),
    }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
}

/** A 404 for an unknown page: the site's not-found page, the same for /metrics as for any path. */
async function expectNotFoundPage(
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(404);
  const body = await response.text();
  expect(body).toContain("Oops! Page not found");
  expect(body).not.toContain("process_cpu");
  expect(body).not.toContain("http_request_duration_seconds");
}

describe(`/metrics on ${testDbKind()}`, () => {
  it("is a plain 404 like any unknown page when neither METRICS_TOKEN nor METRICS_PORT is set", async () => {
    await expectNotFoundPage(`${plain.url}/no-such-page-here`);
    await expectNotFoundPage(`${plain.url}/metrics`);
    await expectNotFoundPage(`${plain.url}/metrics`, bearer(TOKEN));
  });

  it("answers 401 with WWW-Authenticate and no metric text to a missing or wrong token", async () => {
    const attempts: Record<string, string>[] = [
      {},
      bearer("wrong-token-wrong-token-wrong-token-0000"),
      bearer(TOKEN.slice(0, -1)),
      {
        Authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`,
      },
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${tokened.url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.text();
      expect(body).not.toMatch(
        /process_cpu|http_request_duration_seconds|leads_stored_total/,
      );
    }
  });

  it("counts a blueprint lead, a chat reply and a chat lead, and the text parses as Prometheus exposition", async () => {
    const before = await scrape(`${tokened.url}/metrics`);
    expect(before.types.get("http_request_duration_seconds")).toBe("histogram");
    expect(before.types.get("leads_stored_total")).toBe("counter");
    // Process metrics: prom-client's default set.
    expect(valueOf(before, "process_cpu_user_seconds_total")).toBeGreaterThan(
      0,
    );
    expect(before.types.has("nodejs_eventloop_lag_seconds")).toBe(true);

    await postBlueprint(tokened, "metrics-lead@example.org");

    const sessionId = newSession();
    const chatHeaders = {
      "Content-Type": "application/json",
      Origin: tokened.url,
      [CHAT_SESSION_HEADER]: sessionId,
    };
    const reply = await fetch(`${tokened.url}/api/chat/messages`, {
      method: "POST",
      headers: chatHeaders,
      body: JSON.stringify({
        sessionId,
        conversationId: null,
        message: "Where do your platforms run?",
      }),
    });
    const events = (await reply.text())
      .split("\n")
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { type: string; conversationId?: string },
      );
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const conversationId = events[0]!.conversationId!;
    const contact = (purpose: "lead" | "handoff") =>
      fetch(`${tokened.url}/api/chat/contact`, {
        method: "POST",
        headers: chatHeaders,
        body: JSON.stringify({
          sessionId,
          conversationId,
          purpose,
          fullName: "Amina Diallo",
          email: "amina@revenue.example",
          organisation: "Revenue Office",
          consent: true,
        }),
      });
    const lead = await contact("lead");
    expect(lead.status).toBe(200);
    await lead.text();
    // The same conversation's hand-off updates its lead: no second lead.
    const handoff = await contact("handoff");
    expect(handoff.status).toBe(200);
    await handoff.text();

    const deltas = async () => {
      const after = await scrape(`${tokened.url}/metrics`);
      const delta = (name: string, labels: Record<string, string>) =>
        valueOf(after, name, labels) - valueOf(before, name, labels);
      const requests = (route: string) =>
        delta("http_request_duration_seconds_count", {
          method: "POST",
          route,
          status_class: "2xx",
        });
      return {
        blueprintLeads: delta("leads_stored_total", {
          source: "blueprint",
          spam: "false",
        }),
        chatLeads: delta("leads_stored_total", {
          source: "chat",
          spam: "false",
        }),
        chatReplies: delta("chat_replies_total", {
          brain: "offline",
          outcome: "completed",
        }),
        formPosts: requests("/api/forms/:form"),
        chatMessages: requests("/api/chat/messages"),
        chatContacts: requests("/api/chat/contact"),
      };
    };
    // A request is observed when the server has finished sending it, a moment after the client has it all.
    await expect.poll(deltas, { timeout: 10_000, interval: 200 }).toEqual({
      blueprintLeads: 1,
      chatLeads: 1,
      chatReplies: 1,
      formPosts: 1,
      chatMessages: 1,
      chatContacts: 2,
    });

    // The worker (polling every 200 ms) delivers the lead's e-mails and counts each run.
    await expect
      .poll(
        async () =>
          valueOf(await scrape(`${tokened.url}/metrics`), "job_runs_total", {
            kind: "lead_notification",
            outcome: "succeeded",
          }),
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBeGreaterThanOrEqual(2);
  });

  it("labels requests by route pattern or a fixed name, never by the raw path", async () => {
    const asset = /\/assets\/[\w.-]+\.js/.exec(
      await (await fetch(`${tokened.url}/`)).text(),
    )?.[0];
    expect(asset).toBeTruthy();
    const paths = [
      "/blog/some-slug",
      "/projects/x?y=z",
      "/no/such/page-4711",
      "/healthz",
      asset!,
      "/dashboard/projects/5b0f3d56-4a43-4f5e-9e2b-8b7a0d1c2e3f",
    ];
    for (const path of paths)
      await (
        await fetch(`${tokened.url}${path}`, { redirect: "manual" })
      ).arrayBuffer();

    const exposition = await scrape(`${tokened.url}/metrics`);
    const routes = new Set(
      exposition.samples
        .filter((s) => s.name === "http_request_duration_seconds_count")
        .map((s) => s.labels.route!),
    );
    for (const expected of [
      "/blog/:slug",
      "/projects/:slug",
      "unmatched",
      "healthz",
      "static",
      "/",
      "/dashboard/projects/:projectId",
    ]) {
      expect(routes).toContain(expected);
    }
    for (const route of routes) {
      expect(route).not.toMatch(/some-slug|4711|5b0f3d56|\?|=|\/assets\//);
      expect(route).toMatch(/^(\/[\w.:/-]*|unmatched|static|healthz|readyz)$/);
    }
    for (const sample of exposition.samples.filter((s) =>
      s.name.startsWith("http_request_duration_seconds"),
    )) {
      expect(["GET", "HEAD", "POST", "OPTIONS", "other"]).toContain(
        sample.labels.method,
      );
      expect(sample.labels.status_class).toMatch(/^[1-5]xx$/);
    }
    expect(
      valueOf(exposition, "http_request_duration_seconds_count", {
        route: "/blog/:slug",
        status_class: "4xx",
      }),
    ).toBeGreaterThanOrEqual(1);
    // The statements per request carry the same method and route labels, and no others.
    const statementSamples = exposition.samples.filter((s) =>
      s.name.startsWith("http_request_db_statements_count"),
    );
    expect(new Set(statementSamples.map((s) => s.labels.route))).toEqual(
      routes,
    );
    for (const sample of statementSamples)
      expect(Object.keys(sample.labels).sort()).toEqual(["method", "route"]);
  });

  it("neither logs a scrape nor counts it in the request histogram", async () => {
    const total = (exposition: Exposition) =>
      valueOf(exposition, "http_request_duration_seconds_count");
    // Polled only so that earlier requests still finishing settle; scrapes that counted themselves never would.
    const growthOverScrapes = async () => {
      const first = await scrape(`${tokened.url}/metrics`);
      await (await fetch(`${tokened.url}/metrics`)).text(); // a refused scrape, too
      const second = await scrape(`${tokened.url}/metrics`);
      return total(second) - total(first);
    };
    await expect
      .poll(growthOverScrapes, { timeout: 10_000, interval: 200 })
      .toBe(0);
    // Positive control: the requests of the test above that reached the app were logged by
    // pino-http (a page answered from memory, the blog's not-found page too, is not).
    expect(tokened.output()).toMatch(
      /"url":"\/dashboard\/projects\/5b0f3d56-4a43-4f5e-9e2b-8b7a0d1c2e3f"/,
    );
    expect(tokened.output()).not.toMatch(/"url":"\/metrics/);
  });

  it("reports the job queue's depth by kind and state", async () => {
    // Every server schedules the chat's daily retention run at start-up: one row, due tomorrow.
    const exposition = await scrape(`${tokened.url}/metrics`);
    expect(valueOf(exposition, "job_queue_depth_readable")).toBe(1);
    expect(
      valueOf(exposition, "job_queue_depth", {
        kind: "chat_retention",
        state: "scheduled",
      }),
    ).toBe(1);
  });
});

describe(`a METRICS_PORT listener on ${testDbKind()}`, () => {
  const metricsUrl = () => `http://127.0.0.1:${metricsPort}/metrics`;

  it("serves /metrics without a token, and the public listener answers 404", async () => {
    const exposition = await scrape(metricsUrl(), {});
    expect(exposition.types.get("job_queue_depth")).toBe("gauge");
    await expectNotFoundPage(`${separate.url}/metrics`);
    await expectNotFoundPage(`${separate.url}/metrics`, bearer(TOKEN));
  });

  it("serves nothing else", async () => {
    const other = await fetch(`http://127.0.0.1:${metricsPort}/`);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain("process_cpu");
    const post = await fetch(metricsUrl(), { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("shows queued mail as due while no worker has run", async () => {
    await postBlueprint(separate, "metrics-queue@example.org");
    const exposition = await scrape(metricsUrl(), {});
    expect(
      valueOf(exposition, "job_queue_depth", {
        kind: "lead_notification",
        state: "due",
      }),
    ).toBe(1);
    expect(
      valueOf(exposition, "job_queue_depth", {
        kind: "lead_acknowledgement",
        state: "due",
      }),
    ).toBe(1);
    expect(
      valueOf(exposition, "leads_stored_total", { source: "blueprint" }),
    ).toBe(1);
  });

  it("closes with the server on SIGTERM", async () => {
    const { code } = await separate.stop("SIGTERM");
    expect(code).toBe(0);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(metricsPort, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
