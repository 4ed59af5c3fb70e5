import { Webhook } from "standardwebhooks";

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the delivery's, the same on every
 * attempt and Redeliver, so a receiver can drop a repeat), `webhook-timestamp` (this attempt's
 * second, which receivers check against their clock: ±5 minutes) and `webhook-signature`, one
 * `v1,…` per live secret — two during a rotation's 24 hours — over exactly the bytes sent.
 * Signed with the `standardwebhooks` library itself, the one receivers verify with.
 */
export function webhookMessageId(deliveryId: string): string {
  return `msg_${deliveryId.replaceAll("-", "")}`;
}

export function signatureHeaders(options: {
  deliveryId: string;
  sentAt: Date;
  body: string;
  secrets: readonly string[];
}): Record<string, string> {
  const id = webhookMessageId(options.deliveryId);
  const signatures = options.secrets.map((secret) =>
    new Webhook(secret).sign(id, options.sentAt, options.body),
  );
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(options.sentAt.getTime() / 1000)),
    "webhook-signature": signatures.join(" "),
  };
}
