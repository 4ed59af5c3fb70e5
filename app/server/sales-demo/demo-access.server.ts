import { data, redirect, type RouterContextProvider } from "react-router";
import {
  DEMO_GATE_MISMATCH,
  demoGateBlockedMessage,
  demoGateSchema,
  demoReturnPath,
} from "~/domain/sales-demo/demo-gate-form";
import type { DemoFrame } from "~/domain/sales-demo/demo-content";
import { accountFormOf, textField } from "../auth/account-form.server";
import type { Env } from "../env.server";
import { notFound } from "../http/not-found-response.server";
import { requestInfoContext } from "../http/request-context.server";
import { rateLimitClientKey } from "../security/client-key.server";
import { getAppServices } from "../services.server";
import { findDemoClient, type DemoClientRow } from "./demo-content.server";
import {
  credentialsMatch,
  isUnlocked,
  lockCookie,
  unlockCookie,
  waitAfterMismatch,
} from "./demo-gate.server";

/**
 * Who may see /allied, checked by every loader and action under it. Off (no
 * credentials in production) or pointed at a demo that does not exist: 404 everywhere, the
 * same answer as any unknown address. Locked: the gate.
 */

/** Never stored by a browser or a proxy: the pages are behind the gate. */
export const DEMO_HEADERS = { "Cache-Control": "no-store" } as const;

export type DemoAccess = { env: Env; client: DemoClientRow };

async function demoOrNotFound(): Promise<{ env: Env; client: DemoClientRow }> {
  const { env, database } = getAppServices();
  if (!env.demo.gate) throw notFound();
  const client = await findDemoClient(database.db, env.demo.clientKey);
  if (!client) throw notFound();
  return { env, client };
}

/** The layout's loader: locked (the gate) or open (who the demo client is). */
export async function demoFrameLoader({ request }: { request: Request }) {
  const { env, client } = await demoOrNotFound();
  const unlocked = await isUnlocked(env, request);
  const frame: DemoFrame | null = unlocked
    ? { companyName: client.companyName, shortName: client.shortName }
    : null;
  const next = new URL(request.url).searchParams.get("next");
  return data({ frame, next: demoReturnPath(next) }, { headers: DEMO_HEADERS });
}

/**
 * For a tab's loader: the open demo, or a redirect to the gate that comes back here after.
 * The index (/allied) passes `gateHere` and gets null instead, since the gate is drawn there.
 */
export async function requireDemoAccess(request: Request): Promise<DemoAccess>;
export async function requireDemoAccess(
  request: Request,
  options: { gateHere: true },
): Promise<DemoAccess | null>;
export async function requireDemoAccess(
  request: Request,
  options?: { gateHere: true },
): Promise<DemoAccess | null> {
  const { env, client } = await demoOrNotFound();
  if (await isUnlocked(env, request)) return { env, client };
  if (options?.gateHere) return null;
  const url = new URL(request.url);
  throw redirect(
    `/allied?next=${encodeURIComponent(url.pathname + url.search)}`,
    { headers: DEMO_HEADERS },
  );
}

export type DemoGateResult = {
  ok: false;
  error: string;
  values: { loginId: string };
};

/** POST /allied: opens the gate, or says why not (after the spec's half-second delay). */
export async function demoGateAction({
  context,
}: {
  context: Readonly<RouterContextProvider>;
}) {
  const { env } = await demoOrNotFound();
  const gate = env.demo.gate!;
  const form = accountFormOf(context);
  const loginId = textField(form, "loginId");
  const fail = (
    error: string,
    status: number,
    headers: Record<string, string> = {},
  ) =>
    data<DemoGateResult>(
      { ok: false, error, values: { loginId: loginId.slice(0, 200) } },
      { status, headers: { ...DEMO_HEADERS, ...headers } },
    );

  const { demoGateLimiter } = getAppServices();
  const key = rateLimitClientKey(context.get(requestInfoContext).clientIp);
  // The attempt is counted before the credentials are checked, so a burst cannot outrun the limit.
  const blockedFor = await demoGateLimiter.reserveAttempt(key);
  if (blockedFor !== null)
    return fail(demoGateBlockedMessage(blockedFor), 429, {
      "Retry-After": String(blockedFor),
    });

  const parsed = demoGateSchema.safeParse({
    loginId,
    password: textField(form, "password"),
  });
  if (
    !parsed.success ||
    !credentialsMatch(gate, parsed.data.loginId, parsed.data.password)
  ) {
    await waitAfterMismatch();
    const message = parsed.success
      ? DEMO_GATE_MISMATCH
      : (parsed.error.issues[0]?.message ?? DEMO_GATE_MISMATCH);
    return fail(message, parsed.success ? 401 : 400);
  }
  await demoGateLimiter.releaseAttempt(key);
  const headers = new Headers(DEMO_HEADERS);
  headers.append("Set-Cookie", await unlockCookie(env));
  throw redirect(demoReturnPath(textField(form, "next")), { headers });
}

/** POST /allied/lock: closes the gate for this browser. A GET changes nothing. */
export async function demoLockAction() {
  const { env } = await demoOrNotFound();
  const headers = new Headers(DEMO_HEADERS);
  headers.append("Set-Cookie", await lockCookie(env));
  throw redirect("/allied", { headers });
}

export async function demoLockLoader() {
  await demoOrNotFound();
  throw redirect("/allied", { headers: DEMO_HEADERS });
}
