import { ownNewsletterForm } from "~/page-chrome";
import type { Route } from "./+types/newsletter-preferences";
import { NewsletterPreferencesPage } from "~/components/newsletter/newsletter-preferences-page";
import { PageHero } from "~/components/page-blocks";
import { newsletterPreferencesCopy } from "~/content/newsletter-preferences";
import { documentTitle, localeFromMatches } from "~/content/seo";
import { useCopy } from "~/i18n/locale-context";
import {
  newsletterPreferencesAction,
  newsletterPreferencesLoader,
} from "~/server/newsletter/newsletter-preferences.handler.server";

/** The page has its own sign-up (or is the newsletter's): the footer leaves its box out. */
export const handle = ownNewsletterForm;

// One subscriber's page, opened by the signed token of their e-mails: never cached, never
// indexed, no referrer (the edge's headers: newsletter-edge.server.ts).
export const loader = (args: Route.LoaderArgs) =>
  newsletterPreferencesLoader(args);
export const action = (args: Route.ActionArgs) =>
  newsletterPreferencesAction(args);

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const copy = newsletterPreferencesCopy[localeFromMatches(matches)];
  return [
    { title: documentTitle(copy.title) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function NewsletterPreferences({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const copy = useCopy(newsletterPreferencesCopy);
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={loaderData.state === "active" ? copy.lead : undefined}
      />
      <NewsletterPreferencesPage
        view={loaderData}
        result={actionData}
        copy={copy}
      />
    </>
  );
}
