import { z } from "zod";
import type { RetentionPeriods } from "~/domain/privacy/retention-rules";
import { DEFAULT_RETENTION_PERIODS } from "~/domain/privacy/retention-rules";
import { envDocs } from "../env-docs.server";
import { numberField } from "../env-fields.server";

/**
 * The retention run's periods (docs/privacy.md). The defaults are what
 * counsel is asked to confirm; a deployment sets its own. The chat's period stays
 * CHAT_RETENTION_DAYS (app/server/chat/chat-env.server.ts), which its own job applies.
 */

function period(unit: "months" | "days", max: number, fallback: number) {
  return numberField({
    message: `must be a whole number of ${unit} from 1 to ${max}`,
    min: 1,
    max,
    fallback,
  });
}

const d = DEFAULT_RETENTION_PERIODS;

export const privacyEnvSchema = z.object({
  RETENTION_APPLICATION_MONTHS: period(
    "months",
    120,
    d.applicationMonths,
  ).register(envDocs, {
    meaning:
      "Months an unsuccessful job application (never converted) and its résumé are kept " +
      "after the decision (the later of the lead's last change and its newest note), 1–120; " +
      "then the daily retention run deletes them.",
  }),
  RETENTION_KEPT_RESUME_MONTHS: period(
    "months",
    120,
    d.keptResumeMonths,
  ).register(envDocs, {
    meaning:
      "Months an application is kept after the decision when the applicant ticked " +
      "“Keep my résumé for other roles” and has not withdrawn it, 1–120.",
  }),
  RETENTION_UNSOLICITED_MONTHS: period(
    "months",
    120,
    d.unsolicitedMonths,
  ).register(envDocs, {
    meaning:
      "Months an unsolicited application (“General Application”) is kept after the decision, 1–120.",
  }),
  RETENTION_LOST_LEAD_MONTHS: period("months", 120, d.lostLeadMonths).register(
    envDocs,
    {
      meaning:
        "Months a lead that was never converted (contact, blueprint, get-started, chat) is " +
        "kept after its last contact, 1–120; converted leads are kept.",
    },
  ),
  RETENTION_REQUEST_MONTHS: period("months", 120, d.requestMonths).register(
    envDocs,
    {
      meaning:
        "Months a privacy request's record is kept after it closes (completed or refused), 1–120.",
    },
  ),
  RETENTION_UNVERIFIED_REQUEST_DAYS: period(
    "days",
    90,
    d.unverifiedRequestDays,
  ).register(envDocs, {
    meaning:
      "Days after which a privacy request whose address was never verified lapses and is deleted, 1–90.",
  }),
});

type PrivacyEnvSource = z.infer<typeof privacyEnvSchema>;

/** The retention periods, with the chat's own period beside them for the console to show. */
export function privacyEnvFrom(
  source: PrivacyEnvSource,
  chatDays: number,
): { retention: RetentionPeriods } {
  return {
    retention: {
      applicationMonths: source.RETENTION_APPLICATION_MONTHS,
      keptResumeMonths: source.RETENTION_KEPT_RESUME_MONTHS,
      unsolicitedMonths: source.RETENTION_UNSOLICITED_MONTHS,
      lostLeadMonths: source.RETENTION_LOST_LEAD_MONTHS,
      requestMonths: source.RETENTION_REQUEST_MONTHS,
      unverifiedRequestDays: source.RETENTION_UNVERIFIED_REQUEST_DAYS,
      chatDays,
    },
  };
}
