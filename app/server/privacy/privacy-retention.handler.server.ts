import { data } from "react-router";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type { Toast } from "~/domain/forms/form-result";
import {
  placeLegalHoldSchema,
  releaseLegalHoldSchema,
} from "~/domain/privacy/legal-hold-form";
import { PRIVACY_RETENTION_PATH } from "~/domain/privacy/privacy-paths";
import { describeRetentionRules } from "~/domain/privacy/retention-rules";
import type { Route } from "../../routes/privacy/+types/privacy-retention";
import { accountFormOf, textField } from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "../console/console-frame.server";
import { requireConsoleAdmin } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import {
  unsafeListLegalHolds,
  unsafePlaceLegalHold,
  unsafeReleaseLegalHold,
} from "./legal-holds.server";
import { lastRetentionRun } from "./privacy-retention.server";

/**
 * /lead_admin/privacy/retention (admins): each retention rule with its configured period, the
 * last run's counts, and the active legal holds.
 */
export async function privacyRetentionLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireConsoleAdmin(request, context);
  const [holds, lastRun] = await Promise.all([
    unsafeListLegalHolds(scope),
    lastRetentionRun(scope.db),
  ]);
  return data(
    {
      rules: describeRetentionRules(getAppServices().env.privacy.retention),
      lastRun,
      holds,
    },
    { headers: CONSOLE_HEADERS },
  );
}

const back = (toast: Toast) =>
  redirectWithToast(PRIVACY_RETENTION_PATH, toast, CONSOLE_HEADERS);

/** Plain form posts with an `intent`: `place` (address and reason) or `release` (a hold's id). */
export async function privacyRetentionAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireConsoleAdmin(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  if (intent === "place") {
    const values = {
      email: textField(form, "email"),
      reason: textField(form, "reason"),
    };
    const failed = (fieldErrors: Record<string, string>, status = 400) =>
      consoleFormRefusal(
        { intent },
        { title: "Hold not placed", fieldErrors, values, status },
      );
    const parsed = placeLegalHoldSchema.safeParse(values);
    if (!parsed.success) return failed(fieldErrorsOf(parsed.error));
    const outcome = await unsafePlaceLegalHold(scope, parsed.data);
    if (outcome.kind === "already-held")
      return failed(
        { email: `${parsed.data.email} is already under a legal hold.` },
        409,
      );
    return back({
      kind: "success",
      title: "Legal hold placed",
      description: `Nothing that carries ${parsed.data.email} will be deleted by retention or erasure until the hold is released.`,
    });
  }
  if (intent === "release") {
    const parsed = releaseLegalHoldSchema.safeParse({
      holdId: textField(form, "holdId"),
    });
    const outcome = parsed.success
      ? await unsafeReleaseLegalHold(scope, parsed.data.holdId)
      : { kind: "not-active" as const };
    if (outcome.kind === "not-active")
      return back({
        kind: "info",
        title: "Nothing to release",
        description:
          "That hold was already released (or does not exist): nothing changed.",
      });
    return back({
      kind: "success",
      title: "Legal hold released",
      description: `${outcome.email}'s data follows the retention rules again from the next run.`,
    });
  }
  return unknownConsoleAction();
}
