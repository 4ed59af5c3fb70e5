import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { lastUpdated } from "~/content/legal/legal-document";
import { originFromMatches, seoMeta } from "~/content/seo";

// Not prerendered: 'Last updated' is today's date, so the page is rendered per
// request, and like every server-rendered page it is not cached (entry.server.tsx).
export function loader() {
  return { lastUpdated: lastUpdated() };
}

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
