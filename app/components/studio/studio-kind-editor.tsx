import type { ComponentType, ReactNode, RefObject } from "react";
import { useRef } from "react";
import { localizedPath } from "~/i18n/locale";
import { cx } from "../ui/cx";
import { Field } from "../ui/field";
import { Input, inputClasses } from "../ui/input";
import { ChoiceChecklist } from "./choice-checklist";
import {
  StudioEditorFrame,
  type StudioEditorKind,
  type StudioEditorResult,
  type StudioEditorStanding,
} from "./studio-editor-frame";
import {
  TitleSlugFields,
  useTitleSlug,
  type TitleSlug,
} from "./title-slug-fields";
import { useAutosave, type Autosave } from "./use-autosave";

/** What every kind's editor data holds on top of the draft's standing. */
export type StudioKindEditorData<D> = StudioEditorStanding<D> & {
  /** The site's origin, for the search-result preview. */
  origin: string;
};

/**
 * A kind of item as the studio's editor knows it (docs/decisions/066-studio-kind-definitions.md):
 * the frame's labels and URLs, the form's id, the title and slug limits, and the component
 * that renders the kind's own field sections inside the shared frame.
 */
export type StudioKindEditorDefinition<
  D,
  Data extends StudioKindEditorData<D> = StudioKindEditorData<D>,
> = StudioEditorKind & {
  formId: string;
  limits: { title: number; slug: number };
  Fields: ComponentType<{ form: StudioKindEditorForm<D, Data> }>;
};

/** The form's shared state, handed to the kind's field sections. */
export type StudioKindEditorForm<
  D,
  Data extends StudioKindEditorData<D> = StudioKindEditorData<D>,
> = {
  definition: StudioKindEditorDefinition<D, Data>;
  data: Data;
  result: StudioEditorResult | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  autosave: Autosave;
  errors: Record<string, string | undefined>;
  /** A field as the form shows it: what was last posted, else the draft's value. */
  valueOf(field: keyof D & string): string;
  /** The ids a choice list's checkboxes hold (a comma-separated field). */
  checkedIds(field: keyof D & string): Set<string>;
  titleSlug: TitleSlug;
  /** The title and slug fields every kind starts with. */
  titleSlugFields: ReactNode;
  /** The public page's address for a slug, in the item's language. */
  publicPath(slug: string): string;
};

/**
 * How a stored field reads in the form: choice lists (…Ids) comma-separated, other lists one
 * item per line, a flag "on" or nothing.
 */
export function formValueOf<D>(document: D, field: keyof D & string): string {
  const value = document[field];
  if (Array.isArray(value))
    return value.join(field.endsWith("Ids") ? "," : "\n");
  if (typeof value === "boolean") return value ? "on" : "";
  return typeof value === "string" ? value : "";
}

/**
 * One item's draft in the studio's editor, for any kind: the autosaving form, the title and
 * slug that follow each other until the page is first published, and the kind's fields.
 */
export function StudioKindEditor<D, Data extends StudioKindEditorData<D>>({
  definition,
  data,
  result,
}: {
  definition: StudioKindEditorDefinition<D, Data>;
  data: Data;
  result: StudioEditorResult | undefined;
}) {
  const { draft } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave(formRef, {
    version: draft.version,
    savedAt: draft.updatedAt,
    result,
  });
  const posted = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const valueOf = (field: keyof D & string): string =>
    field in posted
      ? (posted[field] ?? "")
      : formValueOf(draft.document, field);
  const titleSlug = useTitleSlug(
    valueOf("title" as keyof D & string),
    valueOf("slug" as keyof D & string),
    draft.everPublished,
  );
  const publicPath = (slug: string) =>
    localizedPath(definition.publicPath(slug), data.item.locale);
  const form: StudioKindEditorForm<D, Data> = {
    definition,
    data,
    result,
    formRef,
    autosave,
    errors,
    valueOf,
    checkedIds: (field) => new Set(valueOf(field).split(",").filter(Boolean)),
    titleSlug,
    titleSlugFields: (
      <TitleSlugFields
        state={titleSlug}
        pathPrefix={publicPath("")}
        everPublished={draft.everPublished}
        limits={definition.limits}
        errors={errors}
      />
    ),
    publicPath,
  };
  const { Fields } = definition;
  return <Fields form={form} />;
}

