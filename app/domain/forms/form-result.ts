import type { Message } from "~/i18n/message";

/**
 * What every form's action answers when it does not redirect, and the toast it may carry: shared by
 * the account pages, the portal and the console (types only, so the browser bundle may import them).
 */

/**
 * A toast: shown by sonner when hydrated, and as a status message in the page without JavaScript.
 * What a visitor reads is a message id with its values, formatted in the page's language; plain
 * text is for the English-only staff console and studio (decision 055 § 7).
 */
export type Toast<Text = Message | string> = {
  kind: "success" | "error" | "info";
  title: Text;
  description?: Text;
};

/** The staff console's and studio's toasts: English as written (decision 055 § 7). */
export type StaffToast = Toast<string>;

/** What each field of a visitor's form is told: see `FormResult.fieldErrors`. */
export type FieldMessages = Record<string, Message | string>;

/** The answer of an account form's action that did not redirect. */
export type FormResult<
  Text = Message | string,
  FieldText extends Message | string = string,
> = {
  ok: boolean;
  /**
   * First message per field, by field name: a message id (app/i18n/en/) or a message with its
   * values, or the console's English.
   */
  fieldErrors?: Record<string, FieldText>;
  toast?: Toast<Text>;
  /** What the visitor typed (never a password), to put back in the form. */
  values?: Record<string, string>;
};

/** A visitor's form answer: a field may be told a message with values (the password verdict). */
export type VisitorFormResult = FormResult<Message | string, Message | string>;

/** A staff page's form answer: its toast is English as written. */
export type StaffFormResult = FormResult<string>;
