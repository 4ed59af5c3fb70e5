import { Eye, History, SquareArrowOutUpRight } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import type { ContentStatus } from "~/domain/studio/content-status";
import type { ContentLocale } from "~/domain/enums";
import { CONTENT_LOCALE_LABELS } from "~/domain/studio/studio-list";
import { localizedPath } from "~/i18n/locale";
import { BackLink } from "../content/back-link";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Dialog, DialogContent } from "../ui/dialog";
import { LocalTime } from "../ui/local-time";
import { ContentStatusBadge } from "./content-status-badge";
import { FailedPostAlert } from "./failed-post-alert";
import { SchedulePanel } from "./schedule-panel";
import type { Autosave, AutosaveState } from "./use-autosave";
import { TitledSection } from "../ui/titled-section";

/** Where an item and its draft stand (studio-editor.server.ts's editorStanding). */
export type StudioEditorStanding<D> = {
  item: {
    id: string;
    /** The item's language: each language's version is an item of its own. */
    locale: ContentLocale;
    isLive: boolean;
    liveSlug: string;
    publishedAt: string | null;
  };
  draft: {
    version: number;
    document: D;
    status: ContentStatus;
    everPublished: boolean;
    publishAt: string | null;
    unpublishAt: string | null;
    scheduleError: string | null;
    updatedAt: string;
    updatedByName: string | null;
  };
  timeZones: string[];
  /** The item's version in the other language, or null until someone starts it. */
  translation: {
    locale: ContentLocale;
    item: { id: string; title: string; editorPath: string } | null;
  };
};

export type StudioEditorResult = FormResult & {
  stale?: { version: number; updatedByName: string | null; updatedAt: string };
  missing?: string[];
};

/** What the frame says about the kind of item it edits. */
export type StudioEditorKind = {
  /** "insight", "case study". */
  noun: string;
  /** The studio's list of this kind: /lead_admin/insights. */
  listPath: string;
  listLabel: string;
  publicPath(slug: string): string;
};

/**
 * A studio editor's frame, the same for every kind of item: the heading with the status and
 * version, the links to Preview, History and the public page, the stale-save and autosave
 * notices, the form (its fields are the children) and the Publishing panel (save, publish,
 * schedule, unpublish). Every button is a plain form post, so all of it works without
 * JavaScript; with it, the draft saves itself a few seconds after typing stops.
 */
export function StudioEditorFrame({
  kind,
  standing,
  result,
  title,
  formId,
  formRef,
  autosave,
  links,
  children,
}: {
  kind: StudioEditorKind;
  standing: StudioEditorStanding<unknown>;
  result: StudioEditorResult | undefined;
  title: string;
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  autosave: Autosave;
  /** More links of this kind of item, after Preview and History (an insight's newsletter). */
  links?: ReactNode;
  /** The form's fields; anything outside the form (a dialog) goes in `beside`. */
  children: ReactNode;
}) {
  const { item, draft } = standing;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const submittingIntent = navigation.formData?.get("intent");
  const editorPath = `${kind.listPath}/${item.id}`;
  const errors = result?.fieldErrors ?? {};
  const posted = result?.values ?? {};
  const publishingHeading = `${formId}-publishing-heading`;

  return (
    <>
      <BackLink to={kind.listPath} label={kind.listLabel} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-2">
          <h2 className="text-2xl font-bold tracking-tight break-words text-ink-900">
            {title || `Untitled ${kind.noun}`}
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-muted">
            <span
              className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-ink-900"
              data-item-language={item.locale}
            >
              {CONTENT_LOCALE_LABELS[item.locale]}
            </span>
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
        <nav aria-label={`This ${kind.noun}`} className="flex flex-wrap gap-2">
          <StudioLink to={`${editorPath}/preview`}>
            <Eye aria-hidden="true" className="size-4" /> Preview
          </StudioLink>
          <StudioLink to={`${editorPath}/revisions`}>
            <History aria-hidden="true" className="size-4" /> History
          </StudioLink>
          {item.isLive ? (
            <StudioLink
              to={localizedPath(kind.publicPath(item.liveSlug), item.locale)}
              external
            >
              <SquareArrowOutUpRight aria-hidden="true" className="size-4" />{" "}
              View the public page
            </StudioLink>
          ) : null}
          {links}
        </nav>
      </header>
      <TranslationBar
        kind={kind}
        standing={standing}
        unsaved={autosave.unsaved}
      />

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
          <a href={editorPath} target="_blank" rel="noreferrer">
            open their version in a new tab
          </a>
          , and bring your changes into it.
        </Alert>
      ) : (
        <FailedPostAlert result={result} />
      )}
      <AutosaveNotice
        state={autosave.state}
        editorPath={editorPath}
        noun={kind.noun}
      />
      <LeaveUnsavedDialog blocker={autosave.blocker} noun={kind.noun} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Form
          ref={formRef}
          id={formId}
          method="post"
          aria-label={kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1)}
          noValidate
          onChange={autosave.schedule}
          onSubmit={autosave.submitted}
          className="grid min-w-0 gap-6"
        >
          <input
            type="hidden"
            name="baseVersion"
            value={autosave.baseVersion}
          />
          {children}
        </Form>

        <aside
          aria-labelledby={publishingHeading}
          // First on a phone, where a long form would otherwise hide Publish far below.
          className="order-first grid gap-4 rounded-card border border-line bg-surface p-4 lg:sticky lg:top-4 lg:order-none"
        >
          <h3
            id={publishingHeading}
            className="text-lg font-semibold text-ink-900"
          >
            Publishing
          </h3>
          <PublishingFacts standing={standing} />
          <div className="grid gap-2">
            <Button
              type="submit"
              form={formId}
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
              form={formId}
              name="intent"
              value="publish"
              disabled={autosave.busy}
              pending={submitting && submittingIntent === "publish"}
              pendingLabel="Publishing…"
            >
              {item.isLive ? "Publish changes" : "Publish"}
            </Button>
          </div>
          <SchedulePanel
            formId={formId}
            canScheduleUnpublish={item.isLive || draft.publishAt !== null}
            publishAt={draft.publishAt}
            unpublishAt={draft.unpublishAt}
            scheduleError={draft.scheduleError}
            timeZones={standing.timeZones}
            errors={errors}
            posted={posted}
            busy={autosave.busy}
            pendingIntent={submitting ? submittingIntent : null}
          />
          {item.isLive ? (
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
    </>
  );
}

