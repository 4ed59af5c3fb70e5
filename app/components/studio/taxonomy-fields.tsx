import { useState } from "react";
import type { TaxonomyKind } from "~/domain/enums";
import { TAXONOMY_LIMITS, suggestedSlug } from "~/domain/studio/taxonomy";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { useHydrated } from "../ui/use-hydrated";
import type { useAccountForm } from "../forms/use-account-form";

type NameSlug = { name: string; nameFr: string; slug: string };

/**
 * NameSlugFields' starting values and messages from its form: what a refused post sent, else
 * the item's own values (`stored`).
 */
export function nameSlugStateOf(
  form: ReturnType<typeof useAccountForm>,
  stored: NameSlug,
): { initial: NameSlug; errors: Partial<NameSlug> } {
  return {
    initial: {
      name: form.valueOf("name") ?? stored.name,
      nameFr: form.valueOf("nameFr") ?? stored.nameFr,
      slug: form.valueOf("slug") ?? stored.slug,
    },
    errors: {
      name: form.errorOf("name"),
      nameFr: form.errorOf("nameFr"),
      slug: form.errorOf("slug"),
    },
  };
}

/**
 * The names (English and French) and slug of a sector, capability or content type: the add form's fields and a row's
 * rename fields. The slug is suggested from the name — with JavaScript as it is typed; without,
 * an empty slug is made from the name by the server, with the same rule.
 */
export function NameSlugFields({
  kind,
  mode,
  formId,
  initial,
  errors,
  focus,
  fixedPagePath,
  currentSlug = initial.slug,
}: {
  kind: TaxonomyKind;
  /** Add: side by side in its own form; rename: stacked in a table row's first cell. */
  mode: "add" | "rename";
  /** The form the inputs belong to, when they sit outside it (a table row's cells). */
  formId?: string;
  /** What the inputs start with: the item's, or what a refused post sent. */
  initial: NameSlug;
  /** The item's slug today (renaming), which the hint names. */
  currentSlug?: string;
  errors: Partial<NameSlug>;
  /** The field to focus on load (the first in error, or the name when a row opens). */
  focus: "name" | "nameFr" | "slug" | null;
  /** A capability with its own page in the site's code: the slug stays (decision 053). */
  fixedPagePath?: string | null;
}) {
  const hydrated = useHydrated();
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const suggestion = suggestedSlug(name);
  const formAttribute = formId ? { form: formId } : {};

  const slugHint =
    mode === "add"
      ? hydrated && suggestion
        ? `Leave empty to use “${suggestion}”.`
        : "Leave empty to make one from the name."
      : `Links with “${currentSlug}” keep working: they lead to the new slug.`;

  return (
    <div
      className={
        mode === "add"
          ? "grid min-w-0 gap-x-4 sm:grid-cols-2 lg:grid-cols-3"
          : "grid min-w-64 gap-1 font-normal"
      }
    >
      <Field
        name="name"
        label="Name"
        error={errors.name}
        hint={
          mode === "add"
            ? `As visitors read it, on ${kind === "content_type" ? "insights" : "filters and badges"}.`
            : undefined
        }
        focus={focus === "name"}
      >
        {(control) => (
          <Input
            {...control}
            {...formAttribute}
            maxLength={TAXONOMY_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        name="nameFr"
        label="French name"
        error={errors.nameFr}
        hint={
          mode === "add"
            ? "As French pages show it. Left empty, they show the English name."
            : undefined
        }
        focus={focus === "nameFr"}
      >
        {(control) => (
          <Input
            {...control}
            {...formAttribute}
            lang="fr"
            maxLength={TAXONOMY_LIMITS.name}
            defaultValue={initial.nameFr}
            autoComplete="off"
          />
        )}
      </Field>
      {fixedPagePath ? (
        <div className="grid content-start gap-1.5 text-sm">
          <p className="font-medium text-ink-900">URL slug</p>
          <p>
            <code className="font-mono text-ink-900">{currentSlug}</code>
          </p>
          <p className="text-text-muted">
            Fixed: {fixedPagePath} is a page in the site’s code.
          </p>
          <input
            type="hidden"
            name="slug"
            value={currentSlug}
            {...formAttribute}
          />
        </div>
      ) : (
        <div className="grid content-start">
          <Field
            name="slug"
            label={mode === "add" ? "URL slug (optional)" : "URL slug"}
            error={errors.slug}
            hint={slugHint}
            focus={focus === "slug"}
          >
            {(control) => (
              <Input
                {...control}
                {...formAttribute}
                maxLength={TAXONOMY_LIMITS.slug}
                value={slug}
                onChange={(event) => setSlug(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
          </Field>
          {mode === "rename" &&
          hydrated &&
          suggestion &&
          suggestion !== slug &&
          name !== initial.name ? (
            <Button
              variant="link"
              className="-mt-3 justify-self-start"
              onClick={() => setSlug(suggestion)}
            >
              Use “{suggestion}”, from the new name
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
