import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { TAXONOMY_KINDS, type TaxonomyKind } from "~/domain/enums";
import type { FormResult } from "~/domain/forms/form-result";
import {
  TAXONOMY_ITEM_FIELDS,
  TAXONOMY_WORDS,
  taxonomyItemSchema,
  usageText,
  type TaxonomyIntent,
  type TaxonomyItem,
  type TaxonomyUse,
} from "~/domain/studio/taxonomy";
import { useAccountForm } from "../forms/use-account-form";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ButtonLink, buttonClasses } from "../ui/button-link";
import { DataTable, type TableColumn } from "../ui/data-table";
import { editControlId, useEditReturnFocus } from "../ui/edit-focus";
import { EmptyState } from "../ui/page-states";
import { PageToast } from "../ui/toaster";
import { NameSlugFields, nameSlugStateOf } from "./taxonomy-fields";
import { SectionHeading } from "../ui/section-heading";

export type TaxonomyPageData = {
  lists: Record<TaxonomyKind, TaxonomyItem[]>;
  editingId: string | null;
};

export type TaxonomyResult = FormResult & {
  intent?: TaxonomyIntent;
  kind?: TaxonomyKind;
  id?: string | null;
  /** A deletion refused: what uses the item (the first ten) and how many more. */
  inUse?: {
    name: string;
    message: string;
    uses: TaxonomyUse[];
    more: number;
  };
  /** The delete's confirm step: the question asked before a second post deletes. */
  confirmDelete?: { name: string; slug: string; oldSlugs: string[] };
};

const BASE = "/lead_admin/taxonomy";
const sectionAnchor = (kind: TaxonomyKind) => `taxonomy-${kind}`;

/**
 * /lead_admin/taxonomy — the sectors, capabilities and content types case studies and insights
 * are filed under: each with what uses it, added, renamed (a changed slug keeps the old one
 * answering 301) and deleted when nothing uses it. Every form is a plain post.
 */
export function TaxonomyPage({
  data,
  result,
}: {
  data: TaxonomyPageData;
  result: TaxonomyResult | undefined;
}) {
  useEditReturnFocus("taxonomy", data.editingId);
  return (
    <section aria-labelledby="taxonomy-heading" className="grid min-w-0 gap-8">
      <SectionHeading
        id="taxonomy-heading"
        title="Sectors, capabilities and content types"
      >
        What case studies and insights are filed under. A changed slug keeps
        links with the old one working: they lead to the new one. Something
        still in use cannot be deleted.
      </SectionHeading>
      <PageToast toast={result?.toast} />
      {TAXONOMY_KINDS.map((kind) => (
        <TaxonomySection
          key={kind}
          kind={kind}
          items={data.lists[kind]}
          editingId={data.editingId}
          result={result?.kind === kind ? result : undefined}
        />
      ))}
    </section>
  );
}

