import { z } from "zod";
import {
  commonFieldMessages,
  optionalText,
  requiredChoice,
  requiredEmail,
} from "~/domain/forms/form-fields";
import { formText } from "~/i18n/form-text";
import type { Locale } from "~/i18n/locale";
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from "./privacy-enums";

/**
 * The privacy request form (/privacy/request, /fr/privacy/request) and its code step, judged
 * by the same schemas in the browser and on the server (decision 072).
 */
export const PRIVACY_REQUEST_FIELDS = {
  kind: "kind",
  email: "email",
  name: "name",
  details: "details",
  code: "code",
  /** "verify" (the code), "resend" (a new code) on the code step. */
  intent: "intent",
} as const;

/** Kinds whose request means nothing without a description of what to do. */
const NEEDS_DETAILS: readonly PrivacyRequestKind[] = [
  "rectification",
  "complaint",
];

export const DETAILS_MAX = 4000;

export function privacyRequestSchema(locale: Locale) {
  const say = formText(locale);
  const common = commonFieldMessages(say);
  return z
    .object({
      kind: requiredChoice(
        [...PRIVACY_REQUEST_KINDS],
        say("forms.error.privacy.kind"),
      ),
      email: requiredEmail(
        say("forms.error.privacy.email"),
        say("forms.error.privacy.email"),
        common,
      ),
      name: optionalText({ max: 120, common }),
      details: optionalText({ max: DETAILS_MAX, multiline: true, common }),
    })
    .superRefine((value, context) => {
      if (NEEDS_DETAILS.includes(value.kind) && !value.details)
        context.addIssue({
          code: "custom",
          path: ["details"],
          message: say("forms.error.privacy.details"),
        });
    });
}

export type PrivacyRequestValue = z.output<
  ReturnType<typeof privacyRequestSchema>
>;

/** Six digits, as typed: spaces and dashes a mail client or a person adds are ignored. */
export function privacyCodeSchema(locale: Locale) {
  const say = formText(locale);
  return z.object({
    code: z.preprocess(
      (value) =>
        typeof value === "string" ? value.replace(/[\s-]/g, "") : value,
      z
        .string({ error: say("forms.error.privacy.code") })
        .regex(/^\d{6}$/, { error: say("forms.error.privacy.code") }),
    ),
  });
}
