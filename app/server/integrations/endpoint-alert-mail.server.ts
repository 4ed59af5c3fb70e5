import { eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";
import { outbox, profiles } from "../db/schema.server";
import { mailLocaleOf } from "../account/mail-locale.server";
import type { OutboxMessage } from "../mail/outbox.server";
import type { DisabledReason } from "~/domain/integrations/integration-enums";

/**
 * The e-mail to an endpoint's owner (the admin who added it; else the leads' notification
 * address) when the site stops sending to it on its own: five days without a success, or the
 * receiver answered 410 Gone. Queued in the transaction that disables the endpoint, so it is
 * sent once, exactly when the change happened (decision 012).
 */
export const INTEGRATION_ALERT_KIND = "integration_alert";

const COPY = {
  en: {
    subject: "An integration was turned off: new leads are not reaching it",
    failing:
      "For five days, every delivery to this endpoint failed, so the site has stopped sending to it.",
    gone: "The receiver answered 410 Gone, which means it no longer exists, so the site has stopped sending to it.",
    backlog:
      "Nothing is lost: new events are kept as a backlog for 30 days. Once the receiver works, open the endpoint in the console, choose Turn on and replay the backlog.",
    open: "Endpoint:",
    greeting: "Hello,",
    signature: "— The website",
  },
  fr: {
    subject:
      "Une intégration a été désactivée : les nouveaux prospects ne lui parviennent plus",
    failing:
      "Depuis cinq jours, toutes les livraisons vers ce point de terminaison ont échoué ; le site a donc cessé de lui envoyer des événements.",
    gone: "Le destinataire a répondu 410 Gone, ce qui signifie qu’il n’existe plus ; le site a donc cessé de lui envoyer des événements.",
    backlog:
      "Rien n’est perdu : les nouveaux événements sont conservés en attente pendant 30 jours. Une fois le destinataire rétabli, ouvrez le point de terminaison dans la console, choisissez Réactiver et relancez les envois en attente.",
    open: "Point de terminaison :",
    greeting: "Bonjour,",
    signature: "— Le site Web",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export function endpointAlertText(options: {
  locale: Locale;
  reason: Exclude<DisabledReason, "manual">;
  endpointLabel: string;
  endpointUrl: string;
}): { subject: string; text: string } {
  const words = COPY[options.locale];
  return {
    subject: words.subject,
    text: [
      words.greeting,
      "",
      options.reason === "gone" ? words.gone : words.failing,
      "",
      `${words.open} ${options.endpointLabel}`,
      options.endpointUrl,
      "",
      words.backlog,
      "",
      words.signature,
      "",
    ].join("\n"),
  };
}

export async function queueEndpointAlert(
  tx: Transaction,
  options: {
    endpointId: string;
    endpointLabel: string;
    reason: Exclude<DisabledReason, "manual">;
    ownerProfileId: string | null;
    fallbackTo: string;
    publicUrl: string;
  },
): Promise<void> {
  const [owner] = options.ownerProfileId
    ? await tx
        .select({
          email: profiles.email,
          preferredLocale: profiles.preferredLocale,
        })
        .from(profiles)
        .where(eq(profiles.id, options.ownerProfileId))
    : [];
  const locale = mailLocaleOf(owner?.preferredLocale);
  const { subject, text } = endpointAlertText({
    locale,
    reason: options.reason,
    endpointLabel: options.endpointLabel,
    endpointUrl: `${options.publicUrl.replace(/\/+$/, "")}/lead_admin/integrations/${options.endpointId}`,
  });
  await tx.insert(outbox).values({
    kind: INTEGRATION_ALERT_KIND,
    payload: {
      to: [owner?.email ?? options.fallbackTo],
      subject,
      text,
    } satisfies OutboxMessage,
  });
}
