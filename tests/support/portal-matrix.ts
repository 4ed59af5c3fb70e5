import { expect } from "vitest";
import { callRoute, get, type RouteAnswer } from "./account-session";
import { formRequest } from "./app-services";
import { visible, type Person, type Tenant } from "./portal-tenants";

/**
 * The cross-tenant matrix's vocabulary (tests/integration/portal-tenant-matrix.test.ts):
 * who calls, how a route is called (as React Router calls its loader or action), and how
 * each kind of caller's answer is judged.
 */

export type Ctx = { who: Person; owner: Tenant; own: Tenant | null };
export type Call = (
  ctx: Ctx,
) => Promise<RouteAnswer & { body?: Uint8Array | null }>;
export type Check = (
  answer: RouteAnswer & { body?: Uint8Array | null },
  ctx: Ctx,
) => void | Promise<void>;

export function notFound(answer: RouteAnswer) {
  expect(answer.status, visible(answer)).toBe(404);
  expect(answer.data).toBeNull();
}

/** A page answers 200 with data; an action answers 2xx, or redirects somewhere other than sign-in. */
export function ok(answer: RouteAnswer) {
  expect(answer.status, visible(answer)).toBeLessThan(400);
  if (answer.status >= 300)
    expect(answer.location ?? "").not.toMatch(/^\/auth/);
}

export function showsAll(...texts: ((t: Tenant) => string)[]): Check {
  return (answer, { owner }) => {
    expect(answer.status, visible(answer)).toBe(200);
    for (const text of texts) expect(visible(answer)).toContain(text(owner));
  };
}

/** A page of B's: it works (shows B's own row), and nothing of A's is on it. */
export function showsOwnNotOwner(own: (t: Tenant) => string): Check {
  return (answer, { owner, own: caller }) => {
    expect(answer.status, visible(answer)).toBe(200);
    expect(visible(answer)).toContain(own(caller!));
    for (const secret of owner.secrets)
      expect(visible(answer)).not.toContain(secret);
  };
}

/** A revoked user or an account without a client: sign-in (pages) or 404 (ids), never data. */
export function nothingForOutsider(answer: RouteAnswer, owner: Tenant) {
  const signIn =
    answer.status === 302 && /^\/auth(\?|$)/.test(answer.location ?? "");
  expect(signIn || answer.status === 404, visible(answer)).toBe(true);
  for (const secret of owner.secrets)
    expect(visible(answer)).not.toContain(secret);
}

// ---------------------------------------------------------------------------------------
// Calls.

export const loader = (module: { loader: unknown }) =>
  module.loader as (args: never) => unknown;
export const action = (module: object) => {
  if (typeof (module as { action?: unknown }).action !== "function")
    throw new Error("this route has no action yet");
  return (module as { action: unknown }).action as (args: never) => unknown;
};
export const page =
  (
    module: { loader: unknown },
    path: (c: Ctx) => string,
    params: (c: Ctx) => Record<string, string> = () => ({}),
  ): Call =>
  (c) =>
    callRoute(loader(module), get(path(c)), c.who.jar, c.who.ip, params(c));
export const submit =
  (
    module: object,
    path: (c: Ctx) => string,
    fields: (c: Ctx) => Record<string, string | File>,
    params: (c: Ctx) => Record<string, string> = () => ({}),
  ): Call =>
  (c) =>
    callRoute(
      action(module),
      formRequest(path(c), fields(c)),
      c.who.jar,
      c.who.ip,
      params(c),
    );

/** The Team tab's form intents (app/components/portal/team/*). */
export const TEAM_INTENTS = {
  revokeAccess: "revoke-access",
  revokeInvitation: "cancel-invitation",
} as const;

export const stamp = () => Math.random().toString(36).slice(2, 10);
export const upload = (name: string) =>
  new File([`Upload ${name}: data-sharing agreement, annex B\n`], name, {
    type: "text/plain",
  });
