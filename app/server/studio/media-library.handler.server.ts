import { data } from "react-router";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type { Toast } from "~/domain/forms/form-result";
import {
  MEDIA_INTENTS,
  mediaDetailsSchema,
  mediaListParamsOf,
  mediaUploadFieldsSchema,
  type MediaIntent,
} from "~/domain/media/media-forms";
import {
  MEDIA_MAX_BYTES,
  mediaMessages,
  type MediaRefusalReason,
} from "~/domain/media/media-rules";
import type { Route } from "../../routes/studio/+types/media-library";
import { formFailure, textField } from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  unknownConsoleAction,
} from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { requestInfoContext } from "../http/request-context.server";
import {
  deleteMedia,
  findMedia,
  listMedia,
  updateMediaDetails,
  uploadMedia,
  type MediaRow,
} from "./media-library.server";

export const MEDIA_LIBRARY_PATH = "/lead_admin/media";

/** A row as the page receives it (dates as ISO text). */
const viewOf = (row: MediaRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * /lead_admin/media: the library, newest first, filtered by ?q= (title, alt text or file
 * name), 24 a page. The editor's image picker loads the same data.
 */
export async function mediaLibraryLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const params = mediaListParamsOf(new URL(request.url).searchParams);
  const list = await listMedia(scope, params);
  return data(
    {
      params,
      rows: list.rows.map(viewOf),
      pageInfo: list.pageInfo,
      maxBytes: MEDIA_MAX_BYTES,
    },
    { headers: CONSOLE_HEADERS },
  );
}

const REFUSAL_STATUS: Record<MediaRefusalReason, number> = {
  fileRequired: 400,
  empty: 400,
  tooLarge: 413,
  wrongType: 415,
  svg: 415,
  tooManyPixels: 413,
  unreadable: 400,
};

/** Back to the list the person was looking at (a `returnTo` of the library's own), with a toast. */
async function backToLibrary(form: FormData, toast: Toast) {
  const returnTo = textField(form, "returnTo");
  const to =
    returnTo === MEDIA_LIBRARY_PATH ||
    returnTo.startsWith(`${MEDIA_LIBRARY_PATH}?`)
      ? returnTo
      : MEDIA_LIBRARY_PATH;
  return redirectWithToast(to, toast, CONSOLE_HEADERS);
}

/** A post that went through, answered with data rather than a redirect: no field errors. */
function succeeded<T extends { intent: MediaIntent }>(answer: T) {
  return data(
    { ok: true, fieldErrors: {}, values: {}, ...answer },
    { headers: CONSOLE_HEADERS },
  );
}

/**
 * The library's posts: an upload (one image), an image's title and alt text, a deletion. Each
 * works as a plain form post (redirecting back with a toast, or the page with the reason); the
 * editor's picker posts with `respond=data` and gets the outcome as data instead.
 */
