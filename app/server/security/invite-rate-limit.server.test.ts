import { intlFor } from "~/i18n/intl";
import { formatMessage } from "~/i18n/message";
import { accountRateLimitedRefusal } from "../http/body-refusals.server";
import { describe, expect, it } from "vitest";
import type { LimiterOptions } from "./limiter-store.server";
import { memoryLimiter } from "./limiter-store.server";
import {
  createInviteRateLimiter,
  INVITE_WINDOW_SECONDS,
  inviteRateLimitMessage,
} from "./invite-rate-limit.server";

/** docs/access-audit.md: team invitations per client admin and per organisation, in whatever store the app counts in. */
describe("the team invitation limiter", () => {
  it("stops one admin at their own budget, while a colleague of the same organisation may still invite", async () => {
    const limiter = createInviteRateLimiter({ perAccount: 2, perClient: 10 });
    const amira = { userId: "user-amira", clientId: "meridian" };
    const omar = { userId: "user-omar", clientId: "meridian" };
    expect(await limiter.consume(amira)).toBeNull();
    expect(await limiter.consume(amira)).toBeNull();
    const refused = await limiter.consume(amira);
    expect(refused).toMatchObject({ scope: "account" });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(
      INVITE_WINDOW_SECONDS - 60,
    );
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(
      INVITE_WINDOW_SECONDS,
    );
    expect(await limiter.consume(omar)).toBeNull();
  });

  it("stops the whole organisation at its budget, whichever of its admins invites; other organisations are untouched", async () => {
    const limiter = createInviteRateLimiter({ perAccount: 5, perClient: 3 });
    const admins = ["a", "b", "c", "d"].map((id) => ({
      userId: `user-${id}`,
      clientId: "meridian",
    }));
    for (const admin of admins.slice(0, 3))
      expect(await limiter.consume(admin)).toBeNull();
    expect(await limiter.consume(admins[3]!)).toMatchObject({
      scope: "client",
    });
    expect(await limiter.consume(admins[0]!)).toMatchObject({
      scope: "client",
    });
    expect(
      await limiter.consume({ userId: "user-grace", clientId: "northshore" }),
    ).toBeNull();
  });

  it("counts in the limiter store it is given, under its own names, for an hour", async () => {
    const made: LimiterOptions[] = [];
    const limiter = createInviteRateLimiter(
      { perAccount: 4, perClient: 9 },
      (options) => {
        made.push(options);
        return memoryLimiter(options);
      },
    );
    expect(made).toEqual([
      {
        keyPrefix: "team-invite-account",
        points: 4,
        durationSeconds: INVITE_WINDOW_SECONDS,
      },
      {
        keyPrefix: "team-invite-client",
        points: 9,
        durationSeconds: INVITE_WINDOW_SECONDS,
      },
    ]);
    expect(await limiter.consume({ userId: "u", clientId: "c" })).toBeNull();
  });

  it("turns a budget off at 0", async () => {
    const limiter = createInviteRateLimiter({ perAccount: 0, perClient: 0 });
    for (let i = 0; i < 20; i++)
      expect(await limiter.consume({ userId: "u", clientId: "c" })).toBeNull();
  });

  it("says whose budget ran out and when to try again", () => {
    expect(
      formatMessage(intlFor("en"), inviteRateLimitMessage("account", 61)),
    ).toBe(
      "You have sent a lot of invitations in the last hour. Please try again in 2 minutes.",
    );
    expect(
      formatMessage(intlFor("en"), inviteRateLimitMessage("client", 30)),
    ).toMatch(
      /^Your organisation has sent a lot of invitations in the last hour\. Please try again in 1 minute,/,
    );
  });

  it("says it in French to a French admin, and the account pages' 429 to a French browser", () => {
    expect(
      formatMessage(intlFor("fr"), inviteRateLimitMessage("account", 61)),
    ).toMatch(
      /^Vous avez envoyé beaucoup d’invitations au cours de la dernière heure\. Veuillez réessayer dans 2\s?minutes\.$/u,
    );
    const refusal = accountRateLimitedRefusal(30, "fr");
    expect(refusal.formErrors[0]).toBe(
      "Trop de tentatives depuis votre réseau. Veuillez patienter 1 minute et réessayer.",
    );
    expect(accountRateLimitedRefusal(600).formErrors[0]).toBe(
      "Too many attempts from your network. Please wait 10 minutes and try again.",
    );
  });
});
