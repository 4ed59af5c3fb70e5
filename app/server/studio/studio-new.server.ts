import { z } from "zod";
import { formFailure, parseForm, textField } from "../auth/account-form.server";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import type { ContentScope } from "../console/staff-scope.server";
import { redirectWithToast } from "../http/flash-toast.server";
import type { StudioDocument } from "./studio-kind.server";
import type { StudioOperations } from "./studio-operations.server";

/** The longest title a new item may start with (every kind's title limit). */
export const NEW_ITEM_TITLE_MAX = 200;

export const newItemSchema = (noun: string) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, { error: `Give the ${noun} a title.` })
      .max(NEW_ITEM_TITLE_MAX, {
        error: `The title must be ${NEW_ITEM_TITLE_MAX} characters or fewer.`,
      }),
  });

/** A new draft from a title: created, then the editor opens on it. */
export async function studioNewAction<D extends StudioDocument>(
  operations: StudioOperations<D>,
  scope: ContentScope,
  form: FormData,
) {
  const parsed = parseForm(newItemSchema(operations.kind.noun), form, [
    "title",
  ]);
  if (!parsed.ok)
    return formFailure(
      {},
      {
        fieldErrors: parsed.fieldErrors,
        values: { title: textField(form, "title") },
        headers: CONSOLE_HEADERS,
      },
    );
  const id = await operations.create(scope, parsed.value.title);
  return redirectWithToast(
    operations.kind.editorPath(id),
    {
      kind: "success",
      title: "Draft created",
      description: "Nothing is public until you publish it.",
    },
    CONSOLE_HEADERS,
  );
}
