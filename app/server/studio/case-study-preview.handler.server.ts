import type { CaseStudyDetail } from "~/domain/public-content";
import type { Route } from "../../routes/studio/+types/case-study-preview";
import { sectors } from "../db/schema.server";
import { caseStudyHandlers } from "./case-study-handlers.server";
import { capabilityRefs, taxonomyRef } from "./studio-refs.server";

/** /lead_admin/case-studies/:caseStudyId/preview: the last saved draft as /projects/:slug will show it. */
export function caseStudyPreviewLoader(args: Route.LoaderArgs) {
  return caseStudyHandlers.previewLoader(args, async (db, { draft, row }) => {
    const document = draft.document;
    const capabilityList = await capabilityRefs(db, document.capabilityIds);
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
      sector: await taxonomyRef(db, sectors, document.sectorId),
      capabilities: capabilityList,
      challenge: document.challenge,
      solution: document.solution,
      kpis: document.kpis,
    };
    return { study };
  });
}
