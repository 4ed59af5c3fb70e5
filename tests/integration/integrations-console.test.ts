import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventFieldName } from "~/domain/integrations/endpoint-form";
import type {
  EndpointPageData,
  EndpointListData,
} from "~/domain/integrations/endpoint-views";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEndpointSecrets,
} from "~/server/db/schema.server";
import type { AddressResolver } from "~/server/integrations/destination-guard.server";
import type { Integrations } from "~/server/integrations/integrations.server";
import {
  integrationsEndpointAction,
  integrationsEndpointLoader,
} from "~/server/integrations/integrations-endpoint.handler.server";
import { integrationsListLoader } from "~/server/integrations/integrations-list.handler.server";
import {
  integrationsNewAction,
  integrationsNewLoader,
} from "~/server/integrations/integrations-new.handler.server";
import { maskedSecret } from "~/server/integrations/signing-secret.server";
import { webhookMessageId } from "~/server/integrations/signature-headers.server";
import { callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Integrations pages (docs/integrations.md), in-process on PGlite and
 * PostgreSQL, against a receiver on loopback that the deployment trusts
 * (WEBHOOK_ALLOWED_HOSTS): an address the guard refuses stores nothing; a signed webhook's
 * secret is stored sealed and shown once; rotation keeps the previous secret 24 hours;
 * "Send test" and Redeliver reach the receiver; turning on replays or skips the backlog;
 * "Replay failed since…" leaves alone what HubSpot may have; the audit log never holds a
 * secret or a Slack URL; an editor and a client get 404 from everything.
 */

const BASE = "/lead_admin/integrations";
const HOUR = 3_600_000;
const SLACK_URL =
  "https://hooks.slack.com/services/T0SECRET1/B0SECRET2/abcdSECRETtokenWXYZ";

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;

let db: Database;
let integrations: Integrations;
let stop: () => Promise<void>;
let admin: DemoPerson;
let editor: DemoPerson;
let client: DemoPerson;

/** Public addresses for the example hosts, a private one for example.internal. */
const resolver: AddressResolver = async (host) => {
  if (host === "example.internal") return [{ address: "10.0.0.5", family: 4 }];
  if (
    host.endsWith("example.com") ||
    host === "hooks.slack.com" ||
    host === "api.hsforms.com"
  )
    return [{ address: "93.184.216.34", family: 4 }];
  throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
};

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.end("thanks\nsecond line");
    });
  });
  await new Promise<void>((resolve) =>
    receiver.listen(0, "127.0.0.1", resolve),
  );
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hook`;
  const started = await startTestServices({
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}`,
  });
  stop = started.stop;
  db = started.services.database.db;
  integrations = started.services.integrations;
  // Only this file's sends: the worker's timer is off (attempts are made by the pages' actions).
  await integrations.engine.stop();
  (integrations.policy as { resolve: AddressResolver }).resolve = resolver;
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  client = await signInDemo(MERIDIAN_USER);
}, 180_000);

afterAll(async () => {
  await stop?.();
  await new Promise((resolve) => receiver?.close(resolve));
});

const create = (who: DemoPerson, fields: Record<string, string>) =>
  callRoute(
    integrationsNewAction,
    post(`${BASE}/new`, fields),
    who.jar,
    who.ip,
  );
const act = (who: DemoPerson, id: string, fields: Record<string, string>) =>
  callRoute(
    integrationsEndpointAction,
    post(`${BASE}/${id}`, fields),
    who.jar,
    who.ip,
    { endpointId: id },
  );
const page = async (who: DemoPerson, id: string, query = "") =>
  callRoute(
    integrationsEndpointLoader,
    get(`${BASE}/${id}${query}`),
    who.jar,
    who.ip,
    { endpointId: id },
  );
const pageData = async (id: string, query = "") =>
  (await page(admin, id, query)).data as unknown as EndpointPageData;

const webhookFields = (extra: Record<string, string> = {}) => ({
  intent: "save",
  kind: "webhook",
  url: receiverUrl,
  description: "CRM intake",
  [eventFieldName("lead.created")]: "on",
  ...extra,
});

