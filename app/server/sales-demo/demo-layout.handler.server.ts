import { data, redirect } from "react-router";
import type { DemoFrame } from "~/domain/sales-demo/demo-content";
import {
  DEMO_GATE_MISMATCH,
  demoGateBlockedMessage,
  demoGateSchema,
  demoReturnPath,
} from "~/domain/sales-demo/demo-gate-form";
import { accountFormOf, textField } from "../auth/account-form.server";
import { requestInfoContext } from "../http/request-context.server";
import { rateLimitClientKey } from "../security/client-key.server";
import { getAppServices } from "../services.server";
import { DEMO_HEADERS, demoOrNotFound } from "./demo-access.server";
import {
  credentialsMatch,
  isUnlocked,
  unlockCookie,
  waitAfterMismatch,
} from "./demo-gate.server";
import type { Route } from "../../routes/sales-demo/+types/demo-layout";

/** /allied's layout: locked (the gate) or open (who the demo client is). */
export async function demoLayoutLoader({ request }: Route.LoaderArgs) {
  const { env, client } = await demoOrNotFound();
  const unlocked = await isUnlocked(env, request);
  const frame: DemoFrame | null = unlocked
    ? { companyName: client.companyName, shortName: client.shortName }
    : null;
  const next = new URL(request.url).searchParams.get("next");
  return data({ frame, next: demoReturnPath(next) }, { headers: DEMO_HEADERS });
}

export type DemoGateResult = {
  ok: false;
  error: string;
  values: { loginId: string };
};

/** POST /allied: opens the gate, or says why not after half a second (docs/sales-demo.md). */
export async function demoLayoutAction({ context }: Route.ActionArgs) {
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
