import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";
import {
  formatMessage,
  isMessageId,
  message,
  type MessageId,
} from "~/i18n/message";
import {
  inviteRateLimitMessage,
  type InviteLimitScope,
} from "../security/invite-rate-limit.server";
import type { BodyPolicy } from "./body-limits.server";
import type { BodyProblem } from "./form-body.server";
import type { BodyRefusal } from "./request-context.server";

/** The clear 4xx (or 503) answers of the body layer, in the lead forms' response shape. */
const bodyMessageIds = {
  tooLarge: "forms.refusal.tooLarge",
  unreadable: "forms.refusal.unreadable",
  noFiles: "forms.refusal.noFiles",
  oneFile: "forms.refusal.oneFile",
  busy: "forms.refusal.busy",
} as const satisfies Record<string, MessageId>;

type BodyMessage = keyof typeof bodyMessageIds;

/** One of those answers in the language of the page the post came from. */
export function bodyMessage(key: BodyMessage, locale: Locale = "en"): string {
  return formatMessage(intlFor(locale), bodyMessageIds[key]);
}

/** The job application's file field: an oversized body there is an oversized résumé (uploads elsewhere name theirs). */
const UPLOAD_FILE_FIELD = "resume";

const refusal = (
  status: number,
  formErrors: string[],
  fieldErrors: Record<string, string[]> = {},
  headers: Record<string, string> = {},
): BodyRefusal => ({
  status,
  headers,
  fieldErrors,
  formErrors,
  values: {},
});

/**
 * An upload policy's own refusal (UploadField): a message id is written in the page's language
 * and kept as `said`, so a route that answers the refusal itself formats it for its reader; the
 * studio's English is written as it is.
 */
function uploadRefusal(
  status: number,
  text: MessageId | string,
  locale: Locale,
  field?: string,
  headers: Record<string, string> = {},
): BodyRefusal {
  const said = isMessageId(text) ? message(text) : undefined;
  const written = said ? formatMessage(intlFor(locale), said) : text;
  const answer = field
    ? refusal(status, [], { [field]: [written] }, headers)
    : refusal(status, [written], {}, headers);
  return said ? { ...answer, said } : answer;
}

/**
 * The body layer's answer to a problem. `locale` is the page the post came from (a lead
 * form's; the other paths are English or name their own upload messages).
 */
export function refusalForProblem(
  problem: BodyProblem,
  policy: BodyPolicy,
  locale: Locale = "en",
): BodyRefusal {
  const said = (key: BodyMessage) => bodyMessage(key, locale);
  const takesFiles = policy.limits.maxFiles > 0;
  switch (problem) {
    case "too-many-fields":
      return refusal(413, [said("tooLarge")]);
    case "too-large":
    case "file-too-large":
      // Text fields cannot fill the upload form's 12 MB (their count and size are capped): the size is the résumé's.
      if (!takesFiles) return refusal(413, [said("tooLarge")]);
      return policy.upload
        ? uploadRefusal(
            413,
            policy.upload.tooLarge,
            locale,
            policy.upload.field,
          )
        : refusal(413, [], {
            [UPLOAD_FILE_FIELD]: [
              formatMessage(intlFor(locale), "forms.error.resume.tooLarge"),
            ],
          });
    case "file-not-accepted":
      return refusal(413, [said(takesFiles ? "oneFile" : "noFiles")]);
    case "unreadable":
      return refusal(400, [said("unreadable")]);
  }
}

export function rateLimitedRefusal(
  retryAfterSeconds: number,
  locale: Locale = "en",
): BodyRefusal {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return refusal(
    429,
    [
      formatMessage(
        intlFor(locale),
        message("forms.refusal.tooManyFromNetwork", { minutes }),
      ),
    ],
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The account pages' per-IP limit: answered as text (no form to put values back into), never
 * naming an account, in the language the browser asks for (no account is known at the edge).
 */
export function accountRateLimitedRefusal(
  retryAfterSeconds: number,
  locale: Locale = "en",
): BodyRefusal {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const said = message("account.toast.tooManyFromNetwork", { minutes });
  return {
    ...refusal(
      429,
      [formatMessage(intlFor(locale), said)],
      {},
      { "Retry-After": String(retryAfterSeconds) },
    ),
    said,
  };
}

/** The newsletter's token pages over their per-client budget: short text, in the page's language. */
export function newsletterLinkRateLimitedRefusal(
  retryAfterSeconds: number,
  locale: Locale = "en",
): BodyRefusal {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refusal(
    429,
    [
      formatMessage(
        intlFor(locale),
        message("newsletter.refusal.tooManyFromNetwork", { minutes }),
      ),
    ],
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/** A team invitation over its admin's or organisation's hourly budget (the Team tab shows it). */
export function inviteRateLimitedRefusal(
  scope: InviteLimitScope,
  retryAfterSeconds: number,
): BodyRefusal {
  const said = inviteRateLimitMessage(scope, retryAfterSeconds);
  return {
    ...refusal(
      429,
      [formatMessage(intlFor("en"), said)],
      {},
      { "Retry-After": String(retryAfterSeconds) },
    ),
    said,
  };
}

export const UPLOAD_RETRY_AFTER_SECONDS = 30;

export function busyRefusal(
  policy?: BodyPolicy,
  locale: Locale = "en",
): BodyRefusal {
  const headers = { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) };
  return policy?.upload
    ? uploadRefusal(503, policy.upload.busy, locale, undefined, headers)
    : refusal(503, [bodyMessage("busy", locale)], {}, headers);
}