async function endpointCount() {
  return (await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints))
    .length;
}
async function endpointRow(id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row;
}
async function auditOf(id: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
}
async function deliveryRow(id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id));
  return row!;
}

let seq = 0;
/** A delivery as the triggers queue one, in the state a test needs. */
async function queueDelivery(
  endpointId: string,
  values: {
    state: "pending" | "delivered" | "failed" | "skipped";
    createdAt: Date;
    attempts?: { statusCode: number | null; errorClass: string | null }[];
    attemptedAt?: Date;
  },
): Promise<string> {
  seq += 1;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventKey: `lead.created:test-${seq}`,
      eventType: "lead.created",
      occurredAt: values.createdAt,
      data: {
        schema_version: 1,
        id: "3f6c2a1e-8b4d-4c7a-9e21-5d0f7b9a1c34",
        source: "contact",
        full_name: "Test Lead",
        email: "lead@example.org",
        organisation: null,
        interest: null,
        status: "new",
        is_spam: false,
        created_at: values.createdAt.toISOString(),
      },
      state: values.state,
      attempts: values.attempts?.length ?? 0,
      nextAttemptAt: values.state === "pending" ? values.createdAt : null,
      createdAt: values.createdAt,
    })
    .returning({ id: webhookDeliveries.id });
  for (const attempt of values.attempts ?? [])
    await db.insert(webhookAttempts).values({
      deliveryId: row!.id,
      endpointId,
      attemptedAt: values.attemptedAt ?? values.createdAt,
      durationMs: 12,
      trigger: "schedule",
      statusCode: attempt.statusCode,
      errorClass: attempt.errorClass,
    });
  return row!.id;
}

let webhookId: string;
let secret: string;
let slackId: string;

