import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/marketing/contact";
import type { Database } from "~/server/db/client.server";
import { rowsOf } from "~/server/db/sql-rows.server";
import { newSigningSecret } from "~/server/integrations/signing-secret.server";
import { issueFormToken } from "~/server/security/form-token.server";
import {
  callAction,
  formRequest,
  startTestServices,
} from "../support/app-services";
import {
  addEndpoint,
  startReceiver,
  type TestReceiver,
} from "../support/webhook-receivers";

/**
 * A lead sent through a real form reaches a signed webhook and a Slack channel by the services'
 * own worker, polling as in production (WEBHOOK_ALLOWED_HOSTS lets it reach the loopback
 * receiver): once per endpoint, however many times the visitor's browser sent the form.
 */
let harness: Awaited<ReturnType<typeof startTestServices>>;
let receiver: TestReceiver;
const db = (): Database => harness.services.database.db;

beforeAll(async () => {
  receiver = await startReceiver();
  harness = await startTestServices({
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
    WEBHOOK_POLL_MS: "200",
  });
}, 120_000);
afterAll(async () => {
  await harness?.stop();
  await receiver?.close();
});

describe("a lead form and the integrations", () => {
  it("ten identical submissions make one lead.created per endpoint, delivered within seconds", async () => {
    await db().execute(sql`delete from webhook_endpoints`);
    const box = harness.services.integrations.box;
    const secret = newSigningSecret();
    await addEndpoint(db(), box, {
      url: `http://127.0.0.1:${receiver.port}/webhook`,
      secret,
    });
    await addEndpoint(db(), box, {
      url: `http://127.0.0.1:${receiver.port}/services/T0/B0/slack`,
      kind: "slack",
    });
    const token = issueFormToken(
      harness.services.env.authSecret,
      "contact",
      Date.now() - 10_000,
    );
    const fields = {
      firstName: "Ines",
      lastName: "Moreau",
      email: "ines.moreau@finances.gouv.example",
      company: "Ministère des Finances",
      interest: "healthcare",
      message: "Nous préparons une plateforme d'IA souveraine pour 14 agences.",
      _page: "/contact",
      _formToken: token,
    };
    for (let post = 0; post < 10; post++) {
      const { status } = await callAction(
        contactAction,
        formRequest("/contact", fields),
        "198.51.100.20",
      );
      expect(status).toBe(200);
    }
    await expect
      .poll(() => receiver.requests.length, { timeout: 15_000 })
      .toBe(2);
    const webhook = receiver.requests.find((r) => r.path === "/webhook")!;
    const event = new Webhook(secret).verify(webhook.body, {
      "webhook-id": String(webhook.headers["webhook-id"]),
      "webhook-timestamp": String(webhook.headers["webhook-timestamp"]),
      "webhook-signature": String(webhook.headers["webhook-signature"]),
    }) as { type: string; data: Record<string, unknown> };
    expect(event.type).toBe("lead.created");
    expect(event.data).toMatchObject({
      source: "contact",
      full_name: "Ines Moreau",
      email: "ines.moreau@finances.gouv.example",
      organisation: "Ministère des Finances",
    });
    const slack = receiver.requests.find((r) => r.path.includes("slack"))!;
    expect(slack.body).toContain("Ines Moreau");
    expect(slack.body).not.toContain("ines.moreau@");
    expect(slack.body).not.toContain("plateforme");
    // Nothing more comes: the nine repeats stored nothing and queued nothing.
    const [{ n }] = (await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from webhook_deliveries`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });
});
