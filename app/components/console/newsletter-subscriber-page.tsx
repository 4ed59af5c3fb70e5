import { UserMinus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import {
  deliveryStatusLabels,
  newsletterLanguageLabel,
  topicsLabel,
  unsubscribeSourceLabels,
  type SubscriberDetail,
} from "~/domain/console/newsletter-list";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { EmailText } from "../ui/email-text";
import { PageToast } from "../ui/toaster";
import { SubscriberStatusBadge } from "./newsletter-badges";
import { UtcTime } from "../ui/utc-time";
import {
  ConsentRecord,
  ScrollingTable,
  td,
  th,
} from "./newsletter-consent-record";
import { TitledSection } from "../ui/titled-section";
import { ConsoleBackLink } from "./console-back-link";

const BASE = "/lead_admin/newsletter";
const sectionClasses =
  "grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6";

/** /lead_admin/newsletter/:subscriberId: who, what they chose, what they agreed to and when. */
export function NewsletterSubscriberPage({
  subscriber,
  confirming,
  result,
}: {
  subscriber: SubscriberDetail;
  confirming: boolean;
  result: FormResult | undefined;
}) {
  const here = `${BASE}/${subscriber.id}`;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <ConsoleBackLink to={BASE} label="All subscribers" />
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="min-w-0 text-2xl font-bold text-ink-900">
            <EmailText email={subscriber.email} />
          </h2>
          <SubscriberStatusBadge status={subscriber.status} />
        </div>
        <PageToast toast={result?.toast} />
      </div>

      <section
        aria-labelledby="subscription-heading"
        className={sectionClasses}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3
            id="subscription-heading"
            className="text-lg font-semibold text-ink-900"
          >
            Subscription
          </h3>
          {subscriber.status !== "unsubscribed" && !confirming ? (
            <Link
              to={`${here}?unsubscribe=confirm#unsubscribe`}
              className={buttonClasses("secondary")}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              Unsubscribe…
            </Link>
          ) : null}
        </div>
        {confirming ? (
          <UnsubscribeConfirmation email={subscriber.email} here={here} />
        ) : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          <Term label="Language">
            {newsletterLanguageLabel(subscriber.language)}
          </Term>
          <Term label="Topics">{topicsLabel(subscriber.topics)}</Term>
          <Term label="Signed up">
            <UtcTime iso={subscriber.signedUpAt} />
          </Term>
          <Term label="Confirmed">
            <UtcTime iso={subscriber.confirmedAt} />
          </Term>
          {subscriber.unsubscribedAt ? (
            <Term label="Unsubscribed">
              <UtcTime iso={subscriber.unsubscribedAt} />
              {subscriber.unsubscribeSource
                ? ` (${unsubscribeSourceLabels[subscriber.unsubscribeSource]})`
                : null}
            </Term>
          ) : null}
          <Term label="Consent given">
            <UtcTime iso={subscriber.consentedAt} />
            {subscriber.consentPage ? ` on ${subscriber.consentPage}` : null}
          </Term>
          <Term label="Consent text">
            <q className="italic">{subscriber.consentText}</q>
          </Term>
          {subscriber.spamReason ? (
            <Term label="Held as likely spam">{subscriber.spamReason}</Term>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="consent-heading" className={sectionClasses}>
        <div className="grid gap-1">
          <h3
            id="consent-heading"
            className="text-lg font-semibold text-ink-900"
          >
            Consent record
          </h3>
          <p className="text-sm text-text-muted">
            Everything that happened to this address, oldest first. It is never
            edited or deleted.
          </p>
        </div>
        <ConsentRecord events={subscriber.events} />
      </section>

      <TitledSection
        id="deliveries-heading"
        title="Newsletters"
        className={sectionClasses}
      >
        {subscriber.deliveries.length === 0 ? (
          <p className="text-sm text-text-muted">
            No newsletter has been sent to this address.
          </p>
        ) : (
          <ScrollingTable label="Newsletters sent to this address">
            <table className="w-full min-w-[30rem] border-collapse text-sm">
              <caption className="sr-only">
                Newsletters sent to this address
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Insight
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Sent at
                  </th>
                </tr>
              </thead>
              <tbody>
                {subscriber.deliveries.map((delivery) => (
                  <tr key={delivery.sendId}>
                    <th scope="row" className={`${td} font-semibold`}>
                      {delivery.insightTitle}
                    </th>
                    <td className={td}>
                      {deliveryStatusLabels[delivery.status]}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      <UtcTime iso={delivery.sentAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </TitledSection>
    </div>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-ink-800">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink-900">{children}</dd>
    </>
  );
}

function UnsubscribeConfirmation({
  email,
  here,
}: {
  email: string;
  here: string;
}) {
  return (
    <div id="unsubscribe" className="grid gap-3">
      <Alert tone="warning" title={`Unsubscribe ${email}?`}>
        <p>
          They will receive no more newsletters, and any newsletter not yet sent
          to them is skipped. The consent record keeps your name. They can
          subscribe again themselves.
        </p>
      </Alert>
      <Form method="post" action={here} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="confirmed" value="yes" />
        <Button type="submit">Yes, unsubscribe</Button>
        <Link to={here} className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}