export async function mediaLibraryAction({
  request,
  context,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "refused") {
    // Over the size limit (or every upload slot busy): refused by the edge, unread.
    const { refusal } = body;
    const message =
      [
        ...Object.values(refusal.fieldErrors).flat(),
        ...refusal.formErrors,
      ][0] ?? mediaMessages.unreadable;
    return formFailure(
      { intent: "upload" as MediaIntent },
      {
        status: refusal.status,
        headers: { ...CONSOLE_HEADERS, ...refusal.headers },
        fieldErrors: { file: message },
        toast: {
          kind: "error",
          title: "Image not uploaded",
          description: message,
        },
      },
    );
  }
  const form = body?.kind === "form" ? body.formData : new FormData();
  const intent = textField(form, "intent") as MediaIntent;
  const respondWithData = textField(form, "respond") === "data";
  if (!(MEDIA_INTENTS as readonly string[]).includes(intent))
    return unknownConsoleAction({}, "Reload the page and try again.");

  if (intent === "upload") {
    const file = form.get("file");
    const typed = typedDetails(form);
    const fields = mediaUploadFieldsSchema.safeParse(typed);
    if (!fields.success)
      return formFailure(
        { intent },
        {
          headers: CONSOLE_HEADERS,
          fieldErrors: fieldErrorsOf(fields.error),
          values: typed,
          toast: {
            kind: "error",
            title: "Image not uploaded",
            description: "Check the fields marked below.",
          },
        },
      );
    const refuse = (reason: MediaRefusalReason) =>
      formFailure(
        { intent },
        {
          status: REFUSAL_STATUS[reason],
          headers: CONSOLE_HEADERS,
          fieldErrors: { file: mediaMessages[reason] },
          values: fields.data,
          toast: {
            kind: "error",
            title: "Image not uploaded",
            description: mediaMessages[reason],
          },
        },
      );
    if (!(file instanceof File) || (file.name === "" && file.size === 0))
      return refuse("fileRequired");
    const outcome = await uploadMedia(scope, { file, ...fields.data });
    if (!outcome.ok) return refuse(outcome.reason);
    const toast: Toast = outcome.existing
      ? {
          kind: "success",
          title: "Already in the library",
          description: `This image is already in the library as “${outcome.title}”: nothing was added.`,
        }
      : {
          kind: "success",
          title: "Image uploaded",
          description: outcome.image.alt
            ? `“${outcome.title}” is in the library.`
            : `“${outcome.title}” is in the library. Write its alt text before it is published.`,
        };
    if (respondWithData)
      return succeeded({
        intent,
        toast,
        uploaded: {
          id: outcome.id,
          title: outcome.title,
          existing: outcome.existing,
          image: outcome.image,
        },
      });
    return backToLibrary(form, toast);
  }

  const id = textField(form, "id");
  if (!isUuid(id)) throw notFound();

  if (intent === "details") {
    const parsed = mediaDetailsSchema.safeParse({
      title: textField(form, "title"),
      altText: optionalField(form, "altText"),
      altTextFr: optionalField(form, "altTextFr"),
    });
    if (!parsed.success)
      return formFailure(
        { intent, id },
        {
          headers: CONSOLE_HEADERS,
          fieldErrors: fieldErrorsOf(parsed.error),
          values: typedDetails(form),
          toast: {
            kind: "error",
            title: "Not saved",
            description:
              Object.values(fieldErrorsOf(parsed.error))[0] ??
              "Check the image's fields.",
          },
        },
      );
    if (!(await updateMediaDetails(scope, id, parsed.data))) throw notFound();
    const toast: Toast = {
      kind: "success",
      title: "Image saved",
      description: `“${parsed.data.title}” has its new details. Pages showing it update at once.`,
    };
    if (respondWithData)
      return succeeded({
        intent,
        id,
        toast,
        saved: parsed.data,
      });
    return backToLibrary(form, toast);
  }

  // Never one click: the first post asks (the page shows the question, with or without
  // JavaScript), the second, `confirmed=yes`, deletes. An image in use is refused at either.
  const confirmed = textField(form, "confirmed") === "yes";
  const outcome = confirmed
    ? await deleteMedia(scope, id)
    : await askToDelete(scope, id);
  if (outcome.kind === "not-found") throw notFound();
  if (outcome.kind === "ask")
    return succeeded({
      intent,
      id,
      confirmDelete: { title: outcome.title, fileCount: outcome.fileCount },
    });
  if (outcome.kind === "in-use")
    return formFailure(
      { intent, id, inUse: { title: outcome.title, uses: outcome.uses } },
      {
        status: 409,
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Not deleted: the image is in use",
          description: `“${outcome.title}” is used by ${outcome.uses
            .map(
              (use) =>
                `“${use.title}” (${use.where === "public" ? "public page" : "draft"})`,
            )
            .join(", ")}. Remove it there first.`,
        },
      },
    );
  return backToLibrary(form, {
    kind: "success",
    title: "Image deleted",
    description: `“${outcome.title}” and its encoded files are gone.`,
  });
}

/** The confirm step of a deletion: the image's uses (then refused) or the question. */
async function askToDelete(
  scope: Parameters<typeof findMedia>[0],
  id: string,
): Promise<
  | { kind: "not-found" }
  | { kind: "in-use"; title: string; uses: MediaRow["uses"] }
  | { kind: "ask"; title: string; fileCount: number }
> {
  const row = await findMedia(scope, id);
  if (!row) return { kind: "not-found" };
  if (row.uses.length > 0)
    return { kind: "in-use", title: row.title, uses: row.uses };
  return { kind: "ask", title: row.title, fileCount: row.fileCount };
}

/** A field the form may leave out (undefined: keep what is stored). */
function optionalField(form: FormData, name: string): string | undefined {
  return form.has(name) ? textField(form, name) : undefined;
}

/** An image's title and alt texts as typed: parsed on upload, put back in a refused form. */
function typedDetails(form: FormData) {
  return {
    title: textField(form, "title"),
    altText: textField(form, "altText"),
    altTextFr: textField(form, "altTextFr"),
  };
}
