import { Eye, History, Images, SquareArrowOutUpRight } from "lucide-react";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type { ContentStatus } from "~/domain/studio/content-status";
import {
  INSIGHT_LIMITS,
  SEO_TARGETS,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import { slugFromTitle } from "~/domain/studio/slug-from-title";
import { mediaFallbackSrc } from "~/domain/media/media-rules";
import { BackLink } from "../content/back-link";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Field } from "../ui/field";
import { Input, inputClasses } from "../ui/input";
import { LocalTime } from "../ui/local-time";
import { useHydrated } from "../ui/use-hydrated";
import type { ImageRequest } from "./editor-urls";
import { ContentStatusBadge } from "./content-status-badge";
import { InsightBodyField } from "./insight-body-field";
import { MediaPicker, type PickedImage } from "./media-picker";
import { SchedulePanel } from "./schedule-panel";
import { CharacterCount, SearchResultPreview } from "./seo-fields";
import { useAutosave, type AutosaveState } from "./use-autosave";

export type InsightEditorData = {
  insight: {
    id: string;
    isLive: boolean;
    liveSlug: string;
    publishedAt: string | null;
  };
  draft: {
    version: number;
    document: InsightDocument;
    status: ContentStatus;
    everPublished: boolean;
    publishAt: string | null;
    unpublishAt: string | null;
    scheduleError: string | null;
    updatedAt: string;
    updatedByName: string | null;
  };
  choices: {
    contentTypes: { id: string; name: string }[];
    capabilities: { id: string; name: string }[];
  };
  timeZones: string[];
  origin: string;
};

export type InsightEditorResult = FormResult & {
  stale?: { version: number; updatedByName: string | null; updatedAt: string };
  missing?: string[];
};

const FORM_ID = "insight-form";

/**
 * /lead_admin/insights/:insightId — one insight's draft. Every field is a plain form field, so
 * Save draft and Publish work without JavaScript; with it, the draft also saves itself a few
 * seconds after typing stops, the slug follows the title until the page is first published,
 * and the SEO counters and the search-result preview follow what is typed.
 */
