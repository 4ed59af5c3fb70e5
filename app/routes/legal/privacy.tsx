import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { originFromMatches, seoMeta } from "~/content/seo";
import { privacyLoader } from "~/server/legal/privacy.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => privacyLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    title: privacyPolicy.title,
    description: privacyPolicy.summary,
    path: privacyPolicy.path,
  });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      document={privacyPolicy}
      lastUpdated={loaderData.lastUpdated}
      currentPath={privacyPolicy.path}
    />
  );
}
