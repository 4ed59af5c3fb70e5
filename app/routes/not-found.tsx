import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { localeFromMatches } from "~/content/seo";
import { site } from "~/content/site";
import { intlFor } from "~/i18n/intl";
import { notFoundLoader } from "~/server/not-found.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const title = intlFor(localeFromMatches(matches)).formatMessage(
    { id: "page.notFoundTitle", defaultMessage: "Page not found | {site}" },
    { site: site.name },
  );
  return [{ title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