export function InsightEditor({
  data,
  result,
}: {
  data: InsightEditorData;
  result: InsightEditorResult | undefined;
}) {
  const { insight, draft, choices } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const autosave = useAutosave(formRef, draft.version);
  const posted = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const valueOf = (field: keyof InsightDocument): string => {
    if (field in posted) return posted[field] ?? "";
    const value = draft.document[field];
    return Array.isArray(value) ? value.join(",") : (value ?? "");
  };

  const [title, setTitle] = useState(valueOf("title"));
  const [slug, setSlug] = useState(valueOf("slug"));
  const [slugTouched, setSlugTouched] = useState(
    draft.everPublished || slugFromTitle(valueOf("title")) !== valueOf("slug"),
  );
  const [excerpt, setExcerpt] = useState(valueOf("excerpt"));
  const [seoTitle, setSeoTitle] = useState(valueOf("seoTitle"));
  const [seoDescription, setSeoDescription] = useState(
    valueOf("seoDescription"),
  );
  const checkedCapabilities = new Set(
    valueOf("capabilityIds").split(",").filter(Boolean),
  );
  const submitting = navigation.state === "submitting";
  const submittingIntent = navigation.formData?.get("intent");

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
    <div className="grid gap-5">
      <BackLink to="/lead_admin/insights" label="All insights" />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h2 className="text-2xl font-bold tracking-tight break-words text-ink-900">
            {title || "Untitled insight"}
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-muted">
            <ContentStatusBadge status={draft.status} />
            {autosave.baseVersion === 0 ? (
              <span>
                Written before the studio: its first save starts its history
              </span>
            ) : (
              <span>
                Version {autosave.baseVersion}, saved{" "}
                <LocalTime iso={draft.updatedAt} relative />
                {draft.updatedByName ? ` by ${draft.updatedByName}` : ""}
              </span>
            )}
          </div>
        </div>
        <nav aria-label="This insight" className="flex flex-wrap gap-2">
          <StudioLink to={`/lead_admin/insights/${insight.id}/preview`}>
            <Eye aria-hidden="true" className="size-4" /> Preview
          </StudioLink>
          <StudioLink to={`/lead_admin/insights/${insight.id}/revisions`}>
            <History aria-hidden="true" className="size-4" /> History
          </StudioLink>
          {insight.isLive ? (
            <StudioLink to={`/blog/${insight.liveSlug}`} external>
              <SquareArrowOutUpRight aria-hidden="true" className="size-4" />{" "}
              View the public page
            </StudioLink>
          ) : null}
        </nav>
      </header>

      {result?.stale ? (
        <Alert
          tone="error"
          role="alert"
          title="Not saved: someone else saved first"
        >
          {result.stale.updatedByName ?? "Another editor"} saved a newer version
          (<LocalTime iso={result.stale.updatedAt} />) while you were editing.
          Nothing of yours was lost: your text is still in the form below. Copy
          what you need,{" "}
          <a
            href={`/lead_admin/insights/${insight.id}`}
            target="_blank"
            rel="noreferrer"
          >
            open their version in a new tab
          </a>
          , and bring your changes into it.
        </Alert>
      ) : result?.toast && !result.ok ? (
        <Alert tone="error" role="alert" title={result.toast.title}>
          {result.toast.description}
        </Alert>
      ) : null}
      <AutosaveNotice state={autosave.state} insightId={insight.id} />
      {/* Outside the insight's form: the dialog's own fields and forms must not autosave it. */}
      <MediaPicker
        open={picker !== null}
        onOpenChange={(open) => {
          if (!open) closePicker();
        }}
        onChoose={choose}
        needsAlt={picker?.purpose === "body"}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form
          ref={formRef}
          id={FORM_ID}
          method="post"
          aria-label="Insight"
          noValidate
          onChange={autosave.schedule}
          onSubmit={autosave.cancel}
          className="grid min-w-0 gap-6"
        >
          <input
            type="hidden"
            name="baseVersion"
            value={autosave.baseVersion}
          />
          <Panel id="insight-article-heading" title="Article">
            <Field name="title" label="Title" error={errors.title}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={INSIGHT_LIMITS.title}
                  defaultValue={title}
                  onInput={(event) => {
                    const next = event.currentTarget.value;
                    setTitle(next);
                    if (!slugTouched) setSlug(slugFromTitle(next));
                  }}
                />
              )}
            </Field>
            <Field
              name="slug"
              label="URL slug"
              error={errors.slug}
              hint={
                <>
                  The page’s address:{" "}
                  <span className="font-mono">/blog/{slug || "…"}</span>.
                  {draft.everPublished
                    ? " Changing it after publishing keeps the old address working: it redirects here."
                    : " It follows the title until you edit it."}
                </>
              }
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={INSIGHT_LIMITS.slug}
                  value={slug}
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => {
                    setSlugTouched(true);
                    setSlug(event.currentTarget.value);
                  }}
                />
              )}
            </Field>
            <Field
              name="excerpt"
              label="Excerpt"
              error={errors.excerpt}
              hint="One or two sentences under the title and on the /blog list."
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={INSIGHT_LIMITS.excerpt}
                  className={inputClasses}
                  defaultValue={excerpt}
                  onInput={(event) => setExcerpt(event.currentTarget.value)}
                />
              )}
            </Field>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                name="author"
                label="Byline"
                error={errors.author}
                hint="The author’s name as the page shows it."
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={INSIGHT_LIMITS.author}
                    defaultValue={valueOf("author")}
                  />
                )}
              </Field>
              <Field
                name="contentTypeId"
                label="Content type"
                error={errors.contentTypeId}
                hint="Where /blog files it."
              >
                {(control) => (
                  <select
                    {...control}
                    defaultValue={valueOf("contentTypeId")}
                    className={cx(inputClasses, "cursor-pointer")}
                  >
                    <option value="">Choose a type</option>
                    {choices.contentTypes.map((type) => (
                      <option key={type.id} value={type.id}>
                        {type.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium text-ink-900">
                Capabilities
              </legend>
              <p className="text-sm text-text-muted">
                The capabilities the article is about: the page links to them.
              </p>
              <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
                {choices.capabilities.map((capability) => (
                  <label
                    key={capability.id}
                    className="flex min-h-11 items-center gap-3 text-sm text-ink-900"
                  >
                    <input
                      type="checkbox"
                      name="capabilityIds"
                      value={capability.id}
                      defaultChecked={checkedCapabilities.has(capability.id)}
                      className="size-5 accent-brand-700"
                    />
                    {capability.name}
                  </label>
                ))}
              </div>
              {errors.capabilityIds ? (
                <p className="text-sm font-medium text-danger-700">
                  {errors.capabilityIds}
                </p>
              ) : null}
            </fieldset>
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
          </Panel>

          <Panel id="insight-seo-heading" title="Search and sharing">
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
            <Field
              name="seoDescription"
              label="SEO description"
              error={errors.seoDescription}
              hint={
                <CharacterCount
                  id="seo-description-count"
                  length={(seoDescription || excerpt).length}
                  target={SEO_TARGETS.description}
                />
              }
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={INSIGHT_LIMITS.seoDescription}
                  placeholder="The excerpt, unless you write another here"
                  className={inputClasses}
                  defaultValue={seoDescription}
                  onInput={(event) =>
                    setSeoDescription(event.currentTarget.value)
                  }
                />
              )}
            </Field>
            <SearchResultPreview
              origin={data.origin}
              title={seoTitle || title}
              path={`/blog/${slug}`}
              description={seoDescription || excerpt}
            />
            <Field
              name="socialImageUrl"
              label="Social image"
              error={errors.socialImageUrl}
              hint="What a shared link shows (1200 × 630); the featured image if empty."
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={INSIGHT_LIMITS.imageUrl}
                  defaultValue={valueOf("socialImageUrl")}
                />
              )}
            </Field>
          </Panel>
        </Form>

        <aside
          aria-labelledby="insight-publishing-heading"
          // First on a phone, where a long form would otherwise hide Publish far below.
          className="order-first grid gap-4 rounded-card border border-line bg-surface p-4 lg:sticky lg:top-4 lg:order-none"
        >
          <h3
            id="insight-publishing-heading"
            className="text-lg font-semibold text-ink-900"
          >
            Publishing
          </h3>
          <PublishingFacts data={data} />
          <div className="grid gap-2">
            <Button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="save"
              variant="secondary"
              disabled={autosave.busy}
              pending={submitting && submittingIntent === "save"}
              pendingLabel="Saving…"
            >
              Save draft
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="publish"
              disabled={autosave.busy}
              pending={submitting && submittingIntent === "publish"}
              pendingLabel="Publishing…"
            >
              {insight.isLive ? "Publish changes" : "Publish"}
            </Button>
          </div>
          <SchedulePanel
            formId={FORM_ID}
            canScheduleUnpublish={insight.isLive || draft.publishAt !== null}
            publishAt={draft.publishAt}
            unpublishAt={draft.unpublishAt}
            scheduleError={draft.scheduleError}
            timeZones={data.timeZones}
            errors={errors}
            posted={posted}
            busy={autosave.busy}
            pendingIntent={submitting ? submittingIntent : null}
          />
          {insight.isLive ? (
            <Form method="post" className="grid">
              <input type="hidden" name="intent" value="unpublish" />
              <Button
                type="submit"
                variant="danger"
                pending={submitting && submittingIntent === "unpublish"}
                pendingLabel="Unpublishing…"
              >
                Unpublish
              </Button>
            </Form>
          ) : null}
          <p className="text-sm leading-6 text-text-muted">
            Preview shows the last saved version. The editor saves by itself a
            few seconds after you stop typing (with JavaScript on).
          </p>
        </aside>
      </div>
    </div>
  );
}

