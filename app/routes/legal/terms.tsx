import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { termsOfService } from "~/content/legal/terms";
import { lastUpdated } from "~/content/legal/legal-document";
import { originFromMatches, seoMeta } from "~/content/seo";

// Not prerendered: 'Last updated' is today's date, so the page is rendered per
// request, and like every server-rendered page it is not cached (entry.server.tsx).
export function loader() {
  return { lastUpdated: lastUpdated() };
}

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