describe("adding an endpoint", () => {
  it("refuses what the guard refuses — a private address, http, port 8080, a user name — and stores nothing, keeping what was typed", async () => {
    const before = await endpointCount();
    const cases: [string, RegExp][] = [
      [
        "https://example.internal/hooks",
        /example\.internal resolves to a private or reserved address \(10\.0\.0\.5\)/,
      ],
      ["http://crm.example.com/hooks", /only https URLs are allowed/],
      ["https://crm.example.com:8080/hooks", /port 8080 is refused/],
      [
        "https://user:pass@crm.example.com/hooks",
        /a URL with a user name or password is refused/,
      ],
      ["https://10.0.0.1/x", /10\.0\.0\.1 is a private or reserved address/],
    ];
    for (const [url, message] of cases) {
      const answer = await create(admin, webhookFields({ url }));
      expect(answer.status, url).toBe(400);
      const data = answer.data as {
        fieldErrors: Record<string, string>;
        values: Record<string, string>;
      };
      expect(data.fieldErrors.url, url).toMatch(message);
      expect(data.values.url).toBe(url);
      expect(data.values.description).toBe("CRM intake");
    }
    expect(await endpointCount()).toBe(before);
  });

  it("answers each field's error from the shared schema", async () => {
    const answer = await create(admin, {
      intent: "save",
      kind: "hubspot",
      portalId: "12ab",
      formGuid: "nope",
      description: "x".repeat(201),
    });
    expect(answer.status).toBe(400);
    const errors = (answer.data as { fieldErrors: Record<string, string> })
      .fieldErrors;
    expect(Object.keys(errors).sort()).toEqual([
      "description",
      "events",
      "formGuid",
      "portalId",
    ]);
  });

  it("adds a signed webhook: its secret is stored sealed, shown in this answer only, and the audit names neither", async () => {
    const answer = await create(admin, webhookFields());
    expect(answer.status).toBe(200);
    const created = (answer.data as { created: { id: string; secret: string } })
      .created;
    webhookId = created.id;
    secret = created.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const row = await endpointRow(webhookId);
    expect(row).toMatchObject({
      kind: "webhook",
      urlDisplay: receiverUrl,
      description: "CRM intake",
      eventTypes: ["lead.created"],
      includeSpam: false,
      disabledAt: null,
    });
    expect(row!.urlEncrypted).not.toContain("127.0.0.1");
    expect(integrations.box.open(row!.urlEncrypted)).toBe(receiverUrl);
    expect(row!.createdByProfileId).not.toBeNull();
    const secrets = await db
      .select()
      .from(webhookEndpointSecrets)
      .where(eq(webhookEndpointSecrets.endpointId, webhookId));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]!.expiresAt).toBeNull();
    expect(secrets[0]!.secretEncrypted).not.toContain(secret.slice(6, 20));
    expect(integrations.box.open(secrets[0]!.secretEncrypted)).toBe(secret);
    // The endpoint's page shows it masked, and nowhere whole.
    const shown = await page(admin, webhookId);
    expect(shown.status).toBe(200);
    const data = shown.data as unknown as EndpointPageData;
    expect(data.secret?.current).toBe(maskedSecret(secret));
    expect(JSON.stringify(shown.data)).not.toContain(secret);
    const [entry] = await auditOf(webhookId, "integration.create");
    expect(entry!.entityType).toBe("integration");
    expect(entry!.actorEmail).toBe(STAFF);
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(JSON.stringify(entry)).toContain(receiverUrl);
  });

  it("adds a Slack endpoint under its masked URL, opens its page, and audits without the URL", async () => {
    const answer = await create(admin, {
      intent: "save",
      kind: "slack",
      url: SLACK_URL,
      [eventFieldName("lead.created")]: "on",
      [eventFieldName("booking.created")]: "on",
    });
    expect(answer.status).toBe(302);
    slackId = answer.location!.split("/").pop()!;
    expect(answer.location).toBe(`${BASE}/${slackId}`);
    const row = await endpointRow(slackId);
    expect(row!.urlDisplay).toBe("https://hooks.slack.com/…WXYZ");
    expect(integrations.box.open(row!.urlEncrypted)).toBe(SLACK_URL);
    const secrets = await db
      .select()
      .from(webhookEndpointSecrets)
      .where(eq(webhookEndpointSecrets.endpointId, slackId));
    expect(secrets).toHaveLength(0);
    const data = await pageData(slackId);
    expect(data.secret).toBeNull();
    expect(JSON.stringify(data)).not.toContain("SECRET");
    // The preview is the Slack builder's body for the first event chosen.
    expect(data.preview?.eventType).toBe("lead.created");
    expect(JSON.parse(data.preview!.body)).toHaveProperty("blocks");
    expect(data.preview!.body).not.toContain("amara.okafor@example.org");
    const [entry] = await auditOf(slackId, "integration.create");
    expect(JSON.stringify(entry)).not.toContain("SECRET");
  });

  it("an edit with an empty Slack URL keeps it; a new one is checked and masked", async () => {
    const keep = await act(admin, slackId, {
      intent: "save",
      url: "",
      description: "#new-leads",
      [eventFieldName("lead.created")]: "on",
    });
    expect(keep.status).toBe(302);
    let row = await endpointRow(slackId);
    expect(integrations.box.open(row!.urlEncrypted)).toBe(SLACK_URL);
    expect(row!.description).toBe("#new-leads");
    expect(row!.eventTypes).toEqual(["lead.created"]);
    const refused = await act(admin, slackId, {
      intent: "save",
      url: "https://hooks.slack.com.example.internal/x",
      [eventFieldName("lead.created")]: "on",
    });
    expect(refused.status).toBe(400);
    const other = `${SLACK_URL.slice(0, -4)}ABCD`;
    expect(
      (
        await act(admin, slackId, {
          intent: "save",
          url: other,
          description: "#new-leads",
          [eventFieldName("lead.created")]: "on",
        })
      ).status,
    ).toBe(302);
    row = await endpointRow(slackId);
    expect(row!.urlDisplay).toBe("https://hooks.slack.com/…ABCD");
    expect(integrations.box.open(row!.urlEncrypted)).toBe(other);
  });
});

