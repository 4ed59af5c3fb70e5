import type { ContentLocale } from "~/domain/enums";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { CaseStudyDetail } from "~/domain/public-content";
import type { Route } from "../../routes/studio/+types/case-study-preview";
import { requireContentStaff } from "../console/console-guard.server";
import { sectors } from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { caseStudyStudio } from "./case-study-studio.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";
import { capabilityRefs } from "./studio-refs.server";

/**
 * /lead_admin/case-studies/:caseStudyId/preview: the last saved draft as /projects/:slug will
 * show it, for signed-in admins and editors only, checked on every request (no preview mode
 * that could outlive a sign-out), never cached and never indexed.
 */
export async function caseStudyPreviewLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  const found = await caseStudyStudio.read(scope.db, params.caseStudyId);
  if (!found) throw notFound();
  const { row, draft } = found;
  const document = draft.document;
  const [sector] = document.sectorId
    ? await scope.db
        .select({
          id: sectors.id,
          name: sectors.name,
          nameFr: sectors.nameFr,
          slug: sectors.slug,
        })
        .from(sectors)
        .where(eq(sectors.id, document.sectorId))
    : [];
  const capabilityList = await capabilityRefs(scope.db, document.capabilityIds);
  const study: CaseStudyDetail = {
    id: row.id,
    slug: document.slug,
    title: document.title,
    subtitle: document.subtitle,
    description: document.description ?? "",
    outcomes: document.outcomes,
    isFeatured: document.isFeatured,
    displayOrder: 0,
    updatedAt: draft.updatedAt,
    sector: sector ?? null,
    capabilities: capabilityList,
    challenge: document.challenge,
    solution: document.solution,
    kpis: document.kpis,
  };
  return data(
    {
      // The page's language is the item's, whatever the console's (the preview's URL has no /fr).
      uiLocale: row.locale as ContentLocale,
      study,
      version: draft.version,
      editorPath: caseStudyStudio.kind.editorPath(row.id),
    },
    { headers: PREVIEW_HEADERS },
  );
}
