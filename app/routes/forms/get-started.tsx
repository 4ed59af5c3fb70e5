import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/get-started";
import { GetStartedForm } from "~/components/forms/get-started-form";
import { PageHero } from "~/components/page-blocks";
import { useIntl } from "react-intl";
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
  const intl = useIntl();
  const getStartedPage = useCopy({
    en: getStartedPageEn,
    fr: getStartedPageFr,
  });
  return (
    <>
      <PageHero {...getStartedPage} />
      <div className="page-container grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
          <GetStartedForm
            context={loaderData.form}
            schedulingUrl={loaderData.schedulingUrl}
          />
        </div>
        <aside
          aria-label={intl.formatMessage({
            id: "forms.getStartedPage.expectations",
            defaultMessage: "What to expect",
          })}
          className="grid content-start gap-5"
        >
          {getStartedPage.expectations.map((item) => (
            <div key={item.title} className="flex gap-3">
              <CheckCircle2
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700"
              />
              <div>
                <h2 className="text-base font-semibold text-ink-900">
                  {item.title}
                </h2>
                <p className="mt-1 text-sm leading-6 text-text-muted">
                  {item.body}
                </p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </>
  );
}
