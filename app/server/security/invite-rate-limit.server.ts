import { message, type Message } from "~/i18n/message";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import {
  memoryLimiter,
  spendLimit,
  type MakeLimiter,
} from "./limiter-store.server";

/**
 * Team invitations per client admin and per client organisation (docs/access-audit.md): each one sends
 * an e-mail from our address to an outside one, so a client cannot send a flood of them,
 * whichever of its admins' accounts it uses. Counted by the edge in the shared limit store
 * (limiter-store.server.ts) before the body is read.
 */
export const INVITE_WINDOW_SECONDS = 3600;

/** Which budget ran out: one admin's, or the whole organisation's. */
export type InviteLimitScope = "account" | "client";

export type InviteRateLimiter = {
  /** null when allowed, else which budget is spent and the seconds until it allows one more. */
  consume(inviter: {
    userId: string;
    clientId: string;
  }): Promise<{ scope: InviteLimitScope; retryAfterSeconds: number } | null>;
};

export function createInviteRateLimiter(
  limits: { perAccount: number; perClient: number },
  makeLimiter: MakeLimiter = memoryLimiter,
): InviteRateLimiter {
  const make = (keyPrefix: string, points: number) =>
    points > 0
      ? makeLimiter({
          keyPrefix,
          points,
          durationSeconds: INVITE_WINDOW_SECONDS,
        })
      : null;
  const perAccount = make("team-invite-account", limits.perAccount);
  const perClient = make("team-invite-client", limits.perClient);
  return {
    async consume({ userId, clientId }) {
      // The admin's own budget first: one admin's flood does not spend the others' share
      // once their own budget is gone.
      const account = await spend(perAccount, userId);
      if (account !== null)
        return { scope: "account", retryAfterSeconds: account };
      const client = await spend(perClient, clientId);
      if (client !== null)
        return { scope: "client", retryAfterSeconds: client };
      return null;
    },
  };
}

async function spend(
  limiter: RateLimiterAbstract | null,
  key: string,
): Promise<number | null> {
  return limiter ? spendLimit(limiter, key) : null;
}

/** The 429's words: what happened, and when to try again. */
export function inviteRateLimitMessage(
  scope: InviteLimitScope,
  retryAfterSeconds: number,
): Message {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return message(
    scope === "account"
      ? "portal.team.toast.tooManyByYou"
      : "portal.team.toast.tooManyByOrganisation",
    { minutes },
  );
}
