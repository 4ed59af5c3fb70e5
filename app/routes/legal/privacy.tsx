import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { originFromMatches, seoMeta } from "~/content/seo";
import { privacyLoader } from "~/server/legal/privacy.handler.server";

export const loader = (args: Route.LoaderArgs) => privacyLoader(args);

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