describe("the signed webhook's page", () => {
  it("lists it with its state and counts", async () => {
    const list = await callRoute(
      integrationsListLoader,
      get(BASE),
      admin.jar,
      admin.ip,
    );
    const rows = (list.data as unknown as EndpointListData).endpoints;
    const row = rows.find((r) => r.id === webhookId)!;
    expect(row.state).toEqual({ kind: "on" });
    expect(row.pending).toBe(0);
    expect(rows.find((r) => r.id === slackId)!.urlDisplay).toBe(
      "https://hooks.slack.com/…ABCD",
    );
  });

  it("previews the signed body with the headers that carry the signature", async () => {
    const data = await pageData(webhookId);
    expect(data.preview!.headerNames).toEqual([
      "content-type",
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const body = JSON.parse(data.preview!.body) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(body.type).toBe("lead.created");
    expect(body.data.full_name).toBe("Amara Okafor");
    expect(body.data.console_url).toMatch(/\/lead_admin\/leads\//);
  });

  it("sends a test the worker never picks up, and shows the answer", async () => {
    received.length = 0;
    const answer = await act(admin, webhookId, { intent: "test" });
    expect(answer.status).toBe(200);
    const outcome = (answer.data as { outcome: Record<string, unknown> })
      .outcome;
    expect(outcome.statusCode).toBe(200);
    expect(outcome.answer).toBe("thanks\nsecond line");
    expect(received).toHaveLength(1);
    const sent = JSON.parse(received[0]!.body) as { type: string };
    expect(sent.type).toBe("webhook.test");
    expect(received[0]!.headers["webhook-signature"]).toMatch(/^v1,/);
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, webhookId),
          eq(webhookDeliveries.eventType, "webhook.test"),
        ),
      );
    expect(delivery!.state).toBe("delivered");
    expect(delivery!.nextAttemptAt).toBeNull();
    expect(delivery!.eventKey).toMatch(/^webhook\.test:[0-9a-f-]{36}$/);
    expect(received[0]!.headers["webhook-id"]).toBe(
      webhookMessageId(delivery!.id),
    );
    expect(await auditOf(webhookId, "integration.test")).toHaveLength(1);
    // The log shows the attempt.
    const log = (await pageData(webhookId)).log;
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      trigger: "test",
      statusCode: 200,
      messageId: webhookMessageId(delivery!.id),
      responseExcerpt: "thanks\nsecond line",
      maySendAgain: true,
    });
  });

  it("Redeliver sends the same delivery again under the same webhook-id", async () => {
    const id = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(),
      attempts: [{ statusCode: 503, errorClass: "http_status" }],
    });
    received.length = 0;
    const answer = await act(admin, webhookId, {
      intent: "redeliver",
      deliveryId: id,
    });
    expect(answer.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers["webhook-id"]).toBe(webhookMessageId(id));
    expect((await deliveryRow(id)).state).toBe("delivered");
    const [entry] = await auditOf(webhookId, "integration.redeliver");
    expect(entry!.details).toMatchObject({ deliveryId: id });
    // Another endpoint's delivery is not found through this one.
    expect(
      (await act(admin, slackId, { intent: "redeliver", deliveryId: id }))
        .status,
    ).toBe(404);
  });

  it("filters the log by outcome, event and state", async () => {
    expect((await pageData(webhookId, "?outcome=failed")).log.total).toBe(1);
    expect((await pageData(webhookId, "?outcome=succeeded")).log.total).toBe(2);
    expect(
      (await pageData(webhookId, "?eventType=webhook.test")).log.total,
    ).toBe(1);
    expect((await pageData(webhookId, "?state=failed")).log.total).toBe(0);
    expect(
      (await pageData(webhookId, "?since=2999-01-01")).log.rows,
    ).toHaveLength(0);
    // An unknown filter value is ignored rather than an error.
    expect((await pageData(webhookId, "?outcome=maybe")).filters.outcome).toBe(
      "all",
    );
  });

  it("rotates the secret: a new one, shown once; the previous kept 24 hours", async () => {
    const before = Date.now();
    const answer = await act(admin, webhookId, { intent: "rotate" });
    expect(answer.status).toBe(200);
    const rotated = (answer.data as { secret: string }).secret;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    const secrets = await db
      .select()
      .from(webhookEndpointSecrets)
      .where(eq(webhookEndpointSecrets.endpointId, webhookId))
      .orderBy(asc(webhookEndpointSecrets.createdAt));
    expect(secrets).toHaveLength(2);
    const [old, current] = secrets;
    expect(integrations.box.open(old!.secretEncrypted)).toBe(secret);
    expect(integrations.box.open(current!.secretEncrypted)).toBe(rotated);
    expect(current!.expiresAt).toBeNull();
    const expires = old!.expiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    const data = await pageData(webhookId);
    expect(data.secret!.current).toBe(maskedSecret(rotated));
    expect(data.secret!.previousValidUntil).toBe(old!.expiresAt!.toISOString());
    // Deliveries are signed with both meanwhile.
    received.length = 0;
    await act(admin, webhookId, { intent: "test" });
    expect(
      String(received[0]!.headers["webhook-signature"]).split(" "),
    ).toHaveLength(2);
    const [entry] = await auditOf(webhookId, "integration.rotate_secret");
    expect(JSON.stringify(entry)).not.toContain(rotated);
    expect(JSON.stringify(entry)).not.toContain(secret);
  });
});

