import type { Route } from "./+types/get-started";
import { GetStartedForm } from "~/components/forms/get-started-form";
import { ExpectationsAside, FormPageColumns } from "~/components/form-page";
import { PageHero } from "~/components/page-blocks";
import { getStartedPage as getStartedPageEn } from "~/content/get-started";
import { getStartedPage as getStartedPageFr } from "~/content/fr/get-started";
import { localizedPageMeta } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";
import {
  getStartedAction,
  getStartedLoader,
} from "~/server/forms/get-started.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

const getStartedSeo = {
  en: {
    title: "Get Started",
    description:
      "Tell us about your organisation, your challenges and your timeline in three short steps, then book a 30-minute consultation with a principal consultant.",
  },
  fr: {
    title: "Démarrer un projet",
    description:
      "Présentez-nous votre organisation, vos défis et vos échéances en trois courtes étapes, puis réservez une consultation de 30 minutes avec un consultant principal.",
  },
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/get-started", getStartedSeo);
}

export const loader = (args: Route.LoaderArgs) => getStartedLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;
export const action = (args: Route.ActionArgs) => getStartedAction(args);

export default function GetStarted({ loaderData }: Route.ComponentProps) {
  const getStartedPage = useCopy({
    en: getStartedPageEn,
    fr: getStartedPageFr,
  });
  return (
    <>
      <PageHero {...getStartedPage} />
      <FormPageColumns
        aside={<ExpectationsAside items={getStartedPage.expectations} />}
      >
        <GetStartedForm
          context={loaderData.form}
          schedulingUrl={loaderData.schedulingUrl}
        />
      </FormPageColumns>
    </>
  );
}
