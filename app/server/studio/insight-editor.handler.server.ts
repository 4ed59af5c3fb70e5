import { data, redirect } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import { contentStatusOf } from "~/domain/studio/content-status";
import { INSIGHT_FIELD_LABELS } from "~/domain/studio/insight-document";
import { formatInZone, scheduleSchema } from "~/domain/studio/schedule-time";
import { fieldErrorsOf } from "~/domain/auth/auth-forms";
import {
  INSIGHT_INTENTS,
  parseInsightForm,
  postedInsightValues,
  type InsightIntent,
} from "~/domain/studio/insight-form";
import type { Route } from "../../routes/studio/+types/insight-editor";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { getAppServices } from "../services.server";
import { readInsightWithDraft } from "./insight-drafts.server";
import { studioChoices } from "./insight-list.server";
import {
  publishInsight,
  saveInsightDraft,
  unpublishInsight,
  type StudioRefusal,
} from "./insight-writes.server";
import {
  cancelInsightSchedule,
  scheduleInsightPublish,
  scheduleInsightUnpublish,
} from "./insight-schedule.server";

export const insightEditorPath = (id: string) => `/lead_admin/insights/${id}`;

/** /lead_admin/insights/:insightId: the draft, where it stands, and what the selects offer. */
export async function insightEditorLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  const [found, choices] = await Promise.all([
    readInsightWithDraft(scope.db, params.insightId),
    studioChoices(scope),
  ]);
  if (!found) throw notFound();
  const { row, draft } = found;
  return data(
    {
      insight: {
        id: row.id,
        isLive: row.isPublished,
        liveSlug: row.slug,
        publishedAt: row.publishedAt?.toISOString() ?? null,
      },
      draft: {
        version: draft.version,
        document: draft.document,
        status: contentStatusOf({
          isLive: row.isPublished,
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
      choices,
      timeZones: Intl.supportedValuesOf("timeZone"),
      origin: getAppServices().env.publicUrl,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** The words of a refused write; the form keeps everything that was posted. */
function refusalAnswer(refusal: StudioRefusal, form: FormData, what: string) {
  const values = postedInsightValues(form);
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
            title: `Not ${what}: someone else saved this insight first`,
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
            refusal.fields.map((field) => [
              field,
              field === "contentTypeId"
                ? "This content type was deleted after the page was opened: choose another."
                : "A capability you chose was deleted after the page was opened: choose again.",
            ]),
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
        Object.entries(INSIGHT_FIELD_LABELS).map(([field, label]) => [
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

async function backToEditor(id: string, toast: Toast) {
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(headers, toast);
  return redirect(insightEditorPath(id), { headers });
}

/**
 * The editor's form: Save draft, Publish (save and make public) and Unpublish as plain posts
 * that redirect back with a toast; the browser's autosave posts `autosave` and gets the new
 * version as data. Every write names the version it was based on (`baseVersion`).
 */
export async function insightEditorAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  const id = params.insightId;
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as InsightIntent;
  if (!(INSIGHT_INTENTS as readonly string[]).includes(intent))
    return formFailure(
      {},
      {
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Unknown action",
          description: "Reload the page and try again.",
        },
      },
    );

  if (intent === "cancel-publish" || intent === "cancel-unpublish") {
    const which = intent === "cancel-publish" ? "publish" : "unpublish";
    if (!(await cancelInsightSchedule(scope, id, which))) throw notFound();
    return backToEditor(id, {
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
    if (!when.ok) return scheduleRefusal(form, when.fieldErrors);
    const outcome = await scheduleInsightUnpublish(scope, id, when.at);
    if (outcome.kind === "not-live")
      return scheduleRefusal(form, {
        unpublishAt:
          "Only a published page, or one scheduled to be published before then, can be scheduled to come down.",
      });
    if (outcome.kind !== "scheduled")
      return refusalAnswer(outcome, form, "scheduled");
    return backToEditor(id, {
      kind: "success",
      title: "Withdrawal scheduled",
      description: `The page comes down on ${formatInZone(when.at, when.timeZone)}.`,
    });
  }

  if (intent === "unpublish") {
    const outcome = await unpublishInsight(scope, id);
    if (outcome.kind !== "unpublished")
      return refusalAnswer(outcome, form, "unpublished");
    return backToEditor(id, {
      kind: "success",
      title: "Unpublished",
      description:
        "The page is no longer on the site. The draft and its history are kept.",
    });
  }

  const baseText = textField(form, "baseVersion");
  const baseVersion = /^\d{1,9}$/.test(baseText) ? Number(baseText) : -1;
  const parsed = parseInsightForm(form);
  if (!parsed.ok)
    return formFailure(
      {},
      {
        fieldErrors: parsed.fieldErrors,
        values: postedInsightValues(form),
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
    if (!when.ok) return scheduleRefusal(form, when.fieldErrors);
    const outcome = await scheduleInsightPublish(
      scope,
      id,
      baseVersion,
      parsed.document,
      when.at,
    );
    if (outcome.kind !== "scheduled")
      return refusalAnswer(outcome, form, "scheduled");
    return backToEditor(id, {
      kind: "success",
      title: "Publication scheduled",
      description: `The draft is saved and goes live on ${formatInZone(when.at, when.timeZone)}.`,
    });
  }

  if (intent === "publish") {
    const outcome = await publishInsight(
      scope,
      id,
      baseVersion,
      parsed.document,
    );
    if (outcome.kind !== "published")
      return refusalAnswer(outcome, form, "published");
    return backToEditor(id, {
      kind: "success",
      title: "Published",
      description: `The page is live at /blog/${outcome.slug}.`,
    });
  }

  const outcome = await saveInsightDraft(
    scope,
    id,
    baseVersion,
    parsed.document,
    intent === "autosave" ? "autosave" : "save",
  );
  if (outcome.kind !== "saved") return refusalAnswer(outcome, form, "saved");
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
  return backToEditor(id, {
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

function scheduleRefusal(form: FormData, fieldErrors: Record<string, string>) {
  return formFailure(
    {},
    {
      fieldErrors,
      values: postedInsightValues(form),
      headers: CONSOLE_HEADERS,
      toast: {
        kind: "error",
        title: "Not scheduled",
        description: Object.values(fieldErrors)[0] ?? "Check the schedule.",
      },
    },
  );
}
