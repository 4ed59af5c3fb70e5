import type { Route } from "./+types/cookies";
import { LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import { originFromMatches, seoMeta } from "~/content/seo";
import { cookiesLoader } from "~/server/legal/cookies.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

export const loader = (args: Route.LoaderArgs) => cookiesLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta(originFromMatches(matches), {
    title: cookiePolicy.title,
    description: cookiePolicy.summary,
    path: cookiePolicy.path,
  });
}

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      document={cookiePolicy}
      lastUpdated={loaderData.lastUpdated}
      currentPath={cookiePolicy.path}
    />
  );
}
