import type { Route } from "./+types/privacy";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { privacyLoader } from "~/server/legal/privacy.handler.server";
import { pageTemplateHandle } from "~/page-template-handle";

const PATH = "/privacy";

export const loader = (args: Route.LoaderArgs) => privacyLoader(args);
// Rendered once, filled per visitor (nonce, form tokens): app/page-template-handle.ts.
export const handle = pageTemplateHandle;

export const meta = legalPageMeta(PATH);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage path={PATH} lastUpdated={loaderData.lastUpdated} />;
}
