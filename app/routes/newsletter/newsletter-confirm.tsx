import { ownNewsletterForm } from "~/page-chrome";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterConfirmPage } from "~/components/newsletter/newsletter-confirm-page";
import { newsletterConfirm as englishCopy } from "~/content/newsletter";
import { newsletterConfirm as frenchCopy } from "~/content/fr/newsletter";
import { documentTitle, localeFromMatches } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import {
  CONFIRM_PAGE_HEADERS,
  newsletterConfirmAction,
  newsletterConfirmLoader,
} from "~/server/newsletter/newsletter-confirm.handler.server";

/** The page has its own sign-up (or is the newsletter's): the footer leaves its box out. */
export const handle = ownNewsletterForm;

export const loader = (args: Route.LoaderArgs) => newsletterConfirmLoader(args);
export const action = (args: Route.ActionArgs) => newsletterConfirmAction(args);

// The token is in the URL: no cache keeps the page, no engine indexes it, and no other site gets
// it as a referrer (`newsletterTokenPageHeaders`, app/server/newsletter/newsletter-edge.server.ts).
export const headers: Route.HeadersFunction = () => CONFIRM_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: documentTitle(
      pickCopy(localeFromMatches(matches), {
        en: englishCopy,
        fr: frenchCopy,
      }).seoTitle,
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

export default function NewsletterConfirm({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <NewsletterConfirmPage view={actionData ?? loaderData} />;
}