function PublishingFacts({ data }: { data: InsightEditorData }) {
  const { insight, draft } = data;
  const facts: [string, ReactNode][] = [
    ["Status", <ContentStatusBadge key="s" status={draft.status} />],
  ];
  if (insight.publishedAt)
    facts.push([
      "First published",
      <LocalTime key="p" iso={insight.publishedAt} />,
    ]);
  if (draft.status === "changed")
    facts.push([
      "Public page",
      "Shows an older version: publish the changes to update it.",
    ]);
  return (
    <dl className="grid gap-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="font-medium text-text-muted">{term}</dt>
          <dd className="text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AutosaveNotice({
  state,
  insightId,
}: {
  state: AutosaveState;
  insightId: string;
}) {
  if (state.kind === "stale")
    return (
      <Alert
        tone="error"
        role="alert"
        title="Autosave stopped: someone else saved this insight"
      >
        {state.updatedByName ?? "Another editor"} saved a newer version (
        <LocalTime iso={state.updatedAt} />
        ). Your text is still in the form and was not overwritten. Copy what you
        need,{" "}
        <a
          href={`/lead_admin/insights/${insightId}`}
          target="_blank"
          rel="noreferrer"
        >
          open their version in a new tab
        </a>
        , and bring your changes into it.
      </Alert>
    );
  const text =
    state.kind === "pending"
      ? "Unsaved changes"
      : state.kind === "saving"
        ? "Saving…"
        : state.kind === "saved"
          ? "All changes saved"
          : state.kind === "invalid"
            ? state.message
            : "";
  return (
    <p
      role="status"
      data-autosave={state.kind}
      className={cx(
        "min-h-6 text-sm",
        state.kind === "invalid"
          ? "font-medium text-danger-700"
          : "text-text-muted",
      )}
    >
      {text}
    </p>
  );
}

function Panel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h3 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function StudioLink({
  to,
  external,
  children,
}: {
  to: string;
  external?: boolean;
  children: ReactNode;
}) {
  const classes =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink-900 hover:bg-surface-muted";
  // The preview and the public page are the public site's documents, not console routes.
  return external || to.endsWith("/preview") ? (
    <a href={to} className={classes}>
      {children}
    </a>
  ) : (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
