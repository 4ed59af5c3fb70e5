import type { Route } from "./+types/terms";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { termsLoader } from "~/server/legal/terms.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

const PATH = "/terms";

export const loader = (args: Route.LoaderArgs) => termsLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export const meta = legalPageMeta(PATH);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage path={PATH} lastUpdated={loaderData.lastUpdated} />;
}
