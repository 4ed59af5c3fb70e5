import { BriefcaseBusiness } from "lucide-react";
import type { FormResult } from "~/domain/forms/form-result";
import type {
  CaseStudyListParams,
  StudioCaseStudyRow,
} from "~/domain/studio/studio-list";
import { CaseStudyOrder } from "./case-study-order";
import {
  LanguageFilter,
  StudioKindList,
  StudioKindListEmpty,
  type StudioKindListDefinition,
} from "./studio-kind-list";

export type CaseStudiesListData = {
  params: CaseStudyListParams;
  rows: StudioCaseStudyRow<string>[];
};

const CASE_STUDIES_LIST: StudioKindListDefinition = {
  key: "case-studies",
  keySingular: "case-study",
  heading: "Case studies",
  intro:
    "The engagements at /projects, in the order the page shows them. Drafts change the public page only when you publish; the order applies as soon as you move a row.",
  listPath: "/lead_admin/case-studies",
  one: "case study",
  many: "case studies",
  newLabel: "New case study",
  searchLabel: "Search by title or slug",
  Icon: BriefcaseBusiness,
  filterColumns:
    "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]",
};

/**
 * /lead_admin/case-studies: every case study in the order /projects shows them, with where
 * each stands. The order is set here: drag a row by its handle (mouse, touch or keyboard), or
 * use its Move up and Move down buttons, which are plain posts and work without JavaScript.
 * The filters are a GET form; a filtered list cannot be reordered (its neighbours are hidden).
 */
export function CaseStudiesList({
  data,
  result,
}: {
  data: CaseStudiesListData;
  result: FormResult | undefined;
}) {
  const { params, rows } = data;
  const filtered = params.q !== "" || params.status !== null;
  // The order is set on the English list; each French version takes its original's place.
  const french = params.locale === "fr";
  return (
    <StudioKindList
      definition={CASE_STUDIES_LIST}
      q={params.q}
      status={params.status}
      filtered={filtered || french}
      total={rows.length}
      toast={result?.toast}
      filters={
        <LanguageFilter definition={CASE_STUDIES_LIST} value={params.locale} />
      }
      notice={
        french && rows.length > 0 ? (
          <p className="text-sm text-text-muted">
            French versions follow the order of the English list: change it
            there.
          </p>
        ) : filtered && rows.length > 0 ? (
          <p className="text-sm text-text-muted">
            Clear the filter to change the order.
          </p>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <StudioKindListEmpty
          definition={CASE_STUDIES_LIST}
          filtered={filtered}
        />
      ) : (
        <CaseStudyOrder rows={rows} reorderable={!filtered && !french} />
      )}
    </StudioKindList>
  );
}
