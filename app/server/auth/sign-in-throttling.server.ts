import type { RouterContextProvider } from "react-router";
import { message, type Message } from "~/i18n/message";
import type { Toast } from "~/domain/forms/form-result";
import { requestInfoContext } from "../http/request-context.server";
import { siteCookie } from "../http/site-cookie.server";
import type { LimiterStore } from "../security/limiter-store.server";
import { getAppServices } from "../services.server";
import {
  createAuthThrottle,
  throttledMessage,
  type AuthThrottle,
  type ConsumeKind,
} from "./auth-throttle.server";
import type { PasswordSignIn } from "./sign-in.server";

/**
 * The throttle (auth-throttle.server.ts) wired to the account forms: the device cookie that
 * lets an owner keep signing in while their address is under attack, and the per-kind
 * budgets of sign-up, reset and second-factor codes.
 */
const KEY = Symbol.for("kestrel.auth-throttle");
type Holder = {
  [KEY]?: { throttle: AuthThrottle; secret: string; store: LimiterStore };
};

export function getAuthThrottle(): AuthThrottle {
  const { env, limiterStore } = getAppServices();
  const holder = globalThis as Holder;
  // Made again when the services are (tests restart them): counters live in their store.
  if (
    holder[KEY]?.secret !== env.authSecret ||
    holder[KEY].store !== limiterStore
  ) {
    holder[KEY] = {
      throttle: createAuthThrottle({
        secret: env.authSecret,
        store: limiterStore.create,
      }),
      secret: env.authSecret,
      store: limiterStore,
    };
  }
  return holder[KEY]!.throttle;
}

function deviceCookie() {
  // Its value is already an HMAC (device-token.server.ts): no second signature needed.
  return siteCookie(getAppServices().env.publicUrl, "device");
}

export type ThrottledSignIn =
  PasswordSignIn | { kind: "throttled"; message: Message; headers: Headers };

/** Runs a password sign-in inside the throttle: counted first, refused when over budget. */
export async function throttledSignIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  credentials: { email: string },
  signIn: () => Promise<PasswordSignIn>,
): Promise<ThrottledSignIn> {
  const throttle = getAuthThrottle();
  const cookie = deviceCookie();
  const deviceToken =
    ((await cookie.parse(request.headers.get("cookie"))) as string | null) ??
    null;
  const attempt = {
    email: credentials.email,
    ip: context.get(requestInfoContext).clientIp,
    deviceToken,
  };
  const before = await throttle.beforeSignIn(attempt);
  if (!before.allowed) {
    return {
      kind: "throttled",
      message: throttledMessage("sign_in", before.retryAfterSeconds),
      headers: retryAfter(before.retryAfterSeconds),
    };
  }
  const outcome = await signIn();
  if (outcome.kind === "refused") {
    const after = await throttle.afterSignInFailure(attempt);
    if (!after.allowed) {
      return {
        kind: "throttled",
        message: throttledMessage("sign_in", after.retryAfterSeconds),
        headers: retryAfter(after.retryAfterSeconds),
      };
    }
    return outcome;
  }
  // The password was right (a second factor may still follow): this browser is now known.
  const { deviceToken: issued } = await throttle.afterSignInSuccess(attempt);
  outcome.headers.append(
    "Set-Cookie",
    await cookie.serialize(issued.value, { maxAge: issued.maxAgeSeconds }),
  );
  return outcome;
}

/**
 * After a completed password reset the owner has proved control of the address: their browser
 * becomes a known device, so an attack that exhausted the account's budget cannot keep them out.
 */
export async function trustThisDevice(
  headers: Headers,
  email: string,
): Promise<void> {
  const issued = getAuthThrottle().issueDeviceToken(email);
  headers.append(
    "Set-Cookie",
    await deviceCookie().serialize(issued.value, {
      maxAge: issued.maxAgeSeconds,
    }),
  );
}

function retryAfter(seconds: number): Headers {
  return new Headers({ "Retry-After": String(seconds) });
}

/**
 * One sign-up, reset request, second-factor code or password check: null when allowed, else
 * the toast to show and the headers of the 429 (Retry-After).
 */
export async function throttleAccountAction(
  kind: ConsumeKind,
  context: Readonly<RouterContextProvider>,
  account?: string,
): Promise<{
  toast: Toast;
  retryAfterSeconds: number;
  headers: Headers;
} | null> {
  const verdict = await getAuthThrottle().consume(kind, {
    ip: context.get(requestInfoContext).clientIp,
    account,
  });
  if (verdict.allowed) return null;
  return {
    toast: {
      kind: "error",
      title: message("account.toast.pleaseWait"),
      description: throttledMessage(kind, verdict.retryAfterSeconds),
    },
    retryAfterSeconds: verdict.retryAfterSeconds,
    headers: retryAfter(verdict.retryAfterSeconds),
  };
}