let failedBeforeId: string;

describe("turning off and on", () => {
  let pendingId: string;
  let failedSinceId: string;
  let streakStartId: string;

  it("turns off; events wait as a backlog", async () => {
    // A failure streak that began 3 hours ago, then staff turned it off.
    await db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 3 * HOUR) })
      .where(eq(webhookEndpoints.id, webhookId));
    const answer = await act(admin, webhookId, { intent: "turn-off" });
    expect(answer.status).toBe(302);
    const row = await endpointRow(webhookId);
    expect(row!.disabledReason).toBe("manual");
    expect(row!.disabledAt).not.toBeNull();
    pendingId = await queueDelivery(webhookId, {
      state: "pending",
      createdAt: new Date(),
    });
    failedSinceId = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(Date.now() - 2 * HOUR),
      attempts: [{ statusCode: 500, errorClass: "http_status" }],
    });
    // Made before the streak; its failure is what began it.
    streakStartId = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(Date.now() - 4 * HOUR),
      attemptedAt: new Date(Date.now() - 3 * HOUR),
      attempts: [{ statusCode: 500, errorClass: "http_status" }],
    });
    failedBeforeId = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(Date.now() - 5 * HOUR),
    });
    const data = await pageData(webhookId);
    expect(data.endpoint.state).toMatchObject({
      kind: "off",
      reason: "manual",
    });
    expect(data.backlog).toEqual({ total: 3, replayable: 3 });
    expect(await auditOf(webhookId, "integration.turn_off")).toHaveLength(1);
  });

  it("turns on and replays the backlog, forgetting the failure streak", async () => {
    const answer = await act(admin, webhookId, {
      intent: "turn-on",
      backlog: "replay",
    });
    expect(answer.status).toBe(302);
    const row = await endpointRow(webhookId);
    expect(row).toMatchObject({
      disabledAt: null,
      disabledReason: null,
      failingSince: null,
      sendNotBefore: null,
    });
    for (const id of [pendingId, failedSinceId, streakStartId]) {
      const delivery = await deliveryRow(id);
      expect(delivery.state).toBe("pending");
      expect(delivery.attempts).toBe(0);
      expect(delivery.replayedAt).not.toBeNull();
      expect(delivery.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Failed before the streak began: not part of the backlog.
    expect((await deliveryRow(failedBeforeId)).state).toBe("failed");
    const [entry] = await auditOf(webhookId, "integration.turn_on");
    expect(entry!.details).toMatchObject({ replayed: 3, skipped: 0 });
  });

  it("turns on without the backlog: it is skipped", async () => {
    await act(admin, webhookId, { intent: "turn-off" });
    const waiting = await queueDelivery(webhookId, {
      state: "pending",
      createdAt: new Date(),
    });
    const answer = await act(admin, webhookId, {
      intent: "turn-on",
      backlog: "skip",
    });
    expect(answer.status).toBe(302);
    expect((await endpointRow(webhookId))!.disabledAt).toBeNull();
    expect((await deliveryRow(waiting)).state).toBe("skipped");
    expect((await deliveryRow(pendingId)).state).toBe("skipped");
    expect(
      (await auditOf(webhookId, "integration.turn_on")).map(
        (entry) => (entry.details as { skipped: number }).skipped,
      ),
    ).toContain(4);
  });

  it("says when it was already on", async () => {
    const answer = await act(admin, webhookId, {
      intent: "turn-on",
      backlog: "replay",
    });
    expect(answer.status).toBe(302);
    expect(await auditOf(webhookId, "integration.turn_on")).toHaveLength(2);
  });
});

