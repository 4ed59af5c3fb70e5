import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { PageHero } from "~/components/page-blocks";
import { newsletterSignup as englishCopy } from "~/content/newsletter";
import { newsletterSignup as frenchCopy } from "~/content/fr/newsletter";
import { localizedPageMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";
import { ownNewsletterForm } from "~/page-chrome";
import { pageTemplateHandle } from "~/page-template-handle";
import {
  newsletterAction,
  newsletterLoader,
} from "~/server/newsletter/newsletter.handler.server";

const copy = { en: englishCopy, fr: frenchCopy };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return localizedPageMeta(matches, "/newsletter", (locale) => {
    const words = pickCopy(locale, copy);
    return { title: words.pageTitle, description: words.pageDescription };
  });
}

export const loader = (args: Route.LoaderArgs) => newsletterLoader(args);
// Rendered once, filled per visitor (nonce, form token): app/page-template-handle.ts.
export const handle = { ...pageTemplateHandle, ...ownNewsletterForm };
export const action = (args: Route.ActionArgs) => newsletterAction(args);

export default function Newsletter({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const words = useCopy(copy);
  return (
    <>
      <PageHero title={words.pageTitle} lead={words.pageLead} />
      <div className="page-container py-12 sm:py-16">
        <div className="max-w-2xl">
          <NewsletterForm
            formToken={loaderData.formToken}
            pagePath={loaderData.pagePath}
            answer={actionData}
          />
        </div>
      </div>
    </>
  );
}
