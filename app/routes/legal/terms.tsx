import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { termsOfService } from "~/content/legal/terms";
import { originFromMatches, seoMeta } from "~/content/seo";
import { termsLoader } from "~/server/legal/terms.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => termsLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    title: termsOfService.title,
    description: termsOfService.summary,
    path: termsOfService.path,
  });
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      document={termsOfService}
      lastUpdated={loaderData.lastUpdated}
      currentPath={termsOfService.path}
    />
  );
}
