import {
  CASE_STUDY_LIMITS,
  type CaseStudyDocument,
} from "~/domain/studio/case-study-document";
import { SEO_TARGETS } from "~/domain/studio/seo-targets";
import { useState } from "react";
import { CharacterCount, SearchResultPreview } from "./seo-fields";
import { EditorPanel, type StudioEditorResult } from "./studio-editor-frame";
import {
  CapabilitiesField,
  ChoiceSelectField,
  StudioKindEditor,
  StudioKindEditorFrame,
  TextareaField,
  TextField,
  type StudioKindEditorData,
  type StudioKindEditorDefinition,
  type StudioKindEditorForm,
} from "./studio-kind-editor";

export type CaseStudyEditorData = StudioKindEditorData<CaseStudyDocument> & {
  choices: {
    sectors: { id: string; name: string }[];
    capabilities: { id: string; name: string }[];
  };
};

type CaseStudyForm = StudioKindEditorForm<
  CaseStudyDocument,
  CaseStudyEditorData
>;

/**
 * /lead_admin/case-studies/:caseStudyId — one case study's draft, in the studio's editor frame.
 * Every field is a plain form field (lists are one item per line), so it all works without
 * JavaScript; with it, the slug follows the title until the page is first published and the
 * summary's counter and search-result preview follow what is typed.
 */
export function CaseStudyEditor({
  data,
  result,
}: {
  data: CaseStudyEditorData;
  result: StudioEditorResult | undefined;
}) {
  return (
    <StudioKindEditor
      definition={CASE_STUDY_EDITOR}
      data={data}
      result={result}
    />
  );
}

/** The case study's own field sections: the card, the story and the results. */
function CaseStudyFields({ form }: { form: CaseStudyForm }) {
  const { data, valueOf } = form;
  const { choices } = data;
  const { title, slug } = form.titleSlug;
  const [summary, setSummary] = useState(valueOf("description"));

  return (
    <StudioKindEditorFrame form={form}>
      <EditorPanel id="case-study-heading" title="Case study">
        {form.titleSlugFields}
        <TextField
          form={form}
          name="subtitle"
          label="Subtitle"
          hint="The client and the place, e.g. “Ministry of Interior, Kenya”."
          max={CASE_STUDY_LIMITS.subtitle}
        />
        <TextareaField
          form={form}
          name="description"
          label="Summary"
          hint={
            <>
              Under the title, on the /projects card and in search results.
              <CharacterCount
                id="summary-count"
                length={summary.length}
                target={SEO_TARGETS.description}
              />
            </>
          }
          max={CASE_STUDY_LIMITS.description}
          rows={3}
          onText={setSummary}
        />
        <SearchResultPreview
          origin={data.origin}
          title={title}
          path={form.publicPath(slug)}
          description={summary}
        />
        <ChoiceSelectField
          form={form}
          name="sectorId"
          label="Sector"
          hint="Where the /projects sector filter finds it."
          placeholder="Choose a sector"
          choices={choices.sectors}
        />
        <CapabilitiesField
          form={form}
          hint="What we brought to the engagement: the page links to them."
          choices={choices.capabilities}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink-900">
          <input
            type="checkbox"
            name="isFeatured"
            defaultChecked={valueOf("isFeatured") === "on"}
            className="size-5 accent-brand-700"
          />
          Featured: the page and its card carry the “Featured” badge
        </label>
      </EditorPanel>

      <EditorPanel id="case-study-story-heading" title="The story">
        <TextareaField
          form={form}
          name="challenge"
          label="The challenge"
          hint="What the client faced. Separate paragraphs with a blank line."
          max={CASE_STUDY_LIMITS.longText}
          rows={8}
        />
        <TextareaField
          form={form}
          name="solution"
          label="Our solution"
          hint="What we built and how. Separate paragraphs with a blank line."
          max={CASE_STUDY_LIMITS.longText}
          rows={8}
        />
      </EditorPanel>

      <EditorPanel id="case-study-results-heading" title="Results">
        <TextareaField
          form={form}
          name="outcomes"
          label="Outcomes"
          hint={`One per line, at most ${CASE_STUDY_LIMITS.listItems}. The first two appear on the /projects card.`}
          max={CASE_STUDY_LIMITS.listItems * (CASE_STUDY_LIMITS.outcome + 1)}
          rows={6}
        />
        <TextareaField
          form={form}
          name="kpis"
          label="KPIs"
          hint={`One figure per line, e.g. “70% faster visa decisions”; at most ${CASE_STUDY_LIMITS.listItems}. Only figures the client has approved for publication.`}
          max={CASE_STUDY_LIMITS.listItems * (CASE_STUDY_LIMITS.kpi + 1)}
          rows={5}
        />
      </EditorPanel>
    </StudioKindEditorFrame>
  );
}

const CASE_STUDY_EDITOR: StudioKindEditorDefinition<
  CaseStudyDocument,
  CaseStudyEditorData
> = {
  noun: "case study",
  listPath: "/lead_admin/case-studies",
  listLabel: "All case studies",
  publicPath: (slug) => `/projects/${slug}`,
  formId: "case-study-form",
  limits: CASE_STUDY_LIMITS,
  Fields: CaseStudyFields,
};
