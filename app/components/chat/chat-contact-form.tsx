import { useId, useRef, useState, type FormEvent } from "react";
import {
  CHAT_SESSION_HEADER,
  chatContactRequestSchema,
  chatPaths,
  type ChatContactResult,
  type ChatRefusal,
} from "~/domain/chat/chat-api";
import { chatConsentTextOf } from "~/domain/chat/chat-copy";
import type { KnownVisitorDetails } from "~/domain/chat/visitor-details";
import { showToast } from "~/enhance/toast";
import { visitorFieldMessageOf } from "~/domain/chat/visitor-field-messages";
import { detailLabels } from "./chat-contact-messages";
import { chatIntl, chatToasts } from "./chat-intl";
import { Spinner } from "../ui/spinner";

type FieldName = "fullName" | "email" | "organisation" | "consent";
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldNames: readonly FieldName[] = [
  "fullName",
  "email",
  "organisation",
  "consent",
];

export type ContactPurpose = "lead" | "handoff";

type DetailName = "fullName" | "email" | "organisation";
const detailNames: readonly DetailName[] = [
  "fullName",
  "email",
  "organisation",
];

/** How the browser fills each detail and which keyboard it shows. */
const detailInputs = {
  fullName: { autoComplete: "name", type: "text" },
  email: { autoComplete: "email", type: "email" },
  organisation: { autoComplete: "organization", type: "text" },
} as const;

/**
 * The contact form under an assistant reply: a lead ("lead") or a hand-off to a person
 * ("handoff"). Checked in the browser with the same schema the server uses, so the visitor
 * sees the server's field messages before a round trip; the server checks again.
 *
 * What the visitor already gave in this conversation (`known`, decision 057 "Hand-off reuse")
 * is not asked again: the form shows only the missing fields, naming the known ones above
 * them, and when nothing is missing it is one confirmation step. The consent box and a click
 * are still required; "Change details" shows every field, prefilled.
 */
