import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { legalDocuments } from "~/content/legal/legal-documents";
import { localeFromMatches, originFromMatches, seoMeta } from "~/content/seo";
import { pickCopy } from "~/i18n/copy";
import { useCopy } from "~/i18n/locale-context";
import { termsLoader } from "~/server/legal/terms.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

const PATH = "/terms";

export const loader = (args: Route.LoaderArgs) => termsLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const locale = localeFromMatches(matches);
  const document = pickCopy(locale, legalDocuments)[PATH];
  return seoMeta(originFromMatches(matches), {
    title: document.title,
    description: document.summary,
    path: PATH,
    locale,
  });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const document = useCopy(legalDocuments)[PATH];
  return (
    <LegalPage
      document={document}
      lastUpdated={loaderData.lastUpdated}
      currentPath={PATH}
    />
  );
}
