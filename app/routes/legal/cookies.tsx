import type { Route } from "./+types/cookies";
import { LegalPage } from "~/components/legal-page";
import { cookiePolicy } from "~/content/legal/cookies";
import { originFromMatches, seoMeta } from "~/content/seo";
import { cookiesLoader } from "~/server/legal/cookies.handler.server";

export const loader = (args: Route.LoaderArgs) => cookiesLoader(args);

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
