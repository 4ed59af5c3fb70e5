import type { Route } from "./+types/cookies";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { cookiesLoader } from "~/server/legal/cookies.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

const PATH = "/cookies";

export const loader = (args: Route.LoaderArgs) => cookiesLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export const meta = legalPageMeta(PATH);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage path={PATH} lastUpdated={loaderData.lastUpdated} />;
}