describe("Replay failed since… and HubSpot's at most once", () => {
  let hubspotId: string;

  it("replays the failed deliveries since the moment given, and no earlier ones", async () => {
    const recent = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(Date.now() - HOUR),
    });
    const old = await queueDelivery(webhookId, {
      state: "failed",
      createdAt: new Date(Date.now() - 48 * HOUR),
    });
    const since = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 16);
    const answer = await act(admin, webhookId, { intent: "replay", since });
    expect(answer.status).toBe(302);
    const delivery = await deliveryRow(recent);
    expect(delivery).toMatchObject({ state: "pending", attempts: 0 });
    expect(delivery.replayedAt).not.toBeNull();
    expect((await deliveryRow(old)).state).toBe("failed");
    // The one that failed before the earlier failure streak is inside these 24 hours too.
    expect((await deliveryRow(failedBeforeId)).state).toBe("pending");
    const [entry] = await auditOf(webhookId, "integration.replay");
    expect(entry!.details).toMatchObject({ replayed: 2 });
  });

  it("refuses a date it cannot read, replaying nothing", async () => {
    const answer = await act(admin, webhookId, {
      intent: "replay",
      since: "yesterday",
    });
    expect(answer.status).toBe(400);
    expect(
      (answer.data as { fieldErrors: Record<string, string> }).fieldErrors
        .since,
    ).toMatch(/date and time/);
  });

  it("never sends HubSpot again what may be there; Redeliver and replay both refuse", async () => {
    const answer = await create(admin, {
      intent: "save",
      kind: "hubspot",
      portalId: " 1234567 ",
      formGuid: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
      [eventFieldName("lead.created")]: "on",
    });
    expect(answer.status).toBe(302);
    hubspotId = answer.location!.split("/").pop()!;
    expect((await endpointRow(hubspotId))!.settings).toEqual({
      portalId: "1234567",
      formGuid: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
    });
    const at = new Date(Date.now() - HOUR);
    const timedOut = await queueDelivery(hubspotId, {
      state: "failed",
      createdAt: at,
      attempts: [{ statusCode: null, errorClass: "timeout" }],
    });
    const answered = await queueDelivery(hubspotId, {
      state: "failed",
      createdAt: at,
      attempts: [{ statusCode: 400, errorClass: "http_status" }],
    });
    const neverLeft = await queueDelivery(hubspotId, {
      state: "failed",
      createdAt: at,
      attempts: [{ statusCode: null, errorClass: "dns" }],
    });
    const delivered = await queueDelivery(hubspotId, {
      state: "delivered",
      createdAt: at,
      attempts: [{ statusCode: 200, errorClass: null }],
    });
    for (const id of [timedOut, answered, delivered])
      expect(
        (await act(admin, hubspotId, { intent: "redeliver", deliveryId: id }))
          .status,
      ).toBe(409);
    const log = (await pageData(hubspotId)).log;
    expect(
      Object.fromEntries(log.rows.map((r) => [r.deliveryId, r.maySendAgain])),
    ).toEqual({
      [timedOut]: false,
      [answered]: false,
      [neverLeft]: true,
      [delivered]: false,
    });
    // No test either: each submission makes a HubSpot contact.
    expect((await act(admin, hubspotId, { intent: "test" })).status).toBe(409);
    const since = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 16);
    await act(admin, hubspotId, { intent: "replay", since });
    expect((await deliveryRow(neverLeft)).state).toBe("pending");
    for (const id of [timedOut, answered])
      expect((await deliveryRow(id)).state).toBe("failed");
    expect((await deliveryRow(delivered)).state).toBe("delivered");
  });

  it("saving other settings does not look the host up again; a new form id is checked", async () => {
    const policy = integrations.policy as { resolve: AddressResolver };
    policy.resolve = async () => {
      throw Object.assign(new Error("no answer"), { code: "EAI_AGAIN" });
    };
    try {
      const fields = {
        intent: "save",
        portalId: "1234567",
        formGuid: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
        description: "HubSpot intake",
        [eventFieldName("lead.created")]: "on",
      };
      expect((await act(admin, hubspotId, fields)).status).toBe(302);
      expect((await endpointRow(hubspotId))!.description).toBe(
        "HubSpot intake",
      );
      const moved = await act(admin, hubspotId, {
        ...fields,
        formGuid: "2b2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
      });
      expect(moved.status).toBe(400);
      expect(
        (moved.data as { fieldErrors: Record<string, string> }).fieldErrors
          .portalId,
      ).toMatch(/api\.hsforms\.com did not resolve/);
    } finally {
      policy.resolve = resolver;
    }
  });

  it("counts only what may be sent again when turning HubSpot back on", async () => {
    await db
      .update(webhookEndpoints)
      .set({
        disabledAt: new Date(),
        disabledReason: "failing",
        failingSince: new Date(Date.now() - 2 * HOUR),
      })
      .where(eq(webhookEndpoints.id, hubspotId));
    const data = await pageData(hubspotId);
    // Pending (replayed above) and the two failed ones it may have.
    expect(data.backlog).toEqual({ total: 3, replayable: 1 });
    expect(data.endpoint).toMatchObject({ pending: 1, failed30d: 2 });
  });
});

