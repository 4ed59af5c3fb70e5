import { signInSchema } from "~/domain/auth/auth-forms";
import type { Message } from "~/i18n/message";
import { formFailure, parseForm, textField } from "./account-form.server";
import { signInWithPassword, type PasswordSignIn } from "./sign-in.server";
import { throttledSignIn } from "./sign-in-throttling.server";

/**
 * The sign-in form as /auth and /admin/auth read it: its fields checked, the attempt throttled,
 * and a refusal answered on the form under the page's own title (the address typed kept). Where
 * a sign-in leads is each page's.
 */
export async function signInFromForm<Extra extends object>(
  request: Request,
  context: Parameters<typeof throttledSignIn>[1],
  form: FormData,
  failure: { extra: Extra; title: Message },
): Promise<
  | { kind: "answer"; answer: ReturnType<typeof formFailure<Extra>> }
  | Exclude<PasswordSignIn, { kind: "refused" }>
> {
  const { extra } = failure;
  const values = { email: textField(form, "email") };
  const parsed = parseForm(signInSchema, form, ["email", "password"]);
  if (!parsed.ok)
    return {
      kind: "answer",
      answer: formFailure(extra, { fieldErrors: parsed.fieldErrors, values }),
    };
  const outcome = await throttledSignIn(request, context, parsed.value, () =>
    signInWithPassword(request, context, parsed.value),
  );
  if (outcome.kind !== "throttled" && outcome.kind !== "refused")
    return outcome;
  return {
    kind: "answer",
    answer: formFailure(extra, {
      toast: {
        kind: "error",
        title: failure.title,
        description: outcome.message,
      },
      values,
      status: outcome.kind === "throttled" ? 429 : 400,
      headers: outcome.headers,
    }),
  };
}
