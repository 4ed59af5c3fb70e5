import { ImagePlus, Images } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { formatFileSize } from "~/domain/client-work/client-work-format";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { FormResult } from "~/domain/forms/form-result";
import type { MediaListParams } from "~/domain/media/media-forms";
import type { MediaRowView, MediaUse } from "~/domain/media/media-views";
import {
  MEDIA_ACCEPT,
  MEDIA_LIMITS,
  mediaPath,
  type MediaImage,
} from "~/domain/media/media-rules";
import {
  FilterForm,
  FilterInput,
  ResultCount,
} from "../console/filter-controls";
import { Alert } from "../ui/alert";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import { Field } from "../ui/field";
import { Input, inputClasses } from "../ui/input";
import { LocalTime } from "../ui/local-time";
import { EmptyState } from "../ui/page-states";
import { SearchPagination } from "../ui/query-links";
import { PageToast } from "../ui/toaster";
import { SectionHeading } from "../ui/section-heading";

export type MediaLibraryData = {
  params: MediaListParams;
  rows: MediaRowView[];
  pageInfo: PageInfo;
  maxBytes: number;
};

export type MediaLibraryResult = FormResult & {
  intent?: string;
  id?: string;
  inUse?: { title: string; uses: MediaUse[] };
  /** The delete's confirm step: the question the card asks before a second post deletes. */
  confirmDelete?: { title: string; fileCount: number };
};

const BASE = "/lead_admin/media";

/** The upload form's submit: the conversion takes a few seconds, which the button says. */
export function UploadButton({ pending }: { pending: boolean }) {
  return (
    <Button
      type="submit"
      pending={pending}
      pendingLabel="Uploading and converting…"
    >
      <ImagePlus aria-hidden="true" className="size-4" />
      Upload
    </Button>
  );
}

/**
 * The library's thumbnail of an image, its smallest encoded JPEG: decorative beside the title
 * that names it, and loaded only when scrolled near.
 */
