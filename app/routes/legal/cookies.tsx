import type { Route } from "./+types/cookies";
import { LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import { lastUpdated } from "~/content/legal/legal-document";
import { originFromMatches, seoMeta } from "~/content/seo";

// Not prerendered: 'Last updated' is today's date, so the page is rendered per
// request, and like every server-rendered page it is not cached (entry.server.tsx).
export function loader() {
  return { lastUpdated: lastUpdated() };
}

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
