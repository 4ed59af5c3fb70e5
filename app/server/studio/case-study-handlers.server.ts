import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { CaseStudyDetail } from "~/domain/public-content";
import {
  CASE_STUDY_FIELD_LABELS,
  type CaseStudyDocument,
} from "~/domain/studio/case-study-document";
import {
  parseCaseStudyForm,
  postedCaseStudyValues,
} from "~/domain/studio/case-study-form";
import { diffCaseStudyDocuments } from "~/domain/studio/revision-diff";
import { accountFormOf } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { sectors } from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { caseStudyChoices } from "./case-study-list.server";
import { caseStudyStudio } from "./case-study-studio.server";
import {
  editorStanding,
  studioEditorAction,
  type EditorSpec,
} from "./studio-editor.server";
import { studioNewAction } from "./studio-new.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";
import { capabilityRefs } from "./studio-refs.server";
import {
  studioRevisionsAction,
  studioRevisionsLoader,
  type RevisionsSpec,
} from "./studio-revisions.server";

/**
 * The case study routes of the content studio (/lead_admin/case-studies/…): new, editor,
 * history and preview, on the same rules as the insights' (studio-editor, studio-revisions).
 */

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { caseStudyId?: string };
};

const CASE_STUDY_EDITOR: EditorSpec<CaseStudyDocument> = {
  operations: caseStudyStudio,
  parse: parseCaseStudyForm,
  posted: postedCaseStudyValues,
  fieldLabels: CASE_STUDY_FIELD_LABELS,
};

const CASE_STUDY_REVISIONS: RevisionsSpec<CaseStudyDocument> = {
  operations: caseStudyStudio,
  diff: diffCaseStudyDocuments,
  async names(scope) {
    const choices = await caseStudyChoices(scope);
    return new Map([
      ...choices.sectors.map((s) => [s.id, s.name] as const),
      ...choices.capabilities.map((c) => [c.id, c.name] as const),
    ]);
  },
};

export async function caseStudyNewLoader({ request, context }: Args) {
  await requireContentStaff(request, context);
  return data({}, { headers: CONSOLE_HEADERS });
}

export async function caseStudyNewAction({ request, context }: Args) {
  const { scope } = await requireContentStaff(request, context);
  return studioNewAction(caseStudyStudio, scope, accountFormOf(context));
}

/** /lead_admin/case-studies/:caseStudyId: the draft, where it stands, and what the selects offer. */
export async function caseStudyEditorLoader({
  request,
  context,
  params,
}: Args) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  const [found, choices] = await Promise.all([
    caseStudyStudio.read(scope.db, params.caseStudyId),
    caseStudyChoices(scope),
  ]);
  if (!found) throw notFound();
  return data(
    {
      ...editorStanding(found),
      choices,
      origin: getAppServices().env.publicUrl,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function caseStudyEditorAction({
  request,
  context,
  params,
}: Args) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  return studioEditorAction(
    CASE_STUDY_EDITOR,
    scope,
    params.caseStudyId,
    accountFormOf(context),
  );
}

export async function caseStudyRevisionsLoader({
  request,
  context,
  params,
}: Args) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsLoader(
    CASE_STUDY_REVISIONS,
    scope,
    request,
    params.caseStudyId,
  );
}

export async function caseStudyRevisionsAction({
  request,
  context,
  params,
}: Args) {
  const { scope } = await requireContentStaff(request, context);
  return studioRevisionsAction(
    CASE_STUDY_REVISIONS,
    scope,
    params.caseStudyId,
    accountFormOf(context),
  );
}

/**
 * /lead_admin/case-studies/:caseStudyId/preview: the last saved draft as /projects/:slug will
 * show it, for signed-in admins and editors only, checked on every request (no preview mode
 * that could outlive a sign-out), never cached and never indexed.
 */
export async function caseStudyPreviewLoader({
  request,
  context,
  params,
}: Args) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.caseStudyId)) throw notFound();
  const found = await caseStudyStudio.read(scope.db, params.caseStudyId);
  if (!found) throw notFound();
  const { row, draft } = found;
  const document = draft.document;
  const [sector] = document.sectorId
    ? await scope.db
        .select({ id: sectors.id, name: sectors.name, slug: sectors.slug })
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
      study,
      version: draft.version,
      editorPath: caseStudyStudio.kind.editorPath(row.id),
    },
    { headers: PREVIEW_HEADERS },
  );
}