export function MediaThumbnail({
  image,
  className,
}: {
  image: MediaImage;
  className: string;
}) {
  const width = image.widths[0] ?? image.width;
  return (
    <img
      src={mediaPath(image.key, width, "jpeg")}
      width={width}
      height={Math.max(1, Math.round((image.height * width) / image.width))}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/**
 * /lead_admin/media — the content studio's images: upload one (checked by its content,
 * re-encoded for the web, its metadata dropped), give each alt text, see where each is used,
 * delete one nothing uses. Every form is a plain post, so the page works without JavaScript.
 */
export function MediaLibrary({
  data,
  result,
}: {
  data: MediaLibraryData;
  result: MediaLibraryResult | undefined;
}) {
  const { search } = useLocation();
  const returnTo = `${BASE}${search}`;
  const { params } = data;
  const filtered = params.q !== "";
  return (
    <section aria-labelledby="media-heading" className="grid min-w-0 gap-5">
      <SectionHeading id="media-heading" title="Media">
        Images for insights. Each upload is converted to AVIF, WebP and JPEG at
        the widths pages need, without its camera data (location included). An
        image needs alt text before an insight showing it can be published.
      </SectionHeading>
      <PageToast toast={result?.toast} />
      <UploadForm
        result={result?.intent === "upload" ? result : undefined}
        returnTo={returnTo}
        maxBytes={data.maxBytes}
      />
      {result?.inUse ? (
        <Alert
          tone="error"
          role="alert"
          title="Not deleted: the image is in use"
        >
          <p>“{result.inUse.title}” is used by:</p>
          <UseList uses={result.inUse.uses} />
          <p className="mt-1">Remove it there, then delete it.</p>
        </Alert>
      ) : null}
      <FilterForm
        label="Search the images"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        filtered={filtered}
        resetTo={BASE}
      >
        <FilterInput
          idPrefix="media-filter"
          name="q"
          label="Search by title or alt text"
          type="search"
          value={params.q}
        />
      </FilterForm>
      <ResultCount total={data.pageInfo.total} one="image" many="images" />
      {data.rows.length === 0 ? (
        <EmptyState
          Icon={Images}
          message={
            filtered
              ? "No images match this search."
              : "No images yet. Upload the first one above."
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Images">
          {data.rows.map((row) => (
            <MediaCard
              key={row.id}
              row={row}
              returnTo={returnTo}
              result={result?.id === row.id ? result : undefined}
            />
          ))}
        </ul>
      )}
      <SearchPagination
        info={data.pageInfo}
        basePath={BASE}
        label="Image pages"
      />
    </section>
  );
}

function UploadForm({
  result,
  returnTo,
  maxBytes,
}: {
  result: MediaLibraryResult | undefined;
  returnTo: string;
  maxBytes: number;
}) {
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "upload";
  const errors = result?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="media-upload-heading"
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <h3
        id="media-upload-heading"
        className="text-lg font-semibold text-ink-900"
      >
        Upload an image
      </h3>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Field
        name="file"
        label="Image"
        error={errors.file}
        hint={`JPEG, PNG, WebP, AVIF or GIF (its first frame), up to ${formatFileSize(maxBytes)}. SVG is not accepted.`}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={MEDIA_ACCEPT}
            required
            className={inputClasses}
          />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          name="title"
          label="Title (optional)"
          error={errors.title}
          hint="How the library names it; the file’s name if empty."
        >
          {(control) => (
            <Input
              {...control}
              maxLength={MEDIA_LIMITS.title}
              defaultValue={result?.values?.title ?? ""}
            />
          )}
        </Field>
        <Field
          name="altText"
          label="Alt text"
          error={errors.altText}
          hint="What the image shows, for people who cannot see it. Needed before publishing."
        >
          {(control) => (
            <Input
              {...control}
              maxLength={MEDIA_LIMITS.altText}
              defaultValue={result?.values?.altText ?? ""}
            />
          )}
        </Field>
        <Field
          name="altTextFr"
          label="French alt text"
          error={errors.altTextFr}
          hint="What French pages say instead. Needed before a French item shows it."
        >
          {(control) => (
            <Input
              {...control}
              lang="fr"
              maxLength={MEDIA_LIMITS.altText}
              defaultValue={result?.values?.altTextFr ?? ""}
            />
          )}
        </Field>
      </div>
      <div>
        <UploadButton pending={uploading} />
      </div>
    </Form>
  );
}

function UseList({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="grid gap-1">
      {uses.map((use) => (
        <li key={`${use.insightId}-${use.where}`}>
          <Link
            to={`/lead_admin/insights/${use.insightId}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {use.title}
          </Link>{" "}
          <span className="text-text-muted">
            ({use.where === "public" ? "public page" : "draft"})
          </span>
        </li>
      ))}
    </ul>
  );
}

function MediaCard({
  row,
  returnTo,
  result,
}: {
  row: MediaRowView;
  returnTo: string;
  result: MediaLibraryResult | undefined;
}) {
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === row.id
      ? navigation.formData.get("intent")
      : null;
  const errors: Record<string, string | undefined> =
    (result?.intent === "details" ? result.fieldErrors : undefined) ?? {};
  const values: Record<string, string | undefined> =
    (result?.intent === "details" ? result.values : undefined) ?? {};
  const headingId = `media-${row.id}-title`;
  return (
    <li
      aria-labelledby={headingId}
      data-media-key={row.key}
      className="grid content-start gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-4">
        <MediaThumbnail
          image={row.image}
          className="aspect-square w-32 rounded-lg border border-line bg-surface-muted object-cover"
        />
        <div className="grid min-w-0 content-start gap-1">
          <h3 id={headingId} className="font-semibold break-words text-ink-900">
            {row.title}
          </h3>
          {row.altText && row.altTextFr ? null : (
            <div className="flex flex-wrap gap-2">
              {row.altText ? null : (
                <Badge tone="warning">Alt text needed</Badge>
              )}
              {row.altTextFr ? null : (
                <Badge tone="warning">French alt text missing</Badge>
              )}
            </div>
          )}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
            <dt className="text-text-muted">Size</dt>
            <dd className="text-ink-900">
              {row.width} × {row.height} px, {row.format.toUpperCase()},{" "}
              {formatFileSize(row.byteSize)}
            </dd>
            <dt className="text-text-muted">Encoded</dt>
            <dd className="text-ink-900">
              {row.fileCount} files, {formatFileSize(row.encodedBytes)}
            </dd>
            <dt className="text-text-muted">Uploaded</dt>
            <dd className="text-ink-900">
              <LocalTime iso={row.createdAt} relative />
              {row.uploadedByName ? ` by ${row.uploadedByName}` : ""}
            </dd>
          </dl>
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium text-ink-900">Used by</p>
        {row.uses.length > 0 ? (
          <UseList uses={row.uses} />
        ) : (
          <p className="text-text-muted">Not used yet.</p>
        )}
      </div>
      <Form
        method="post"
        className="grid gap-3"
        aria-label={`Details of “${row.title}”`}
      >
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Field name="title" label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              maxLength={MEDIA_LIMITS.title}
              defaultValue={values.title ?? row.title}
            />
          )}
        </Field>
        <Field
          name="altText"
          label="Alt text"
          error={errors.altText}
          hint={
            row.altText
              ? undefined
              : "Alt text needed: describe what the image shows."
          }
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={MEDIA_LIMITS.altText}
              defaultValue={values.altText ?? row.altText}
              className={inputClasses}
            />
          )}
        </Field>
        <Field
          name="altTextFr"
          label="French alt text"
          error={errors.altTextFr}
          hint={
            row.altTextFr
              ? undefined
              : "French pages read this one: describe the image in French."
          }
        >
          {(control) => (
            <textarea
              {...control}
              lang="fr"
              rows={2}
              maxLength={MEDIA_LIMITS.altText}
              defaultValue={values.altTextFr ?? row.altTextFr}
              className={inputClasses}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant="secondary"
            pending={pendingIntent === "details"}
            pendingLabel="Saving…"
          >
            Save<span className="sr-only"> “{row.title}”</span>
          </Button>
        </div>
      </Form>
      {result?.confirmDelete ? (
        <Alert
          tone="warning"
          role="alert"
          title={`Delete “${result.confirmDelete.title}”?`}
        >
          <p>
            The image and its {result.confirmDelete.fileCount} encoded files are
            deleted for good. Nothing uses it now.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="confirmed" value="yes" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button
              type="submit"
              variant="danger"
              pending={pendingIntent === "delete"}
              pendingLabel="Deleting…"
            >
              Delete for good
            </Button>
            <Link to={returnTo} className={buttonClasses("secondary")}>
              Keep it
            </Link>
          </Form>
        </Alert>
      ) : (
        <Form method="post" className="grid">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button
            type="submit"
            variant="danger"
            pending={pendingIntent === "delete"}
            pendingLabel="Checking…"
          >
            Delete<span className="sr-only"> “{row.title}”</span>
          </Button>
        </Form>
      )}
    </li>
  );
}