export function ChatContactForm({
  sessionId,
  conversationId,
  purpose,
  known = {},
  disabled,
  onDone,
}: {
  sessionId: string;
  conversationId: string;
  purpose: ContactPurpose;
  known?: KnownVisitorDetails;
  disabled: boolean;
  onDone: (result: ChatContactResult) => void;
}) {
  const intl = chatIntl();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const given = detailNames.filter((name) => Boolean(known[name]?.trim()));
  const isHidden = (name: DetailName) => !editing && given.includes(name);
  const confirming = !editing && given.length === detailNames.length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = chatContactRequestSchema.safeParse({
      sessionId,
      conversationId,
      purpose,
      fullName: data.get("fullName"),
      email: data.get("email"),
      organisation: data.get("organisation"),
      consent: data.get("consent") === "on",
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        if (!fieldNames.includes(name) || found[name]) continue;
        const { descriptor, values } = visitorFieldMessageOf(issue);
        found[name] = intl.formatMessage(descriptor, values);
      }
      showErrors(found, "");
      return;
    }
    setSending(true);
    try {
      const response = await fetch(chatPaths.contact, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CHAT_SESSION_HEADER]: sessionId,
        },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        onDone((await response.json()) as ChatContactResult);
        return;
      }
      if (response.status >= 400 && response.status < 500) {
        // The server's refusal is one sentence, already in the page's language.
        const body = (await response
          .json()
          .catch(() => ({}))) as Partial<ChatRefusal>;
        showErrors(
          {},
          body.error ??
            intl.formatMessage({
              id: "chat.contact.checkDetails",
              defaultMessage: "Please check your details and try again.",
            }),
        );
        return;
      }
      showToast({ ...chatToasts().sendFailed, variant: "error" });
    } catch {
      showToast({ ...chatToasts().sendFailed, variant: "error" });
    } finally {
      setSending(false);
    }
  }

  function showErrors(found: FieldErrors, message: string) {
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? "" : message);
    const first = fieldNames.find((name) => found[name]);
    if (!first) return;
    // A known detail the checks refused: every field is shown, so it can be corrected.
    if (detailNames.some((name) => found[name] && isHidden(name))) {
      setEditing(true);
      requestAnimationFrame(() => focusField(first));
    } else focusField(first);
  }

  function focusField(name: FieldName) {
    form.current
      ?.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`)
      ?.focus();
  }

  function changeDetails() {
    setEditing(true);
    requestAnimationFrame(() => focusField("fullName"));
  }

  const locked = disabled || sending;
  const title =
    purpose === "handoff"
      ? intl.formatMessage({
          id: "chat.talkToPerson",
          defaultMessage: "Talk to a person",
        })
      : intl.formatMessage({
          id: "chat.contact.title",
          defaultMessage: "Your contact details",
        });
  const name = known.fullName ?? "";
  const email = known.email ?? "";
  const organisation = known.organisation ?? "";
  const confirmation =
    purpose === "handoff"
      ? intl.formatMessage(
          {
            id: "chat.contact.confirmHandoff",
            defaultMessage:
              "Hand this conversation to our team as {name} ({email}, {organisation})?",
          },
          { name, email, organisation },
        )
      : intl.formatMessage(
          {
            id: "chat.contact.confirmLead",
            defaultMessage:
              "Send our team your details as {name} ({email}, {organisation})?",
          },
          { name, email, organisation },
        );
  const hiddenDetails = given.filter(isHidden);
  const alreadyGiven = intl.formatMessage(
    {
      id: "chat.contact.alreadyGiven",
      defaultMessage: "Already given: {details}",
    },
    { details: hiddenDetails.map((detail) => known[detail]).join(", ") },
  );
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-chat-contact-form={purpose}
      data-chat-contact-step={confirming ? "confirm" : "details"}
      className="mt-3 grid gap-3 rounded-lg border border-line bg-white p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        {title}
      </p>
      {confirming ? (
        <p className="text-sm text-ink-900" data-chat-contact-confirm="">
          {confirmation}
        </p>
      ) : hiddenDetails.length > 0 ? (
        <p className="text-xs text-text-muted" data-chat-contact-known="">
          {alreadyGiven}
        </p>
      ) : null}
      {detailNames.map((detail) =>
        isHidden(detail) ? (
          <input
            key={detail}
            type="hidden"
            name={detail}
            value={known[detail]}
          />
        ) : (
          <TextField
            key={detail}
            id={id}
            name={detail}
            label={intl.formatMessage(detailLabels[detail])}
            type={detailInputs[detail].type}
            autoComplete={detailInputs[detail].autoComplete}
            defaultValue={known[detail]}
            error={errors[detail]}
            disabled={locked}
          />
        ),
      )}
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            disabled={locked}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={`${id}-consent-error`}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label
            htmlFor={`${id}-consent`}
            className="text-xs leading-5 text-text-muted"
          >
            {chatConsentTextOf(intl)}
          </label>
        </div>
        <a
          href={intl.locale.startsWith("fr") ? "/fr/privacy" : "/privacy"}
          className="text-xs font-medium text-brand-700 underline underline-offset-2"
        >
          {intl.formatMessage({
            id: "chat.contact.readPrivacy",
            defaultMessage: "Read the Privacy Policy",
          })}
        </a>
        <p
          id={`${id}-consent-error`}
          className="text-xs font-medium text-danger-700 empty:hidden"
        >
          {errors.consent ?? ""}
        </p>
      </div>
      <p role="alert" className="text-sm text-danger-700 empty:hidden">
        {formError}
      </p>
      <button
        type="submit"
        disabled={locked}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {sending ? <Spinner className="size-4" /> : null}
        {sending
          ? intl.formatMessage({
              id: "chat.contact.sending",
              defaultMessage: "Sending…",
            })
          : confirming
            ? intl.formatMessage({
                id: "chat.contact.confirm",
                defaultMessage: "Confirm",
              })
            : purpose === "handoff"
              ? intl.formatMessage({
                  id: "chat.contact.handoffSubmit",
                  defaultMessage: "Pass me to a person",
                })
              : intl.formatMessage({
                  id: "chat.contact.leadSubmit",
                  defaultMessage: "Send my details",
                })}
      </button>
      {hiddenDetails.length > 0 ? (
        <button
          type="button"
          onClick={changeDetails}
          disabled={locked}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {intl.formatMessage({
            id: "chat.contact.changeDetails",
            defaultMessage: "Change details",
          })}
        </button>
      ) : null}
    </form>
  );
}

function TextField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  disabled,
}: {
  id: string;
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  disabled: boolean;
}) {
  const controlId = `${id}-${name}`;
  return (
    <div className="grid gap-1">
      <label htmlFor={controlId} className="text-xs font-medium text-ink-900">
        {label}
      </label>
      <input
        id={controlId}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${controlId}-error`}
        className="block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-700"
      />
      <p
        id={`${controlId}-error`}
        className="text-xs font-medium text-danger-700 empty:hidden"
      >
        {error ?? ""}
      </p>
    </div>
  );
}
