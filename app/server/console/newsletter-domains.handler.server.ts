import { data } from "react-router";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import {
  blockedDomainFormSchema,
  blockedDomainSchema,
} from "~/domain/console/newsletter-blocked-domain";
import type { Toast } from "~/domain/forms/form-result";
import type { Route } from "../../routes/console/+types/newsletter-domains";
import { accountFormOf, textField } from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  unsafeBlockDomain,
  unsafeListBlockedDomains,
  unsafeUnblockDomain,
} from "./unsafe-newsletter-domains.server";

export const BLOCKED_DOMAINS_PATH = "/lead_admin/newsletter/blocked-domains";

/** /lead_admin/newsletter/blocked-domains: the list, with how many subscribers each covers. */
export async function newsletterDomainsLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  return data(
    { domains: await unsafeListBlockedDomains(scope) },
    { headers: CONSOLE_HEADERS },
  );
}

async function backToList(toast: Toast) {
  return redirectWithToast(BLOCKED_DOMAINS_PATH, toast, CONSOLE_HEADERS);
}

/**
 * The page's posts, each a plain form post with an `intent`: `block` (domain and note, checked
 * by the shared schema; a domain already on the list is refused with a 409) and `unblock`.
 */
export async function newsletterDomainsAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent");
  const values = {
    domain: textField(form, "domain"),
    note: textField(form, "note"),
  };
  if (intent === "block") {
    const failed = (fieldErrors: Record<string, string>, status = 400) =>
      consoleFormRefusal(
        { intent },
        { title: "Domain not blocked", fieldErrors, values, status },
      );
    const parsed = blockedDomainFormSchema.safeParse(values);
    if (!parsed.success) return failed(fieldErrorsOf(parsed.error));
    const outcome = await unsafeBlockDomain(scope, parsed.data);
    if (outcome.kind === "duplicate")
      return failed(
        { domain: `${parsed.data.domain} is already blocked.` },
        409,
      );
    return backToList({
      kind: "success",
      title: "Domain blocked",
      description: `Sign-ups from ${parsed.data.domain} and its subdomains are refused from now on. Existing subscribers on it are not changed.`,
    });
  }
  if (intent === "unblock") {
    const parsed = blockedDomainSchema.safeParse(values.domain);
    const outcome = parsed.success
      ? await unsafeUnblockDomain(scope, parsed.data)
      : { kind: "not-blocked" as const };
    if (outcome.kind === "not-blocked")
      return backToList({
        kind: "info",
        title: "Not on the list",
        description: `${values.domain || "That domain"} was not blocked: nothing changed.`,
      });
    return backToList({
      kind: "success",
      title: "Domain unblocked",
      description: `Sign-ups from ${parsed.data!} are accepted again.`,
    });
  }
  return unknownConsoleAction();
}
