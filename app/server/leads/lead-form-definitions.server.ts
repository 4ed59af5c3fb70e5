import { FORM_KINDS, type FormKind } from "~/domain/forms/consent";
import type { LeadFormDefinition } from "./sources/lead-source.server";
import { leadSourceList } from "./sources/lead-sources.server";

/**
 * Each public form once, by its kind: the `form` part of its lead source's definition
 * (app/server/leads/sources/), where its schema, consent, store function and success answer live.
 */
export type {
  LeadFormDefinition,
  StoreArgs,
  StoreResult,
} from "./sources/lead-source.server";

function formDefinitions(): Record<FormKind, LeadFormDefinition> {
  const byKind = new Map(
    leadSourceList.flatMap((source) =>
      source.form ? [[source.form.kind, source.form] as const] : [],
    ),
  );
  return Object.fromEntries(
    FORM_KINDS.map((kind) => {
      const form = byKind.get(kind);
      // A form kind without a source definition could not store anything: fail at start-up, not on a post.
      if (!form)
        throw new Error(
          `No lead source defines the "${kind}" form (app/server/leads/sources/)`,
        );
      return [kind, form];
    }),
  ) as Record<FormKind, LeadFormDefinition>;
}

export const leadFormDefinitions: Readonly<
  Record<FormKind, LeadFormDefinition>
> = formDefinitions();
