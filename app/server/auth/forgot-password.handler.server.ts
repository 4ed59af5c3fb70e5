import { passwordResetRequestSchema } from "~/domain/auth/auth-forms";
import { recoveryMessages } from "~/domain/auth/recovery-messages";
import {
  accountFormOf,
  formFailure,
  formSuccess,
  holdUntil,
  parseForm,
  textField,
} from "./account-form.server";
import { authHeaders } from "./auth-request.server";
import { getAuth } from "./auth.server";
import { throttleAccountAction } from "./sign-in-throttling.server";
import type { Route } from "../../routes/auth/+types/forgot-password";

/** Every reset request takes at least this long, so timing does not tell which addresses have accounts. */
const RESET_REQUEST_FLOOR_MS = 400;

/** /auth/forgot-password: one answer for every address (ASVS: no account enumeration). */
export async function forgotPasswordAction({
  request,
  context,
}: Route.ActionArgs) {
  const form = accountFormOf(context);
  const values = { email: textField(form, "email") };
  const parsed = parseForm(passwordResetRequestSchema, form, ["email"]);
  if (!parsed.ok)
    return formFailure({}, { fieldErrors: parsed.fieldErrors, values });
  const throttled = await throttleAccountAction(
    "password_reset",
    context,
    parsed.value.email,
  );
  if (throttled)
    return formFailure(
      {},
      {
        toast: throttled.toast,
        values,
        status: 429,
        headers: throttled.headers,
      },
    );

  const startedAt = Date.now();
  await getAuth().api.requestPasswordReset({
    body: { email: parsed.value.email },
    headers: authHeaders(request, context),
  });
  await holdUntil(startedAt, RESET_REQUEST_FLOOR_MS);
  return formSuccess(
    {},
    {
      kind: "success",
      title: recoveryMessages.resetLinkSentTitle,
      description: recoveryMessages.resetLinkSent,
    },
  );
}
