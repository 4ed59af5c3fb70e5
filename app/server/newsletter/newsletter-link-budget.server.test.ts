import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyPolicyFor } from "../body-policies.server";
import { readRequestBodies } from "../http/request-body.server";
import { createUploadSlots } from "../http/upload-slots.server";
import { createLogger } from "../logger.server";
import { createFormRateLimiter } from "../security/rate-limit.server";
import { NEWSLETTER_LINK_MAX_BYTES } from "./newsletter-edge.server";

/**
 * The body layer's policy for the newsletter's token pages (newsletter-edge.server.ts): their
 * own per-client budget, counted before the body is read, and a small body limit.
 */
const off = createFormRateLimiter("off", 0);
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(
    readRequestBodies({
      bodyPolicyFor,
      formRateLimiter: off,
      authRateLimiter: off,
      inviteRateLimiter: { consume: async () => null },
      newsletterLinkRateLimiter: createFormRateLimiter("newsletter-test", 2),
      inviterOf: async () => null,
      uploadSlots: createUploadSlots(1),
      logger: createLogger("silent"),
    }),
  );
  app.use((_req, res) => {
    res.status(200).end("reached the route");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

const oneClick = (path: string, body: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });

describe("the token pages' budget and body limit", () => {
  it("refuses a body over the small limit unread (413)", async () => {
    const answer = await oneClick(
      "/newsletter/preferences?token=x",
      `intent=save&locale=${"x".repeat(NEWSLETTER_LINK_MAX_BYTES)}`,
    );
    expect(answer.status).toBe(413);
  });

  it("counts posts per client across both pages and languages, then answers 429 in the page's language", async () => {
    // The 413 above spent one of the two posts.
    expect(
      (
        await oneClick(
          "/newsletter/unsubscribe?token=x",
          "List-Unsubscribe=One-Click",
        )
      ).status,
    ).toBe(200);
    const refused = await oneClick(
      "/fr/newsletter/unsubscribe?token=x",
      "List-Unsubscribe=One-Click",
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(
      "Trop de demandes depuis votre réseau",
    );
    // Other paths are not counted here.
    expect((await oneClick("/contact", "name=x")).status).toBe(200);
  });
});