describe("the console's banner for a stopped integration", () => {
  it("shows admins what stopped and why; editors' pages do not ask", async () => {
    const layout = async (who: DemoPerson) =>
      (
        await callRoute(
          consoleLayoutLoader,
          get("/lead_admin"),
          who.jar,
          who.ip,
        )
      ).data as { stoppedIntegrations: { id: string; reason: string }[] };
    const forAdmin = await layout(admin);
    expect(forAdmin.stoppedIntegrations).toEqual([
      expect.objectContaining({ reason: "failing" }),
    ]);
    expect((await layout(editor)).stoppedIntegrations).toEqual([]);
  });
});

describe("who may", () => {
  it("an editor and a client get 404 from every page and every post, and change nothing", async () => {
    const before = await endpointRow(webhookId);
    const count = await endpointCount();
    for (const who of [editor, client]) {
      const answers = [
        await callRoute(integrationsListLoader, get(BASE), who.jar, who.ip),
        await callRoute(
          integrationsNewLoader,
          get(`${BASE}/new`),
          who.jar,
          who.ip,
        ),
        await create(who, webhookFields()),
        await page(who, webhookId),
        ...(await Promise.all(
          (
            [
              webhookFields({ description: "changed" }),
              { intent: "delete" },
              { intent: "test" },
              { intent: "rotate" },
              { intent: "turn-off" },
              { intent: "turn-on", backlog: "replay" },
              { intent: "replay", since: "2026-01-01T00:00" },
              { intent: "redeliver", deliveryId: webhookId },
            ] as Record<string, string>[]
          ).map((fields) => act(who, webhookId, fields)),
        )),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.data).toBeNull();
      }
    }
    expect(await endpointCount()).toBe(count);
    expect(await endpointRow(webhookId)).toEqual(before);
  });

  it("an unknown or malformed endpoint id is a 404", async () => {
    expect(
      (await page(admin, "00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
    expect((await page(admin, "not-a-uuid")).status).toBe(404);
  });
});

describe("deleting and the audit log", () => {
  it("deletes after the confirmation step, audited", async () => {
    const answer = await act(admin, slackId, { intent: "delete" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(BASE);
    expect(await endpointRow(slackId)).toBeUndefined();
    const [entry] = await auditOf(slackId, "integration.delete");
    expect(entry!.summary).toMatch(/#new-leads/);
  });

  it("every write is audited, and no entry holds a secret or a Slack URL", async () => {
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "integration"));
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      "integration.create",
      "integration.update",
      "integration.delete",
      "integration.test",
      "integration.redeliver",
      "integration.rotate_secret",
      "integration.turn_off",
      "integration.turn_on",
      "integration.replay",
    ])
      expect(actions, action).toContain(action);
    const text = JSON.stringify(entries);
    expect(text).not.toContain("whsec_");
    expect(text).not.toContain("hooks.slack.com/services");
    expect(text).not.toContain("SECRET");
    expect(entries.every((entry) => entry.actorEmail === STAFF)).toBe(true);
  });
});
