import { data } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import { contentStatusOf } from "~/domain/studio/content-status";
import { formatInZone, scheduleSchema } from "~/domain/studio/schedule-time";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import {
  STUDIO_INTENTS,
  type ParsedDocumentForm,
  type StudioIntent,
} from "~/domain/studio/studio-form";
import { CONTENT_LOCALES, type ContentLocale } from "~/domain/enums";
import { CONTENT_LOCALE_LABELS } from "~/domain/studio/studio-list";
import { localizedPath } from "~/i18n/locale";
import { formFailure, textField } from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "../console/console-frame.server";
import type { ContentScope } from "../console/staff-scope.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import type { ItemWithDraft } from "./studio-drafts.server";
import type { StudioDocument } from "./studio-kind.server";
import type { StudioOperations } from "./studio-operations.server";
import type { StudioRefusal } from "./studio-writes.server";

/**
 * The studio editor's loader data and form actions, the same for every kind of item: Save
 * draft, Publish (save and make public), Unpublish and the schedules as plain posts that
 * redirect back with a toast; the browser's autosave posts `autosave` and gets the new version
 * as data. Every write names the version it was based on (`baseVersion`).
 */
export type EditorSpec<D extends StudioDocument, C = unknown> = {
  operations: StudioOperations<D>;
  /** What the editor's selects and checkboxes offer (types, sectors, capabilities). */
  choices(scope: ContentScope): Promise<C>;
  parse(form: FormData): ParsedDocumentForm<D>;
  /** What was posted, to put back in the form. */
  posted(form: FormData): Record<string, string>;
  /** Each field's label, to mark the fields a refused publication names. */
  fieldLabels: Record<string, string>;
};

/** What a field says when what it names was deleted after the page was opened. */
const TAXONOMY_GONE = {
  sectorId:
    "This sector was deleted after the page was opened: choose another.",
  contentTypeId:
    "This content type was deleted after the page was opened: choose another.",
  capabilityIds:
    "A capability you chose was deleted after the page was opened: choose again.",
} as const;

