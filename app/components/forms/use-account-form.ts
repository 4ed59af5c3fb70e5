import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { fieldErrorsOf } from "~/domain/forms/field-errors";
import type {
  FieldMessages,
  VisitorFormResult,
} from "~/domain/forms/form-result";
import { formatMessage } from "~/i18n/message";

/**
 * One account form's client side. Without JavaScript the form is a plain post and the
 * action's `fieldErrors` come back in the page, the first field in error focused by
 * `autoFocus`. With JavaScript the same zod schema runs before posting (same messages, no
 * round trip), the submit button is disabled while the post is under way, and focus moves
 * to the first field in error — whether the browser or the server found it.
 */
export function useAccountForm({
  schema,
  result,
  intent,
  fields,
}: {
  schema: z.ZodType;
  /** The action's answer for this form (null when it answered another form on the page). */
  result: VisitorFormResult | null | undefined;
  /** The `intent` value of this form's submit, when a page has several forms. */
  intent?: string;
  /** The form's field names in page order: decides which error gets focus. */
  fields: readonly string[];
}) {
  const formId = useId();
  const intl = useIntl();
  const [browserErrors, setBrowserErrors] = useState<FieldMessages | null>(
    null,
  );
  const [answered, setAnswered] = useState(result);
  // A new answer from the server replaces what the browser found (React's "adjust state
  // while rendering" pattern: no effect, no extra paint with stale errors).
  if (answered !== result) {
    setAnswered(result);
    setBrowserErrors(null);
  }
  const errors = browserErrors ?? result?.fieldErrors ?? {};
  const firstError = fields.find((name) => errors[name]);

  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);

  // Move focus to the first field in error after each failed attempt.
  const attempt = browserErrors ?? result?.fieldErrors;
  useEffect(() => {
    if (!attempt || !firstError) return;
    document
      .getElementById(formId)
      ?.querySelector<HTMLElement>(`[name="${CSS.escape(firstError)}"]`)
      ?.focus();
  }, [attempt, firstError, formId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(fieldErrorsOf(parsed.error));
  }

  return {
    /** Spread on the <Form>: its id (to find the field to focus), the check before posting, no browser bubbles. */
    formProps: {
      id: formId,
      onSubmit,
      noValidate: true,
      // On a page React does not hydrate (app/enhance/account-form.ts).
      "data-enhance": "account-form",
    },
    pending,
    /** The message under a field, if any. */
    errorOf: (name: string) => formatMessage(intl, errors[name]),
    /** True for the one field that takes focus when the page is rendered after a failed plain post. */
    autoFocus: (name: string) => firstError === name,
    /** What the visitor typed, as the server handed it back (never a password). */
    valueOf: (name: string) => result?.values?.[name],
  };
}