function PublishingFacts({
  standing,
}: {
  standing: StudioEditorStanding<unknown>;
}) {
  const { item, draft } = standing;
  const facts: [string, ReactNode][] = [
    ["Status", <ContentStatusBadge key="s" status={draft.status} />],
  ];
  if (item.publishedAt)
    facts.push([
      "First published",
      <LocalTime key="p" iso={item.publishedAt} />,
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
  editorPath,
  noun,
}: {
  state: AutosaveState;
  editorPath: string;
  noun: string;
}) {
  if (state.kind === "stale")
    return (
      <Alert
        tone="error"
        role="alert"
        title={`Autosave stopped: someone else saved this ${noun}`}
      >
        {state.updatedByName ?? "Another editor"} saved a newer version (
        <LocalTime iso={state.updatedAt} />
        ). Your text is still in the form and was not overwritten. Copy what you
        need,{" "}
        <a href={editorPath} target="_blank" rel="noreferrer">
          open their version in a new tab
        </a>
        , and bring your changes into it.
      </Alert>
    );
  const text =
    state.kind === "pending" || state.kind === "unsaved"
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

/**
 * Asked when a link inside the console would leave the editor with text the server does not
 * have yet (a reload or a closed tab gets the browser's own question instead).
 */
function LeaveUnsavedDialog({
  blocker,
  noun,
}: {
  blocker: Autosave["blocker"];
  noun: string;
}) {
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <DialogContent
        title="Leave without saving?"
        description={`This ${noun} has changes that are not saved yet. If you leave now, they are lost.`}
      >
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => blocker.reset?.()}>
            Stay and keep editing
          </Button>
          <Button
            type="button"
            variant="danger"
            onClick={() => blocker.proceed?.()}
          >
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** One titled part of an editor's form. */
export function EditorPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      {children}
    </TitledSection>
  );
}

export function StudioLink({
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

/**
 * The item's other language: a link to its version's editor, or the button that starts it (a
 * draft copy with the same translation key, to translate in place). Starting it leaves this
 * editor, so it waits while this one holds text the server does not have (docs/content-studio.md,
 * "Saving and leaving"): the copy is made from what is saved, and nothing typed is dropped.
 */
function TranslationBar({
  kind,
  standing,
  unsaved,
}: {
  kind: StudioEditorKind;
  standing: StudioEditorStanding<unknown>;
  unsaved: boolean;
}) {
  const { translation, item } = standing;
  const language = CONTENT_LOCALE_LABELS[translation.locale];
  const waitNote = useId();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface px-4 py-3 text-sm"
      data-translation-bar
    >
      {translation.item ? (
        <p>
          {language} version:{" "}
          <Link
            to={translation.item.editorPath}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {translation.item.title}
          </Link>
        </p>
      ) : (
        <>
          <p className="text-text-muted">
            This {kind.noun} has no {language} version yet.
          </p>
          <Form
            method="post"
            action={`${kind.listPath}/${item.id}`}
            className="flex flex-wrap items-center gap-3"
          >
            <input type="hidden" name="intent" value="create-translation" />
            <input type="hidden" name="locale" value={translation.locale} />
            {unsaved ? (
              <p id={waitNote} className="text-text-muted">
                Save your changes first: the {language} version starts from the
                saved draft.
              </p>
            ) : null}
            <Button
              type="submit"
              variant="secondary"
              disabled={unsaved}
              aria-describedby={unsaved ? waitNote : undefined}
            >
              Create the {language} version
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
