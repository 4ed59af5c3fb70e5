import { data } from "react-router";
import type { TaxonomyKind } from "~/domain/enums";
import type { Toast } from "~/domain/forms/form-result";
import {
  TAXONOMY_INTENTS,
  TAXONOMY_WORDS,
  fixedSlugMessage,
  inUseMessage,
  taxonomyItemSchema,
  taxonomyKindSchema,
  type TaxonomyIntent,
} from "~/domain/studio/taxonomy";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type { Route } from "../../routes/studio/+types/taxonomy";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import {
  CONSOLE_HEADERS,
  consoleFormRefusal,
  unknownConsoleAction,
} from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import {
  askToDeleteTaxonomyItem,
  createTaxonomyItem,
  deleteTaxonomyItem,
  listTaxonomies,
  renameTaxonomyItem,
  type InUse,
} from "./taxonomy.server";

export const TAXONOMY_PATH = "/lead_admin/taxonomy";

/** How many of the items using one the refusal names; the count says how many more. */
const USES_SHOWN = 10;

/**
 * /lead_admin/taxonomy: every sector, capability and content type with its uses and old slugs;
 * `?edit=<id>` opens one for renaming (a link, so it works without JavaScript).
 */
export async function taxonomyLoader({ request, context }: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const edit = new URL(request.url).searchParams.get("edit");
  return data(
    {
      lists: await listTaxonomies(scope),
      editingId: isUuid(edit) ? edit : null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

/** Back to the page, at the list that changed, with a toast. */
async function backToList(kind: TaxonomyKind, toast: Toast) {
  return redirectWithToast(
    `${TAXONOMY_PATH}#taxonomy-${kind}`,
    toast,
    CONSOLE_HEADERS,
  );
}

const capitalised = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1);

/** A public filter's address with this slug, or null for a kind no public URL carries. */
function filterAddress(kind: TaxonomyKind, slug: string): string | null {
  const path = TAXONOMY_WORDS[kind].filterPath;
  return path ? `${path}${slug}` : null;
}

/**
 * The page's posts, each a plain form post with an `intent`: add (`create`), rename and
 * delete. Delete is never one click: the first post asks (or says what uses the item), a
 * second with `confirmed=yes` deletes. Every refusal names what to change; nothing is written
 * unless all of it is.
 */
export async function taxonomyAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as TaxonomyIntent;
  const parsedKind = taxonomyKindSchema.safeParse(textField(form, "kind"));
  if (
    !(TAXONOMY_INTENTS as readonly string[]).includes(intent) ||
    !parsedKind.success
  )
    return unknownConsoleAction();
  const kind = parsedKind.data;
  const words = TAXONOMY_WORDS[kind];
  // A post without the French field (an older form, a script) leaves the French name as it is.
  const values: Record<string, string> = {
    name: textField(form, "name"),
    ...(form.has("nameFr") ? { nameFr: textField(form, "nameFr") } : {}),
    slug: textField(form, "slug"),
  };

  if (intent === "create" || intent === "rename") {
    const id = intent === "rename" ? textField(form, "id") : null;
    if (id !== null && !isUuid(id)) throw notFound();
    const failed = (fieldErrors: Record<string, string>, status = 400) =>
      consoleFormRefusal(
        { intent, kind, id },
        {
          title:
            intent === "create"
              ? `${capitalised(words.one)} not added`
              : "Not renamed",
          fieldErrors,
          values,
          status,
        },
      );
    const parsed = taxonomyItemSchema.safeParse(values);
    if (!parsed.success) return failed(fieldErrorsOf(parsed.error));
    const input = parsed.data;
    const outcome =
      id === null
        ? await createTaxonomyItem(scope, kind, input)
        : await renameTaxonomyItem(scope, kind, id, input);
    switch (outcome.kind) {
      case "not-found":
        throw notFound();
      case "slug-taken":
        return failed(
          {
            slug: `The ${words.one} “${outcome.takenBy}” already has the slug “${input.slug}”: choose another.`,
          },
          409,
        );
      case "name-taken":
        return failed(
          {
            name: `There is already a ${words.one} named “${outcome.takenBy}”: choose another name.`,
          },
          409,
        );
      case "french-name-taken":
        return failed(
          {
            nameFr: `The ${words.one} “${outcome.takenBy}” already has the French name “${input.nameFr}”: choose another.`,
          },
          409,
        );
      case "fixed-slug":
        return failed(
          { slug: fixedSlugMessage(outcome.name, outcome.pagePath) },
          409,
        );
      case "unchanged":
        return backToList(kind, {
          kind: "info",
          title: "Nothing changed",
          description: `The ${words.one} “${input.name}” already has these names and this slug.`,
        });
      case "created": {
        const address = filterAddress(kind, input.slug);
        return backToList(kind, {
          kind: "success",
          title: `${capitalised(words.one)} added`,
          description: [
            `“${input.name}” can be chosen in the editor now.`,
            address ? `Its filter is ${address}.` : null,
            tookOver(outcome.tookOverFrom, input.slug),
          ]
            .filter(Boolean)
            .join(" "),
        });
      }
      case "renamed": {
        const { before } = outcome;
        const from = filterAddress(kind, before.slug);
        const to = filterAddress(kind, input.slug);
        const slugNote =
          before.slug === input.slug
            ? `Its slug stays “${input.slug}”.`
            : from && to
              ? `Links to ${from} now lead to ${to}.`
              : `Its old slug “${before.slug}” is kept and leads to “${input.slug}”.`;
        return backToList(kind, {
          kind: "success",
          title: `${capitalised(words.one)} renamed`,
          description: [
            `“${before.name}” is now “${input.name}”.`,
            slugNote,
            tookOver(outcome.tookOverFrom, input.slug),
          ]
            .filter(Boolean)
            .join(" "),
        });
      }
    }
  }

  // Deleting: the first post asks, the second (confirmed=yes) deletes.
  const id = textField(form, "id");
  if (!isUuid(id)) throw notFound();
  const confirmed = textField(form, "confirmed") === "yes";
  const outcome = confirmed
    ? await deleteTaxonomyItem(scope, kind, id)
    : await askToDeleteTaxonomyItem(scope, kind, id);
  switch (outcome.kind) {
    case "ask":
      return data(
        {
          ok: true,
          intent,
          kind,
          id,
          fieldErrors: {},
          values: {},
          confirmDelete: {
            name: outcome.name,
            slug: outcome.slug,
            oldSlugs: outcome.oldSlugs,
          },
        },
        { headers: CONSOLE_HEADERS },
      );
    case "deleted":
      return backToList(kind, {
        kind: "success",
        title: `${capitalised(words.one)} deleted`,
        description: `“${outcome.name}” is gone, with its old slugs.`,
      });
    case "in-use":
      return inUseAnswer(kind, id, outcome);
    case "not-found":
      throw notFound();
  }
}

function tookOver(previousOwner: string | null, slug: string): string | null {
  return previousOwner
    ? `Old links with “${slug}” led to “${previousOwner}” until now; they show this one.`
    : null;
}

function inUseAnswer(kind: TaxonomyKind, id: string, refusal: InUse) {
  const message = inUseMessage(kind, refusal.name, refusal.usage);
  return formFailure(
    {
      intent: "delete" as const,
      kind,
      id,
      inUse: {
        name: refusal.name,
        message,
        uses: refusal.uses.slice(0, USES_SHOWN),
        more: Math.max(0, refusal.uses.length - USES_SHOWN),
      },
    },
    {
      status: 409,
      headers: CONSOLE_HEADERS,
      toast: {
        kind: "error",
        title: "Not deleted: it is in use",
        description: message,
      },
    },
  );
}