function TaxonomySection({
  kind,
  items,
  editingId,
  result,
}: {
  kind: TaxonomyKind;
  items: TaxonomyItem[];
  editingId: string | null;
  result: TaxonomyResult | undefined;
}) {
  const words = TAXONOMY_WORDS[kind];
  const headingId = `${sectionAnchor(kind)}-heading`;
  const location = useLocation();
  const navigation = useNavigation();
  const renameResult =
    result?.intent === "rename" && result.id === editingId ? result : null;
  const rename = useAccountForm({
    schema: taxonomyItemSchema,
    result: renameResult,
    intent: "rename",
    fields: TAXONOMY_ITEM_FIELDS,
  });
  // Which delete post is under way: the first (asking) or the confirmed one.
  const deleting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "delete"
      ? {
          id: navigation.formData.get("id"),
          confirmed: navigation.formData.get("confirmed") === "yes",
        }
      : null;
  const cancelTo = `${BASE}#${sectionAnchor(kind)}`;

  const columns: TableColumn<TaxonomyItem>[] = [
    {
      id: "name",
      header: "Name",
      meta: { rowHeader: true, className: "min-w-48" },
      cell: (row) =>
        row.id === editingId ? (
          <NameSlugFields
            key={`${row.id}-${location.key}`}
            kind={kind}
            mode="rename"
            formId={rename.formProps.id}
            {...nameSlugStateOf(rename, {
              name: row.name,
              nameFr: row.nameFr ?? "",
              slug: row.slug,
            })}
            focus={
              rename.autoFocus("slug")
                ? "slug"
                : rename.autoFocus("nameFr")
                  ? "nameFr"
                  : rename.autoFocus("name") || !renameResult
                    ? "name"
                    : null
            }
            fixedPagePath={row.pagePath}
            currentSlug={row.slug}
          />
        ) : (
          <div className="grid gap-0.5">
            <span className="font-semibold text-ink-900">{row.name}</span>
            {row.nameFr ? (
              <span className="text-sm text-ink-900">
                <span className="text-text-muted">French: </span>
                <span lang="fr">{row.nameFr}</span>
              </span>
            ) : (
              <span
                className="text-sm font-medium text-danger-700"
                data-french-name-missing
              >
                French name missing: French pages show the English one.
              </span>
            )}
            {row.pagePath ? (
              <span className="text-xs text-text-muted">
                Has its own page:{" "}
                <a
                  href={row.pagePath}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {row.pagePath}
                </a>
              </span>
            ) : null}
          </div>
        ),
    },
    {
      id: "slug",
      header: "URL slug",
      cell: (row) => (
        <div className="grid gap-0.5">
          <code className="font-mono break-words text-ink-900">{row.slug}</code>
          {row.oldSlugs.length > 0 ? (
            <span className="text-xs text-text-muted">
              Old slugs, leading here:{" "}
              <span className="font-mono break-words">
                {row.oldSlugs.join(", ")}
              </span>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "usage",
      header: "Used by",
      cell: (row) =>
        usageText(row.usage) || (
          <span className="text-text-muted">Not used</span>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "w-px" },
      cell: (row) =>
        row.id === editingId ? (
          <Form
            method="post"
            {...rename.formProps}
            className="flex flex-wrap gap-2"
            aria-label={`Rename “${row.name}”`}
          >
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={row.id} />
            <Button
              type="submit"
              pending={rename.pending}
              pendingLabel="Saving…"
            >
              Save
            </Button>
            <ButtonLink to={cancelTo} variant="secondary" preventScrollReset>
              Cancel
            </ButtonLink>
          </Form>
        ) : (
          <div className="flex gap-2">
            <ButtonLink
              id={editControlId("taxonomy", row.id)}
              to={`${BASE}?edit=${row.id}#${sectionAnchor(kind)}`}
              variant="secondary"
              preventScrollReset
            >
              <Pencil aria-hidden="true" className="size-4" />
              Rename<span className="sr-only"> “{row.name}”</span>
            </ButtonLink>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={row.id} />
              <Button
                type="submit"
                variant="danger"
                pending={deleting?.id === row.id && !deleting.confirmed}
                pendingLabel="Checking…"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete<span className="sr-only"> “{row.name}”</span>
              </Button>
            </Form>
          </div>
        ),
    },
  ];

  return (
    <section
      id={sectionAnchor(kind)}
      aria-labelledby={headingId}
      className="grid min-w-0 scroll-mt-4 gap-3"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink-900">
          {words.heading}
        </h3>
        <p className="max-w-prose text-sm leading-6 text-text-muted">
          {words.files}{" "}
          {words.filterPath ? (
            <>
              Its slug is in that filter’s address:{" "}
              <code className="font-mono text-ink-900">
                {words.filterPath}…
              </code>
            </>
          ) : (
            "No public address carries its slug."
          )}
        </p>
      </div>
      {result?.inUse ? <InUseAlert inUse={result.inUse} /> : null}
      {result?.confirmDelete && result.id ? (
        <ConfirmDelete
          kind={kind}
          id={result.id}
          question={result.confirmDelete}
          cancelTo={cancelTo}
          pending={deleting?.id === result.id && deleting.confirmed}
        />
      ) : null}
      <DataTable
        // Not the section's own name: two landmarks of one name confuse a screen reader's list.
        caption={`All ${words.heading.toLowerCase()}, with their uses`}
        columns={columns}
        rows={items}
        rowId={(row) => row.id}
        empty={
          <EmptyState
            Icon={Tags}
            message={`No ${words.heading.toLowerCase()} yet. Add the first one below.`}
          />
        }
      />
      <AddForm
        key={location.key}
        kind={kind}
        result={result?.intent === "create" ? result : undefined}
      />
    </section>
  );
}

function AddForm({
  kind,
  result,
}: {
  kind: TaxonomyKind;
  result: TaxonomyResult | undefined;
}) {
  const words = TAXONOMY_WORDS[kind];
  const form = useAccountForm({
    schema: taxonomyItemSchema,
    result,
    intent: "create",
    fields: TAXONOMY_ITEM_FIELDS,
  });
  const navigation = useNavigation();
  const pending = form.pending && navigation.formData?.get("kind") === kind;
  const headingId = `${sectionAnchor(kind)}-add`;
  return (
    <Form
      method="post"
      {...form.formProps}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h4 id={headingId} className="font-semibold text-ink-900">
        Add a {words.one}
      </h4>
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="kind" value={kind} />
      <NameSlugFields
        kind={kind}
        mode="add"
        {...nameSlugStateOf(form, { name: "", nameFr: "", slug: "" })}
        focus={
          form.autoFocus("name")
            ? "name"
            : form.autoFocus("nameFr")
              ? "nameFr"
              : form.autoFocus("slug")
                ? "slug"
                : null
        }
      />
      <div>
        <Button type="submit" pending={pending} pendingLabel="Adding…">
          <Plus aria-hidden="true" className="size-4" />
          Add {words.one}
        </Button>
      </div>
    </Form>
  );
}

function InUseAlert({
  inUse,
}: {
  inUse: NonNullable<TaxonomyResult["inUse"]>;
}) {
  return (
    <Alert
      tone="error"
      role="alert"
      title={`Not deleted: “${inUse.name}” is in use`}
    >
      <p>{inUse.message}</p>
      <ul className="mt-1 grid gap-1">
        {inUse.uses.map((use) => (
          <li key={`${use.kind}-${use.id}`}>
            {use.kind === "insight" ? (
              <Link to={`/lead_admin/insights/${use.id}`}>{use.title}</Link>
            ) : (
              <span className="font-medium">{use.title}</span>
            )}{" "}
            <span className="text-text-muted">
              ({use.kind === "insight" ? "insight" : "case study"})
            </span>
          </li>
        ))}
        {inUse.more > 0 ? <li>and {inUse.more} more</li> : null}
      </ul>
    </Alert>
  );
}

function ConfirmDelete({
  kind,
  id,
  question,
  cancelTo,
  pending,
}: {
  kind: TaxonomyKind;
  id: string;
  question: NonNullable<TaxonomyResult["confirmDelete"]>;
  cancelTo: string;
  pending: boolean;
}) {
  const words = TAXONOMY_WORDS[kind];
  const slugs = [question.slug, ...question.oldSlugs];
  return (
    <Alert
      tone="warning"
      role="alert"
      title={`Delete the ${words.one} “${question.name}”?`}
    >
      <p>
        Nothing uses it.{" "}
        {words.filterPath
          ? `Links with its slug${slugs.length > 1 ? "s" : ""} (${slugs.join(", ")}) will find no case studies.`
          : "It is deleted for good."}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirmed" value="yes" />
        <Button
          type="submit"
          variant="danger"
          pending={pending}
          pendingLabel="Deleting…"
        >
          Delete for good
        </Button>
        {/* The alert underlines and colours its links: this one is a button. */}
        <Link
          to={cancelTo}
          className={buttonClasses("secondary", "text-ink-900! no-underline!")}
        >
          Keep it
        </Link>
      </Form>
    </Alert>
  );
}
