import { data } from "react-router";
import type { ConsentWithdrawView } from "~/domain/privacy/consent-withdraw-copy";
import type { Route } from "../../routes/privacy/+types/consent-withdraw";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices, getDb } from "../services.server";
import {
  checkWithdrawalToken,
  withdrawByToken,
} from "./consent-withdrawal.server";

/** The token is in the URL: no cache keeps the page, no engine indexes it. */
export const CONSENT_WITHDRAW_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;

function answer(view: ConsentWithdrawView) {
  return data(view, {
    status: view.state === "invalid" ? 400 : 200,
    headers: CONSENT_WITHDRAW_HEADERS,
  });
}

/** GET ?token=…: the page with its one button. A GET never withdraws (mail scanners follow links). */
export async function consentWithdrawLoader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const checked = checkWithdrawalToken(getAppServices().env.authSecret, token);
  return answer(
    checked.valid
      ? { state: "ready", token, purpose: checked.purpose }
      : { state: "invalid" },
  );
}

/** POST (the button, the token in a hidden field): withdraws; a second press says the same. */
export async function consentWithdrawAction({
  request,
  context,
}: Route.ActionArgs) {
  const body = context.get(requestInfoContext).body;
  const posted = body?.kind === "form" ? body.formData.get("token") : null;
  const token =
    typeof posted === "string" && posted !== ""
      ? posted
      : (new URL(request.url).searchParams.get("token") ?? "");
  const done = await withdrawByToken(
    getDb(),
    getAppServices().env.authSecret,
    token,
  );
  return answer(
    done ? { state: "done", purpose: done.purpose } : { state: "invalid" },
  );
}
