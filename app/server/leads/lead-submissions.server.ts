import type { Locale } from "~/i18n/locale";
import type { SpamVerdict } from "../security/spam.server";
import type { OutboxMessage } from "../mail/outbox.server";
import type { StoredContext } from "./lead-notifications.server";
import type { Recipients } from "./sources/lead-source.server";
import type { Acknowledgement, LeadTracking } from "./store-lead.server";

/**
 * What every public form's store function shares (each source's own is in sources/): the
 * submission it is handed and the pair of e-mails it queues — the staff notification and
 * the acknowledgement (spec's send-blueprint-notification, and the same for the other forms).
 */
export type { Recipients };
export type Submission<T> = {
  value: T;
  tracking: LeadTracking;
  verdict: SpamVerdict;
  recipients: Recipients;
  /** ACK_LIMIT_PER_ADDRESS: acknowledgements per visitor address per 24 hours. */
  ackLimitPerAddress: number;
  /** The submitting page's language: stored with the lead, and the acknowledgement's. */
  locale: Locale;
};

export function contextOf(tracking: LeadTracking): StoredContext {
  return { ...tracking, submittedAt: new Date() };
}

/** The staff notification (always) and the acknowledgement (within the per-address limit). */
export function mails(
  staff: OutboxMessage,
  ack: OutboxMessage,
  limitPerAddress: number,
) {
  const address = ack.to[0] ?? "";
  return {
    mail: [{ kind: "lead_notification", message: staff }],
    acknowledgement: {
      address,
      message: ack,
      limitPerAddress,
    } satisfies Acknowledgement,
  };
}