/**
 * The shared frame around a kind's field sections. `beside` goes outside the form (a dialog
 * whose own fields must not autosave the item); `links` after Preview and History.
 */
export function StudioKindEditorFrame<D, Data extends StudioKindEditorData<D>>({
  form,
  beside,
  links,
  children,
}: {
  form: StudioKindEditorForm<D, Data>;
  beside?: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-5">
      {beside}
      <StudioEditorFrame
        kind={form.definition}
        standing={form.data}
        result={form.result}
        title={form.titleSlug.title}
        formId={form.definition.formId}
        formRef={form.formRef}
        autosave={form.autosave}
        links={links}
      >
        {children}
      </StudioEditorFrame>
    </div>
  );
}

/** A select of one taxonomy term (a content type, a sector), with "none yet" first. */
export function ChoiceSelectField<D, Data extends StudioKindEditorData<D>>({
  form,
  name,
  label,
  hint,
  placeholder,
  choices,
}: {
  form: StudioKindEditorForm<D, Data>;
  name: keyof D & string;
  label: string;
  hint: string;
  /** "Choose a sector": what the select says while nothing is chosen. */
  placeholder: string;
  choices: { id: string; name: string }[];
}) {
  return (
    <Field name={name} label={label} error={form.errors[name]} hint={hint}>
      {(control) => (
        <select
          {...control}
          defaultValue={form.valueOf(name)}
          className={cx(inputClasses, "cursor-pointer")}
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The capabilities the item is about, checked from the list: every kind's page links to them. */
export function CapabilitiesField<
  D extends { capabilityIds: string[] },
  Data extends StudioKindEditorData<D>,
>({
  form,
  hint,
  choices,
}: {
  form: StudioKindEditorForm<D, Data>;
  hint: string;
  choices: { id: string; name: string }[];
}) {
  return (
    <ChoiceChecklist
      name="capabilityIds"
      legend="Capabilities"
      hint={hint}
      choices={choices}
      checked={form.checkedIds("capabilityIds")}
      error={form.errors.capabilityIds}
    />
  );
}

/** A one-line text field of the draft, at most `max` characters. */
export function TextField<D, Data extends StudioKindEditorData<D>>({
  form,
  name,
  label,
  hint,
  max,
}: {
  form: StudioKindEditorForm<D, Data>;
  name: keyof D & string;
  label: string;
  hint: string;
  max: number;
}) {
  return (
    <Field name={name} label={label} error={form.errors[name]} hint={hint}>
      {(control) => (
        <Input {...control} maxLength={max} defaultValue={form.valueOf(name)} />
      )}
    </Field>
  );
}

/**
 * A text of the draft over several lines, at most `max` characters; `onText` follows what is
 * typed (a counter, the search-result preview).
 */
export function TextareaField<D, Data extends StudioKindEditorData<D>>({
  form,
  name,
  label,
  hint,
  max,
  rows,
  placeholder,
  onText,
}: {
  form: StudioKindEditorForm<D, Data>;
  name: keyof D & string;
  label: string;
  hint: ReactNode;
  max: number;
  rows: number;
  placeholder?: string;
  onText?: (text: string) => void;
}) {
  return (
    <Field name={name} label={label} error={form.errors[name]} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={max}
          placeholder={placeholder}
          className={inputClasses}
          defaultValue={form.valueOf(name)}
          onInput={
            onText ? (event) => onText(event.currentTarget.value) : undefined
          }
        />
      )}
    </Field>
  );
}
