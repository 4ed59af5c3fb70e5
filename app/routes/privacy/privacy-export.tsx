import { FileArchive } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/privacy-export";
import { PageHero } from "~/components/page-blocks";
import { PrivacyCodeForm } from "~/components/privacy/privacy-code-form";
import { PrivacyDeadEnd } from "~/components/privacy/privacy-dead-end";
import { localizedPageMeta } from "~/content/seo";
import {
  privacyExportAction,
  privacyExportLoader,
} from "~/server/privacy/privacy-export.handler.server";
import { IconParagraph } from "~/components/ui/icon-paragraph";

const seo = {
  en: {
    title: "Download your personal information",
    description: "The copy of your personal information you asked for.",
  },
  fr: {
    title: "Télécharger vos renseignements personnels",
    description:
      "La copie de vos renseignements personnels que vous avez demandée.",
  },
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    ...localizedPageMeta(matches, "/privacy/request", seo),
    { name: "robots", content: "noindex" },
  ];
}

export const loader = (args: Route.LoaderArgs) => privacyExportLoader(args);
export const action = (args: Route.ActionArgs) => privacyExportAction(args);

export default function PrivacyExportPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <>
      <PageHero
        title={intl.formatMessage({
          id: "privacy.export.title",
          defaultMessage: "Your personal information",
        })}
        lead={
          loaderData.state === "live"
            ? intl.formatMessage(
                {
                  id: "privacy.request.code.reference",
                  defaultMessage: "Reference {reference}",
                },
                { reference: loaderData.reference },
              )
            : undefined
        }
      />
      <div className="page-container py-12 sm:py-16">
        <div className="grid max-w-2xl gap-6 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          {loaderData.state === "expired" ? (
            <PrivacyDeadEnd
              heading={
                <FormattedMessage
                  id="privacy.export.expired.heading"
                  defaultMessage="This link has expired"
                />
              }
              body={
                <FormattedMessage
                  id="privacy.export.expired.body"
                  defaultMessage="For your protection, a copy of your data is deleted 7 days after we prepare it. You can ask for a new one."
                />
              }
              newRequestHref={loaderData.newRequestHref}
            />
          ) : (
            <>
              <IconParagraph Icon={FileArchive}>
                <span>
                  <FormattedMessage
                    id="privacy.export.ready"
                    defaultMessage="Your file is ready: a zip of about {size} KB. It is deleted on {until}."
                    values={{
                      size: loaderData.sizeKb,
                      until: <strong>{loaderData.until}</strong>,
                    }}
                  />
                </span>
              </IconParagraph>
              <ol className="grid list-decimal gap-2 pl-5 text-base leading-7 text-ink-900">
                <li>
                  <FormattedMessage
                    id="privacy.export.step1"
                    defaultMessage="Press “Send me a new code”: we e-mail a 6-digit code to {email}."
                    values={{
                      email: <strong>{loaderData.maskedEmail}</strong>,
                    }}
                  />
                </li>
                <li>
                  <FormattedMessage
                    id="privacy.export.step2"
                    defaultMessage="Enter it within {minutes} minutes and press “Download”."
                    values={{ minutes: loaderData.codeMinutes }}
                  />
                </li>
              </ol>
              <PrivacyCodeForm
                answer={actionData}
                submitLabel={intl.formatMessage({
                  id: "privacy.export.download",
                  defaultMessage: "Download",
                })}
                withResend
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
