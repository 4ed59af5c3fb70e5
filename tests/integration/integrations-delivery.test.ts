import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
} from "~/domain/integrations/retry-schedule";
import type { Database } from "~/server/db/client.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import {
  createDeliveryEngine,
  type DeliveryEngine,
  type DeliveryEngineOptions,
} from "~/server/integrations/delivery-engine.server";
import { newSigningSecret } from "~/server/integrations/signing-secret.server";
import { createSampleReceiver } from "../../scripts/webhook-receiver";
import { startTestServices } from "../support/app-services";
import {
  addEndpoint,
  addLead,
  drivenClock,
  startReceiver,
  testPolicy,
  type TestReceiver,
} from "../support/webhook-receivers";

/**
 * The integrations' delivery, on both databases, with loopback receivers, a stub resolver and
 * a driven clock: what the triggers queue, what is signed and sent, the retry schedule, a worker
 * killed mid-attempt, auto-disable and replay, rotation and the address checks.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
const db = (): Database => harness.services.database.db;
const box = () => harness.services.integrations.box;
let receiver: TestReceiver;
const engines: DeliveryEngine[] = [];

beforeAll(async () => {
  harness = await startTestServices();
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await harness?.stop();
});
beforeEach(async () => {
  // Every endpoint receives every lead's events: each test starts with none.
  await db().execute(sql`delete from webhook_endpoints`);
  receiver.requests.length = 0;
  receiver.answer = (_req, res) => res.writeHead(204).end();
});
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.stop()));
});

const receiverUrl = (path = "/hook") =>
  `http://receiver.test:${receiver.port}${path}`;

function engine(
  clock: ReturnType<typeof drivenClock>,
  extra: Partial<DeliveryEngineOptions> = {},
): DeliveryEngine {
  const created = createDeliveryEngine({
    db: db(),
    logger: harness.services.logger,
    box: box(),
    policy: testPolicy([`receiver.test:${receiver.port}`]),
    publicUrl: "https://consultancy.example",
    alertFallbackTo: "leads@consultancy.example",
    pollMs: 3_600_000,
    now: clock.now,
    random: () => 0.5,
    ...extra,
  });
  engines.push(created);
  return created;
}

type DeliveryRow = {
  id: string;
  state: string;
  attempts: number;
  event_type: string;
  next_attempt_at: string | Date | null;
};

const deliveriesOf = (endpointId: string) =>
  rowsOf<DeliveryRow>(
    db(),
    sql`select id, state, attempts, event_type, next_attempt_at from webhook_deliveries
      where endpoint_id = ${endpointId}::uuid order by created_at, event_type`,
  );

const attemptsOf = (endpointId: string) =>
  rowsOf<{
    trigger: string;
    status_code: number | null;
    error_class: string | null;
    attempted_at: string | Date;
    next_attempt_at: string | Date | null;
  }>(
    db(),
    sql`select trigger, status_code, error_class, attempted_at, next_attempt_at from webhook_attempts
      where endpoint_id = ${endpointId}::uuid order by attempted_at`,
  );

const endpointRow = async (id: string) =>
  (
    await rowsOf<{
      disabled_at: string | Date | null;
      disabled_reason: string | null;
      failing_since: string | Date | null;
    }>(
      db(),
      sql`select disabled_at, disabled_reason, failing_since from webhook_endpoints where id = ${id}::uuid`,
    )
  )[0]!;

const alertsTo = async (address: string) =>
  rowsOf<{ subject: string }>(
    db(),
    sql`select payload->>'subject' as subject from outbox
      where kind = 'integration_alert' and payload->'to'->>0 = ${address}`,
  );

describe("what the triggers queue", () => {
  it("one event per endpoint per lead, the lead's changes, and spam only where asked", async () => {
    const plain = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      events: ["lead.created", "lead.status_changed", "lead.assigned"],
    });
    const withSpam = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      includeSpam: true,
    });
    const lead = await addLead(db());
    const spam = await addLead(db(), { isSpam: true });
    await db().execute(
      sql`update leads set status = 'contacted' where id = ${lead}::uuid`,
    );
    const [admin] = await rowsOf<{ id: string }>(
      db(),
      sql`select id from profiles where role = 'admin' limit 1`,
    );
    await db().execute(
      sql`update leads set owner_profile_id = ${admin!.id}::uuid where id = ${lead}::uuid`,
    );
    expect((await deliveriesOf(plain)).map((d) => d.event_type)).toEqual([
      "lead.created",
      "lead.status_changed",
      "lead.assigned",
    ]);
    expect((await deliveriesOf(withSpam)).length).toBe(2);
    // "Not spam": the endpoint that leaves spam out learns of the lead now, once.
    await db().execute(
      sql`update leads set is_spam = false where id = ${spam}::uuid`,
    );
    await db().execute(
      sql`update leads set is_spam = true where id = ${spam}::uuid`,
    );
    await db().execute(
      sql`update leads set is_spam = false where id = ${spam}::uuid`,
    );
    const created = (await deliveriesOf(plain)).filter(
      (d) => d.event_type === "lead.created",
    );
    expect(created.length).toBe(2);
    expect((await deliveriesOf(withSpam)).length).toBe(2);
    const [changed] = await rowsOf<{ data: Record<string, unknown> }>(
      db(),
      sql`select data from webhook_deliveries where endpoint_id = ${plain}::uuid and event_type = 'lead.status_changed'`,
    );
    expect(changed!.data).toMatchObject({
      schema_version: 1,
      id: lead,
      status: "contacted",
      previous_status: "new",
      organisation: "Ministry of Digital Services",
    });
  });

  it("a booking's life: booked, moved, cancelled", async () => {
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      events: ["booking.created", "booking.rescheduled", "booking.cancelled"],
    });
    const [host] = await rowsOf<{ id: string }>(
      db(),
      sql`select id from booking_hosts limit 1`,
    );
    const start = new Date(Date.now() + 7 * 86_400_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const [booking] = await rowsOf<{ id: string }>(
      db(),
      sql`insert into bookings (host_id, visitor_name, visitor_email, organisation, visitor_zone, starts_at, ends_at, blocked_start, blocked_end, manage_token_hash, assignment_reason)
        values (${host!.id}::uuid, 'Kofi Mensah', 'kofi@health.gov.example', 'Ministry of Health', 'Africa/Accra',
          ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
          ${`hash-${Date.now()}`}, 'only host') returning id`,
    );
    await db().execute(
      sql`update bookings set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour',
        blocked_start = blocked_start + interval '1 hour', blocked_end = blocked_end + interval '1 hour', sequence = 1
        where id = ${booking!.id}::uuid`,
    );
    await db().execute(
      sql`update bookings set status = 'cancelled', cancelled_at = now(), sequence = 2 where id = ${booking!.id}::uuid`,
    );
    expect((await deliveriesOf(endpoint)).map((d) => d.event_type)).toEqual([
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
    ]);
  });
});

describe("signed deliveries", () => {
  it("every delivery verifies with the official library, over the bytes sent", async () => {
    const secret = newSigningSecret();
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      secret,
    });
    const leads = [
      await addLead(db()),
      await addLead(db()),
      await addLead(db()),
    ];
    const clock = drivenClock();
    expect(await engine(clock).runOnce()).toBe(3);
    expect(receiver.requests).toHaveLength(3);
    const verifier = new Webhook(secret);
    const ids = new Set<string>();
    for (const request of receiver.requests) {
      const event = verifier.verify(request.body, {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      }) as { type: string; timestamp: string; data: Record<string, unknown> };
      expect(Object.keys(event)).toEqual(["type", "timestamp", "data"]);
      expect(event.type).toBe("lead.created");
      expect(event.data.schema_version).toBe(1);
      expect(event.data.console_url).toBe(
        `https://consultancy.example/lead_admin/leads/${String(event.data.id)}`,
      );
      expect(request.headers["content-type"]).toBe("application/json");
      ids.add(String(request.headers["webhook-id"]));
    }
    expect(ids.size).toBe(3);
    expect(
      receiver.requests.map((r) => JSON.parse(r.body).data.id).sort(),
    ).toEqual([...leads].sort());
    expect(
      (await deliveriesOf(endpoint)).every((d) => d.state === "delivered"),
    ).toBe(true);
  });

  it("the sample receiver refuses a timestamp more than five minutes off, and drops a repeated id", async () => {
    const secret = newSigningSecret();
    const events: string[] = [];
    const sample = createSampleReceiver({
      secret,
      onEvent: (event) => events.push(event.id),
    });
    await new Promise<void>((resolve) =>
      sample.listen(0, "127.0.0.1", resolve),
    );
    const port = (sample.address() as AddressInfo).port;
    try {
      const endpoint = await addEndpoint(db(), box(), {
        url: `http://sample.test:${port}/`,
        secret,
      });
      await addLead(db());
      const clock = drivenClock();
      const policy = testPolicy([`sample.test:${port}`]);
      // A captured request sent again six minutes later: its signature is valid, its time is not.
      const late = engine(clock, {
        policy,
        wallClock: () => new Date(Date.now() - 6 * 60_000),
      });
      await late.runOnce();
      const [refused] = await attemptsOf(endpoint);
      expect(refused).toMatchObject({
        status_code: 400,
        error_class: "http_status",
      });
      expect(events).toEqual([]);
      // On time, it is taken; a Redeliver (same id) is acknowledged and not handled twice.
      clock.advance(RETRY_DELAYS_MS[0] * 2);
      await engine(clock, { policy }).runOnce();
      expect(events).toHaveLength(1);
      const [delivery] = await deliveriesOf(endpoint);
      expect(delivery!.state).toBe("delivered");
      const again = await engine(clock, { policy }).attemptNow(
        delivery!.id,
        "redeliver",
      );
      expect(again?.statusCode).toBe(204);
      expect(events).toHaveLength(1);
    } finally {
      await new Promise((resolve) => sample.close(resolve));
    }
  });

  it("rotation: both secrets sign for 24 hours, then only the new one", async () => {
    const oldSecret = newSigningSecret();
    const newSecret = newSigningSecret();
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      secret: oldSecret,
    });
    const clock = drivenClock();
    await db().execute(sql`update webhook_endpoint_secrets
      set expires_at = ${new Date(clock.now().getTime() + 86_400_000).toISOString()}::timestamptz
      where endpoint_id = ${endpoint}::uuid`);
    await db().execute(
      sql`insert into webhook_endpoint_secrets (endpoint_id, secret_encrypted) values (${endpoint}::uuid, ${box().seal(newSecret)})`,
    );
    await addLead(db());
    await engine(clock).runOnce();
    const during = receiver.requests.at(-1)!;
    expect(String(during.headers["webhook-signature"]).split(" ")).toHaveLength(
      2,
    );
    const headersOf = (request: typeof during) => ({
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    });
    expect(() =>
      new Webhook(oldSecret).verify(during.body, headersOf(during)),
    ).not.toThrow();
    expect(() =>
      new Webhook(newSecret).verify(during.body, headersOf(during)),
    ).not.toThrow();

    clock.advance(86_400_000 + 1000);
    await addLead(db());
    const later = engine(clock);
    await later.sweep();
    await later.runOnce();
    const after = receiver.requests.at(-1)!;
    expect(String(after.headers["webhook-signature"]).split(" ")).toHaveLength(
      1,
    );
    expect(() =>
      new Webhook(newSecret).verify(after.body, headersOf(after)),
    ).not.toThrow();
    expect(() =>
      new Webhook(oldSecret).verify(after.body, headersOf(after)),
    ).toThrow();
    const [{ n }] = (await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from webhook_endpoint_secrets where endpoint_id = ${endpoint}::uuid`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe("retries", () => {
  it("follow the schedule with its jitter, ten attempts over about three days, then stop", async () => {
    receiver.answer = (_req, res) => res.writeHead(500).end("database down");
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await addLead(db());
    const clock = drivenClock();
    const worker = engine(clock, { random: () => 0 });
    await worker.runOnce();
    for (const delay of RETRY_DELAYS_MS) {
      // Not before its time (the jitter moved it 20 % earlier, the most it can)…
      clock.advance(Math.round(delay * 0.8) - 1000);
      expect(await worker.runOnce()).toBe(0);
      // …and at it.
      clock.advance(1000);
      expect(await worker.runOnce()).toBe(1);
    }
    clock.advance(7 * 86_400_000);
    await worker.runOnce();
    const attempts = await attemptsOf(endpoint);
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
    expect(attempts.at(-1)!.next_attempt_at).toBeNull();
    expect(attempts[0]!.status_code).toBe(500);
    const [delivery] = await deliveriesOf(endpoint);
    expect(delivery).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
    const [logged] = await rowsOf<{ response_excerpt: string }>(
      db(),
      sql`select response_excerpt from webhook_attempts where endpoint_id = ${endpoint}::uuid limit 1`,
    );
    expect(logged!.response_excerpt).toBe("database down");
  });

  it("honour Retry-After, for the delivery and the endpoint", async () => {
    receiver.answer = (_req, res) =>
      res.writeHead(429, { "retry-after": "600" }).end();
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await addLead(db());
    await addLead(db());
    const clock = drivenClock();
    const worker = engine(clock, { concurrency: 1 });
    expect(await worker.runOnce()).toBe(1);
    const start = clock.now().getTime();
    const [first] = await attemptsOf(endpoint);
    expect(new Date(first!.next_attempt_at!).getTime() - start).toBe(600_000);
    // The other lead's delivery waits too: the receiver asked us to stop for ten minutes.
    clock.advance(599_000);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1000);
    receiver.answer = (_req, res) => res.writeHead(200).end();
    expect(await worker.runOnce()).toBe(2);
  });

  it("a worker killed mid-attempt loses nothing: the lease runs out and the attempt is made again", async () => {
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await addLead(db());
    const hung: ServerResponse[] = [];
    receiver.answer = (_req, res) => void hung.push(res);
    const clock = drivenClock();
    const killed = engine(clock, { leaseMs: 60_000 });
    const inFlight = killed.runOnce();
    await expect
      .poll(() => receiver.requests.length, { timeout: 10_000 })
      .toBe(1);
    // The process is gone: its attempt never returns. Another instance, a minute later.
    receiver.answer = (_req, res) => res.writeHead(200).end();
    clock.advance(61_000);
    expect(await engine(clock).runOnce()).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[0]!.headers["webhook-id"]).toBe(
      receiver.requests[1]!.headers["webhook-id"],
    );
    // The dead worker's answer arrives after all: its lease is lost, so it records nothing.
    hung[0]!.writeHead(200).end();
    await inFlight;
    const attempts = await attemptsOf(endpoint);
    expect(attempts).toHaveLength(1);
    const [delivery] = await deliveriesOf(endpoint);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 2 });
  });
});

describe("an endpoint that keeps failing", () => {
  it("is disabled after five days without a success, its owner told once, and its backlog replayed when turned back on", async () => {
    receiver.answer = (_req, res) => res.writeHead(503).end();
    const [owner] = await rowsOf<{ id: string; email: string }>(
      db(),
      sql`select id, email from profiles where role = 'admin' order by email limit 1`,
    );
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl(),
      createdByProfileId: owner!.id,
    });
    const clock = drivenClock();
    const worker = engine(clock);
    await addLead(db());
    await worker.runOnce();
    expect((await endpointRow(endpoint)).failing_since).not.toBeNull();
    const alertsBefore = (await alertsTo(owner!.email)).length;
    // Day by day, new leads keep failing.
    for (let day = 1; day <= 5; day++) {
      clock.advance(86_400_000);
      await addLead(db());
      await worker.runOnce();
    }
    const stopped = await endpointRow(endpoint);
    expect(stopped.disabled_reason).toBe("failing");
    expect(await alertsTo(owner!.email)).toHaveLength(alertsBefore + 1);
    // While off, nothing is sent and new events wait.
    const sent = receiver.requests.length;
    await addLead(db());
    clock.advance(86_400_000);
    await worker.sweep();
    await worker.runOnce();
    expect(receiver.requests.length).toBe(sent);
    expect(await alertsTo(owner!.email)).toHaveLength(alertsBefore + 1);
    // Turned back on with its backlog (what the console's "Turn on and replay" does).
    receiver.answer = (_req, res) => res.writeHead(200).end();
    await db().execute(sql`update webhook_deliveries
      set state = 'pending', attempts = 0, next_attempt_at = ${clock.now().toISOString()}::timestamptz,
        replayed_at = ${clock.now().toISOString()}::timestamptz
      where endpoint_id = ${endpoint}::uuid and state in ('pending', 'failed')`);
    await db().execute(sql`update webhook_endpoints
      set disabled_at = null, disabled_reason = null, failing_since = null where id = ${endpoint}::uuid`);
    await worker.runOnce();
    const deliveries = await deliveriesOf(endpoint);
    expect(deliveries).toHaveLength(7);
    expect(deliveries.every((d) => d.state === "delivered")).toBe(true);
    const lastPerDelivery = new Map(
      receiver.requests.map((r) => [r.headers["webhook-id"], r]),
    );
    expect(lastPerDelivery.size).toBe(7);
    const replays = (await attemptsOf(endpoint)).filter(
      (a) => a.trigger === "replay",
    );
    expect(replays).toHaveLength(7);
  });

  it("is disabled by the sweep when no new event comes to fail", async () => {
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl(),
    });
    const clock = drivenClock();
    await db().execute(sql`update webhook_endpoints
      set failing_since = ${new Date(clock.now().getTime() - 5 * 86_400_000 - 1000).toISOString()}::timestamptz
      where id = ${endpoint}::uuid`);
    await engine(clock).sweep();
    expect((await endpointRow(endpoint)).disabled_reason).toBe("failing");
    expect(await alertsTo("leads@consultancy.example")).not.toHaveLength(0);
  });

  it("is disabled at once by 410 Gone", async () => {
    receiver.answer = (_req, res) => res.writeHead(410).end();
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await addLead(db());
    const clock = drivenClock();
    await engine(clock).runOnce();
    expect((await endpointRow(endpoint)).disabled_reason).toBe("gone");
    const [delivery] = await deliveriesOf(endpoint);
    expect(delivery!.state).toBe("failed");
  });
});

describe("retention", () => {
  it("keeps deliveries and their attempts 30 days", async () => {
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await addLead(db());
    await addLead(db());
    const clock = drivenClock();
    await engine(clock).runOnce();
    await db().execute(sql`update webhook_deliveries
      set created_at = ${new Date(clock.now().getTime() - 31 * 86_400_000).toISOString()}::timestamptz
      where id = (select id from webhook_deliveries where endpoint_id = ${endpoint}::uuid order by created_at limit 1)`);
    await engine(clock).sweep();
    expect(await deliveriesOf(endpoint)).toHaveLength(1);
    expect(await attemptsOf(endpoint)).toHaveLength(1);
  });
});

describe("addresses", () => {
  it("a name that resolves to 127.0.0.1 gets no request, whatever it answered at save time", async () => {
    const endpoint = await addEndpoint(db(), box(), {
      url: `https://internal.test/hook`,
    });
    await addLead(db());
    await engine(drivenClock()).runOnce();
    const [attempt] = await attemptsOf(endpoint);
    expect(attempt).toMatchObject({
      error_class: "refused_address",
      status_code: null,
    });
    expect(receiver.requests).toHaveLength(0);
  });

  it("a 302 to loopback is a failure and is not followed", async () => {
    const inside = await startReceiver();
    try {
      receiver.answer = (_req, res) =>
        res
          .writeHead(302, { location: `http://127.0.0.1:${inside.port}/admin` })
          .end();
      const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
      await addLead(db());
      await engine(drivenClock()).runOnce();
      const [attempt] = await attemptsOf(endpoint);
      expect(attempt).toMatchObject({
        error_class: "redirect",
        status_code: 302,
      });
      expect(receiver.requests).toHaveLength(1);
      expect(inside.requests).toHaveLength(0);
    } finally {
      await inside.close();
    }
  });

  it("an endpoint whose stored URL was sealed under another key fails visibly", async () => {
    const endpoint = await addEndpoint(db(), box(), { url: receiverUrl() });
    await db().execute(
      sql`update webhook_endpoints set url_encrypted = 'v1.AAAA.AAAA.AAAA' where id = ${endpoint}::uuid`,
    );
    await addLead(db());
    await engine(drivenClock()).runOnce();
    const [attempt] = await attemptsOf(endpoint);
    expect(attempt!.error_class).toBe("secret_unreadable");
  });
});

describe("built-in destinations", () => {
  it("Slack: one message a second per endpoint, never the e-mail", async () => {
    const endpoint = await addEndpoint(db(), box(), {
      url: receiverUrl("/services/T0/B0/slack"),
      kind: "slack",
    });
    await addLead(db());
    await addLead(db());
    const clock = drivenClock();
    const worker = engine(clock);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1000);
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.requests).toHaveLength(2);
    for (const request of receiver.requests) {
      expect(request.body).not.toContain("@digital.gov.example");
      expect(JSON.parse(request.body)).toHaveProperty("blocks");
      expect(request.headers["webhook-signature"]).toBeUndefined();
    }
    expect(
      (await deliveriesOf(endpoint)).every((d) => d.state === "delivered"),
    ).toBe(true);
  });

  it("HubSpot: the form submission with the page and the consent text, and no retry once it may have arrived", async () => {
    const endpoint = await addEndpoint(db(), box(), {
      url: "https://api.hsforms.com/submissions/v3/integration/submit/123456/0a1b2c3d-0000-4000-8000-000000000001",
      kind: "hubspot",
      settings: {
        portalId: "123456",
        formGuid: "0a1b2c3d-0000-4000-8000-000000000001",
      },
    });
    const [contact] = await rowsOf<{ id: string }>(
      db(),
      sql`insert into contact_requests (first_name, last_name, email, company, interest, message, page_path, consent_text, locale)
        values ('Lina', 'Haddad', 'lina@justice.gov.example', 'Ministry of Justice', 'healthcare', 'A question', '/contact',
          'I agree that my details are used to answer my request.', 'en')
        returning id`,
    );
    const clock = drivenClock();
    const worker = engine(clock, {
      hubspotOrigin: `http://receiver.test:${receiver.port}`,
    });
    await worker.runOnce();
    const [sent] = receiver.requests;
    expect(sent!.path).toBe(
      "/submissions/v3/integration/submit/123456/0a1b2c3d-0000-4000-8000-000000000001",
    );
    const body = JSON.parse(sent!.body);
    expect(body.context.pageUri).toBe("https://consultancy.example/contact");
    expect(body.legalConsentOptions.consent.text).toBe(
      "I agree that my details are used to answer my request.",
    );
    expect(body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "email",
          value: "lina@justice.gov.example",
        }),
        expect.objectContaining({ name: "firstname", value: "Lina" }),
        expect.objectContaining({ name: "lastname", value: "Haddad" }),
      ]),
    );
    expect(contact).toBeDefined();

    // A timeout: HubSpot may have stored it, so it is not sent again.
    receiver.requests.length = 0;
    receiver.answer = () => undefined;
    await addLead(db());
    await engine(clock, {
      hubspotOrigin: `http://receiver.test:${receiver.port}`,
      timeoutMs: 300,
    }).runOnce();
    const timedOut = (await deliveriesOf(endpoint)).at(-1)!;
    expect(timedOut).toMatchObject({ state: "failed", next_attempt_at: null });

    // A 503 is an answer: HubSpot may have stored it. A 429 refused it: that one is retried.
    receiver.answer = (_req, res) => res.writeHead(503).end();
    await addLead(db());
    await engine(clock, {
      hubspotOrigin: `http://receiver.test:${receiver.port}`,
    }).runOnce();
    expect((await deliveriesOf(endpoint)).at(-1)).toMatchObject({
      state: "failed",
      next_attempt_at: null,
    });
    receiver.answer = (_req, res) => res.writeHead(429).end();
    await addLead(db());
    await engine(clock, {
      hubspotOrigin: `http://receiver.test:${receiver.port}`,
    }).runOnce();
    expect((await deliveriesOf(endpoint)).at(-1)!.state).toBe("pending");
  });
});