/** The editor's page: the draft, where it stands, and what the selects offer. */
export async function studioEditorLoader<D extends StudioDocument, C>(
  spec: EditorSpec<D, C>,
  scope: ContentScope,
  id: string | undefined,
) {
  if (!isUuid(id)) throw notFound();
  const [found, choices] = await Promise.all([
    spec.operations.read(scope.db, id),
    spec.choices(scope),
  ]);
  if (!found) throw notFound();
  const otherLocale = found.row.locale === "fr" ? "en" : "fr";
  const other = await spec.operations.kind.versionIn(
    scope.db,
    found.row.translationKey,
    otherLocale,
  );
  return data(
    {
      ...editorStanding(found),
      // The item's version in the other language, or the offer to start it.
      translation: {
        locale: otherLocale as ContentLocale,
        item: other
          ? {
              id: other.id,
              title: other.title,
              editorPath: spec.operations.kind.editorPath(other.id),
            }
          : null,
      },
      choices,
      origin: getAppServices().env.publicUrl,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** Where the item and its draft stand, as the editor shows them. */
function editorStanding<D extends StudioDocument>({
  row,
  draft,
}: ItemWithDraft<D>) {
  return {
    item: {
      id: row.id,
      locale: row.locale as ContentLocale,
      isLive: row.isLive,
      liveSlug: row.slug,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    },
    draft: {
      version: draft.version,
      document: draft.document,
      status: contentStatusOf({
        isLive: row.isLive,
        version: draft.version,
        publishedVersion: draft.publishedVersion,
        publishAt: draft.publishAt,
      }),
      everPublished: draft.publishedVersion !== null,
      publishAt: draft.publishAt?.toISOString() ?? null,
      unpublishAt: draft.unpublishAt?.toISOString() ?? null,
      scheduleError: draft.scheduleError,
      updatedAt: draft.updatedAt.toISOString(),
      updatedByName: draft.updatedByName,
    },
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

/** The words of a refused write; the form keeps everything that was posted. */
function refusalAnswer<D extends StudioDocument>(
  spec: EditorSpec<D>,
  refusal: StudioRefusal,
  form: FormData,
  what: string,
) {
  const values = spec.posted(form);
  const headers = CONSOLE_HEADERS;
  switch (refusal.kind) {
    case "not-found":
      throw notFound();
    case "stale":
      return formFailure(
        {
          stale: {
            version: refusal.version,
            updatedByName: refusal.updatedByName,
            updatedAt: refusal.updatedAt.toISOString(),
          },
        },
        {
          status: 409,
          values,
          headers,
          toast: {
            kind: "error",
            title: `Not ${what}: someone else saved this ${spec.operations.kind.noun} first`,
            description: `${refusal.updatedByName ?? "Another editor"} saved a newer version while you were editing. Your text is still in the form: copy what you need, then reload to see their version.`,
          },
        },
      );
    case "slug-taken":
      return formFailure(
        {},
        {
          status: 409,
          values,
          headers,
          fieldErrors: {
            slug: `“${refusal.takenBy}” already uses this slug: choose another.`,
          },
          toast: {
            kind: "error",
            title: `Not ${what}`,
            description: "The URL slug is already taken.",
          },
        },
      );
    case "taxonomy-gone":
      return formFailure(
        {},
        {
          status: 409,
          values,
          headers,
          fieldErrors: Object.fromEntries(
            refusal.fields.map((field) => [field, TAXONOMY_GONE[field]]),
          ),
          toast: {
            kind: "error",
            title: `Not ${what}`,
            description:
              "Something you chose was deleted meanwhile: reload the page to see the lists as they are now. Nothing was saved.",
          },
        },
      );
    case "missing": {
      const labelToField = Object.fromEntries(
        Object.entries(spec.fieldLabels).map(([field, label]) => [
          label,
          field,
        ]),
      );
      return formFailure(
        { missing: refusal.fields },
        {
          values,
          headers,
          fieldErrors: Object.fromEntries(
            refusal.fields.map((label) => [
              labelToField[label] ?? label,
              "Needed before publishing.",
            ]),
          ),
          toast: {
            kind: "error",
            title: "Not published: some fields are missing",
            description: `Missing: ${refusal.fields.join(", ")}. Add ${refusal.fields.length === 1 ? "it" : "them"}, then publish again; nothing was saved.`,
          },
        },
      );
    }
  }
}

async function backToEditor<D extends StudioDocument>(
  spec: EditorSpec<D>,
  id: string,
  toast: Toast,
) {
  return redirectWithToast(
    spec.operations.kind.editorPath(id),
    toast,
    CONSOLE_HEADERS,
  );
}

/** One post of the editor's form, by its `intent`. */
export async function studioEditorAction<D extends StudioDocument>(
  spec: EditorSpec<D>,
  scope: ContentScope,
  id: string | undefined,
  form: FormData,
) {
  if (!isUuid(id)) throw notFound();
  const ops = spec.operations;
  const intent = textField(form, "intent") as StudioIntent;
  if (!(STUDIO_INTENTS as readonly string[]).includes(intent))
    return unknownConsoleAction({}, "Reload the page and try again.");

  if (intent === "create-translation") {
    const locale = textField(form, "locale");
    if (!(CONTENT_LOCALES as readonly string[]).includes(locale))
      throw notFound();
    const outcome = await ops.createTranslation(scope, id, locale);
    if (outcome.kind === "not-found" || outcome.kind === "same-language")
      throw notFound();
    const language = CONTENT_LOCALE_LABELS[locale as ContentLocale];
    return backToEditor(
      spec,
      outcome.id,
      outcome.kind === "created"
        ? {
            kind: "success",
            title: `${language} version created`,
            description: `A draft copy to translate. Nothing is public until you publish it.`,
          }
        : {
            kind: "info",
            title: `The ${language} version already exists`,
            description: "Here it is.",
          },
    );
  }

  if (intent === "cancel-publish" || intent === "cancel-unpublish") {
    const which = intent === "cancel-publish" ? "publish" : "unpublish";
    if (!(await ops.cancelSchedule(scope, id, which))) throw notFound();
    return backToEditor(spec, id, {
      kind: "success",
      title: "Schedule cancelled",
      description:
        which === "publish"
          ? "The draft will not be published unless you publish or schedule it again."
          : "The page stays on the site.",
    });
  }

  if (intent === "schedule-unpublish") {
    const when = parseSchedule(form, "unpublishAt");
    if (!when.ok) return scheduleRefusal(spec, form, when.fieldErrors);
    const outcome = await ops.scheduleUnpublish(scope, id, when.at);
    if (outcome.kind === "not-live")
      return scheduleRefusal(spec, form, {
        unpublishAt:
          "Only a published page, or one scheduled to be published before then, can be scheduled to come down.",
      });
    if (outcome.kind !== "scheduled")
      return refusalAnswer(spec, outcome, form, "scheduled");
    return backToEditor(spec, id, {
      kind: "success",
      title: "Withdrawal scheduled",
      description: `The page comes down on ${formatInZone(when.at, when.timeZone)}.`,
    });
  }

  if (intent === "unpublish") {
    const outcome = await ops.unpublish(scope, id);
    if (outcome.kind !== "unpublished")
      return refusalAnswer(spec, outcome, form, "unpublished");
    return backToEditor(spec, id, {
      kind: "success",
      title: "Unpublished",
      description:
        "The page is no longer on the site. The draft and its history are kept.",
    });
  }

  const baseText = textField(form, "baseVersion");
  const baseVersion = /^\d{1,9}$/.test(baseText) ? Number(baseText) : -1;
  const parsed = spec.parse(form);
  if (!parsed.ok)
    return formFailure(
      {},
      {
        fieldErrors: parsed.fieldErrors,
        values: spec.posted(form),
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: intent === "publish" ? "Not published" : "Draft not saved",
          description: "Check the fields marked below; nothing was saved.",
        },
      },
    );

  if (intent === "schedule-publish") {
    const when = parseSchedule(form, "publishAt");
    if (!when.ok) return scheduleRefusal(spec, form, when.fieldErrors);
    const outcome = await ops.schedulePublish(
      scope,
      id,
      baseVersion,
      parsed.document,
      when.at,
    );
    if (outcome.kind !== "scheduled")
      return refusalAnswer(spec, outcome, form, "scheduled");
    return backToEditor(spec, id, {
      kind: "success",
      title: "Publication scheduled",
      description: `The draft is saved and goes live on ${formatInZone(when.at, when.timeZone)}.`,
    });
  }

  if (intent === "publish") {
    const outcome = await ops.publish(scope, id, baseVersion, parsed.document);
    if (outcome.kind !== "published")
      return refusalAnswer(spec, outcome, form, "published");
    return backToEditor(spec, id, {
      kind: "success",
      title: "Published",
      description: `The page is live at ${localizedPath(ops.kind.publicPath(outcome.slug), outcome.locale as ContentLocale)}.`,
    });
  }

  const outcome = await ops.save(
    scope,
    id,
    baseVersion,
    parsed.document,
    intent === "autosave" ? "autosave" : "save",
  );
  if (outcome.kind !== "saved")
    return refusalAnswer(spec, outcome, form, "saved");
  if (intent === "autosave")
    return data(
      {
        ok: true,
        fieldErrors: {},
        values: {},
        autosaved: { version: outcome.version, at: new Date().toISOString() },
      },
      { headers: CONSOLE_HEADERS },
    );
  return backToEditor(spec, id, {
    kind: "success",
    title: "Draft saved",
    description: "The public page changes only when you publish.",
  });
}

/** A schedule field of the form (`publishAt` or `unpublishAt`) with the form's time zone. */
function parseSchedule(
  form: FormData,
  field: "publishAt" | "unpublishAt",
):
  | { ok: true; at: Date; timeZone: string }
  | { ok: false; fieldErrors: Record<string, string> } {
  const timeZone = textField(form, "timeZone");
  const parsed = scheduleSchema(new Date()).safeParse({
    at: textField(form, field),
    timeZone,
  });
  if (parsed.success) return { ok: true, at: parsed.data, timeZone };
  const errors = fieldErrorsOf(parsed.error);
  return {
    ok: false,
    fieldErrors: {
      ...(errors.at ? { [field]: errors.at } : {}),
      ...(errors.timeZone ? { timeZone: errors.timeZone } : {}),
    },
  };
}

function scheduleRefusal<D extends StudioDocument>(
  spec: EditorSpec<D>,
  form: FormData,
  fieldErrors: Record<string, string>,
) {
  return consoleFormRefusal(
    {},
    {
      title: "Not scheduled",
      fieldErrors,
      values: spec.posted(form),
      fallback: "Check the schedule.",
    },
  );
}
