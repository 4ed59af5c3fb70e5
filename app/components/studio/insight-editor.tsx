import { Images } from "lucide-react";
import type { EditorNewsletterSummary } from "~/domain/newsletter/newsletter-send-views";
import { useCallback, useRef, useState } from "react";
import {
  INSIGHT_LIMITS,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import { SEO_TARGETS } from "~/domain/studio/seo-targets";
import { mediaFallbackSrc } from "~/domain/media/media-rules";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { useHydrated } from "../ui/use-hydrated";
import type { ImageRequest } from "./editor-urls";
import { InsightBodyField } from "./insight-body-field";
import { NewsletterEditorLink } from "./newsletter-editor-link";
import { MediaPicker, type PickedImage } from "./media-picker";
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

export type InsightEditorData = StudioKindEditorData<InsightDocument> & {
  choices: {
    contentTypes: { id: string; name: string }[];
    capabilities: { id: string; name: string }[];
  };
  newsletter: EditorNewsletterSummary;
};

type InsightForm = StudioKindEditorForm<InsightDocument, InsightEditorData>;

/**
 * /lead_admin/insights/:insightId — one insight's draft, in the studio's editor frame. With
 * JavaScript the slug follows the title until the page is first published, the SEO counters
 * and the search-result preview follow what is typed, and images come from the media library.
 */
export function InsightEditor({
  data,
  result,
}: {
  data: InsightEditorData;
  result: StudioEditorResult | undefined;
}) {
  return (
    <StudioKindEditor definition={INSIGHT_EDITOR} data={data} result={result} />
  );
}

/** The insight's own field sections: the article and its search and sharing settings. */
function InsightFields({ form }: { form: InsightForm }) {
  const { data, autosave, errors, valueOf } = form;
  const { choices } = data;
  const { title, slug } = form.titleSlug;
  const [excerpt, setExcerpt] = useState(valueOf("excerpt"));
  const [seoTitle, setSeoTitle] = useState(valueOf("seoTitle"));
  const [seoDescription, setSeoDescription] = useState(
    valueOf("seoDescription"),
  );
  // The media library's picker (docs/decisions/052-media-library.md): for the featured image
  // it fills the address field; for the body it answers the editor's request for an image.
  const hydrated = useHydrated();
  const featuredRef = useRef<HTMLInputElement>(null);
  const [picker, setPicker] = useState<
    | null
    | { purpose: "featured" }
    | { purpose: "body"; resolve: (image: ImageRequest | null) => void }
  >(null);
  const requestBodyImage = useCallback(
    () =>
      new Promise<ImageRequest | null>((resolve) =>
        setPicker({ purpose: "body", resolve }),
      ),
    [],
  );
  const closePicker = () => {
    if (picker?.purpose === "body") picker.resolve(null);
    setPicker(null);
  };
  const choose = (image: PickedImage) => {
    const src = mediaFallbackSrc(image);
    if (picker?.purpose === "body")
      picker.resolve({
        src,
        alt: image.alt,
        width: image.width,
        height: image.height,
      });
    else if (featuredRef.current) {
      featuredRef.current.value = src;
      autosave.schedule();
      featuredRef.current.focus();
    }
    setPicker(null);
  };

  return (
    <StudioKindEditorFrame
      form={form}
      beside={
        // Outside the insight's form: the dialog's own fields and forms must not autosave it.
        <MediaPicker
          open={picker !== null}
          onOpenChange={(open) => {
            if (!open) closePicker();
          }}
          onChoose={choose}
          needsAlt={picker?.purpose === "body"}
          locale={data.item.locale === "fr" ? "fr" : "en"}
        />
      }
      links={
        <NewsletterEditorLink
          insightId={data.item.id}
          summary={data.newsletter}
        />
      }
    >
      <EditorPanel id="insight-article-heading" title="Article">
        {form.titleSlugFields}
        <TextareaField
          form={form}
          name="excerpt"
          label="Excerpt"
          hint="One or two sentences under the title and on the /blog list."
          max={INSIGHT_LIMITS.excerpt}
          rows={3}
          onText={setExcerpt}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="author"
            label="Byline"
            hint="The author’s name as the page shows it."
            max={INSIGHT_LIMITS.author}
          />
          <ChoiceSelectField
            form={form}
            name="contentTypeId"
            label="Content type"
            hint="Where /blog files it."
            placeholder="Choose a type"
            choices={choices.contentTypes}
          />
        </div>
        <CapabilitiesField
          form={form}
          hint="The capabilities the article is about: the page links to them."
          choices={choices.capabilities}
        />
        <Field
          name="featuredImageUrl"
          label="Featured image"
          error={errors.featuredImageUrl}
          hint="An image from the Media library (its address, /media/…), or another image on this site; shown above the article at 1200 × 630."
        >
          {(control) => (
            <div className="flex flex-wrap gap-2">
              <Input
                {...control}
                ref={featuredRef}
                maxLength={INSIGHT_LIMITS.imageUrl}
                defaultValue={valueOf("featuredImageUrl")}
                className="min-w-0 flex-1"
              />
              {hydrated ? (
                <Button
                  variant="secondary"
                  onClick={() => setPicker({ purpose: "featured" })}
                >
                  <Images aria-hidden="true" className="size-4" />
                  Choose from the library
                </Button>
              ) : null}
            </div>
          )}
        </Field>
        <InsightBodyField
          defaultHtml={valueOf("body")}
          error={errors.body}
          onChange={autosave.schedule}
          onRequestImage={requestBodyImage}
        />
      </EditorPanel>

      <EditorPanel id="insight-seo-heading" title="Search and sharing">
        <Field
          name="seoTitle"
          label="SEO title"
          error={errors.seoTitle}
          hint={
            <CharacterCount
              id="seo-title-count"
              length={(seoTitle || title).length}
              target={SEO_TARGETS.title}
            />
          }
        >
          {(control) => (
            <Input
              {...control}
              maxLength={INSIGHT_LIMITS.seoTitle}
              placeholder="The title, unless you write another here"
              defaultValue={seoTitle}
              onInput={(event) => setSeoTitle(event.currentTarget.value)}
            />
          )}
        </Field>
        <TextareaField
          form={form}
          name="seoDescription"
          label="SEO description"
          hint={
            <CharacterCount
              id="seo-description-count"
              length={(seoDescription || excerpt).length}
              target={SEO_TARGETS.description}
            />
          }
          max={INSIGHT_LIMITS.seoDescription}
          rows={3}
          placeholder="The excerpt, unless you write another here"
          onText={setSeoDescription}
        />
        <SearchResultPreview
          origin={data.origin}
          title={seoTitle || title}
          path={form.publicPath(slug)}
          description={seoDescription || excerpt}
        />
        <TextField
          form={form}
          name="socialImageUrl"
          label="Social image"
          hint="What a shared link shows (1200 × 630); the featured image if empty."
          max={INSIGHT_LIMITS.imageUrl}
        />
      </EditorPanel>
    </StudioKindEditorFrame>
  );
}

const INSIGHT_EDITOR: StudioKindEditorDefinition<
  InsightDocument,
  InsightEditorData
> = {
  noun: "insight",
  listPath: "/lead_admin/insights",
  listLabel: "All insights",
  publicPath: (slug) => `/blog/${slug}`,
  formId: "insight-form",
  limits: INSIGHT_LIMITS,
  Fields: InsightFields,
};
