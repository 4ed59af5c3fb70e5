import { CheckCircle2, Mail } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/privacy-request-code";
import { FormPageColumns } from "~/components/form-page";
import { PageHero } from "~/components/page-blocks";
import { PrivacyCodeForm } from "~/components/privacy/privacy-code-form";
import { PrivacyDeadEnd } from "~/components/privacy/privacy-dead-end";
import { PrivacyRequestSteps } from "~/components/privacy/privacy-request-steps";
import { localizedPageMeta } from "~/content/seo";
import {
  privacyRequestCodeAction,
  privacyRequestCodeLoader,
} from "~/server/privacy/privacy-request-code.handler.server";
import { IconParagraph } from "~/components/ui/icon-paragraph";

const seo = {
  en: {
    title: "Confirm your privacy request",
    description: "Enter the code we e-mailed to confirm your request.",
  },
  fr: {
    title: "Confirmer votre demande",
    description:
      "Entrez le code reçu par courriel pour confirmer votre demande.",
  },
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    ...localizedPageMeta(matches, "/privacy/request", seo),
    { name: "robots", content: "noindex" },
  ];
}

export const loader = (args: Route.LoaderArgs) =>
  privacyRequestCodeLoader(args);
export const action = (args: Route.ActionArgs) =>
  privacyRequestCodeAction(args);

export default function PrivacyRequestCodePage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  const { state, reference, maskedEmail, dueDate } = loaderData;
  return (
    <>
      <PageHero
        title={
          state === "received"
            ? intl.formatMessage({
                id: "privacy.request.received.title",
                defaultMessage: "We have your request",
              })
            : intl.formatMessage({
                id: "privacy.request.code.title",
                defaultMessage: "Check your e-mail",
              })
        }
        lead={intl.formatMessage(
          {
            id: "privacy.request.code.reference",
            defaultMessage: "Reference {reference}",
          },
          { reference },
        )}
      />
      <FormPageColumns
        cardClassName="grid content-start gap-6"
        aside={<PrivacyRequestSteps />}
      >
        {state === "received" ? (
          <div className="flex items-start gap-3 text-base leading-7 text-ink-900">
            <CheckCircle2
              aria-hidden="true"
              className="mt-1 size-6 shrink-0 text-success-700"
            />
            <div className="grid gap-2">
              <h2 className="text-xl font-semibold">
                <FormattedMessage
                  id="privacy.request.received.heading"
                  defaultMessage="Your request is confirmed"
                />
              </h2>
              <p>
                <FormattedMessage
                  id="privacy.request.received.body"
                  defaultMessage="We will answer by {dueDate} at the latest, and we have sent you a receipt by e-mail. If we need more time, we will tell you why before that date."
                  values={{ dueDate: <strong>{dueDate}</strong> }}
                />
              </p>
            </div>
          </div>
        ) : state === "lapsed" ? (
          <PrivacyDeadEnd
            heading={
              <FormattedMessage
                id="privacy.request.lapsed.heading"
                defaultMessage="This request was never confirmed"
              />
            }
            body={
              <FormattedMessage
                id="privacy.request.lapsed.body"
                defaultMessage="Unconfirmed requests lapse after 7 days. Please send a new request."
              />
            }
            newRequestHref={loaderData.newRequestHref}
          />
        ) : (
          <>
            <IconParagraph Icon={Mail}>
              <span>
                <FormattedMessage
                  id="privacy.request.code.sent"
                  defaultMessage="We sent a 6-digit code to {email}. Enter it within {minutes} minutes to confirm the address is yours. Your request is not sent to our team until then."
                  values={{
                    email: <strong>{maskedEmail}</strong>,
                    minutes: loaderData.codeMinutes,
                  }}
                />
              </span>
            </IconParagraph>
            <PrivacyCodeForm
              answer={actionData}
              submitLabel={intl.formatMessage({
                id: "privacy.request.code.submit",
                defaultMessage: "Confirm my request",
              })}
              withResend
            />
          </>
        )}
      </FormPageColumns>
    </>
  );
}
