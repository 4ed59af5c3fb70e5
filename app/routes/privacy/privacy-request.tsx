import { useIntl } from "react-intl";
import type { Route } from "./+types/privacy-request";
import { FormPageColumns } from "~/components/form-page";
import { PageHero } from "~/components/page-blocks";
import { PrivacyRequestForm } from "~/components/privacy/privacy-request-form";
import { PrivacyRequestSteps } from "~/components/privacy/privacy-request-steps";
import { localizedPageMeta } from "~/content/seo";
import {
  privacyRequestAction,
  privacyRequestLoader,
} from "~/server/privacy/privacy-request.handler.server";

const seo = {
  en: {
    title: "Make a privacy request",
    description:
      "Ask to see, copy, correct or delete the personal information we hold about you, withdraw a consent or make a complaint. Answered within 30 days.",
  },
  fr: {
    title: "Présenter une demande relative à vos renseignements personnels",
    description:
      "Demandez à consulter, obtenir, rectifier ou supprimer les renseignements personnels que nous détenons à votre sujet, retirez un consentement ou portez plainte. Réponse dans un délai de 30\u00a0jours.",
  },
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/privacy/request", seo);
}

export const loader = (args: Route.LoaderArgs) => privacyRequestLoader(args);
export const action = (args: Route.ActionArgs) => privacyRequestAction(args);

export default function PrivacyRequestPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <>
      <PageHero
        title={intl.formatMessage({
          id: "privacy.request.page.title",
          defaultMessage: "Your personal information, your request",
        })}
        lead={intl.formatMessage({
          id: "privacy.request.page.lead",
          defaultMessage:
            "Ask to see, copy, correct or delete what we hold about you, withdraw a consent, or make a complaint. It is free, and we answer within 30 days.",
        })}
      />
      <FormPageColumns aside={<PrivacyRequestSteps />}>
        <PrivacyRequestForm
          formToken={loaderData.formToken}
          verifiedEmail={loaderData.verifiedEmail}
          answer={actionData}
        />
      </FormPageColumns>
    </>
  );
}
