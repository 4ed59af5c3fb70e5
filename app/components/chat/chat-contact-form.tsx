import { useId, useRef, useState, type FormEvent } from "react";
import type { IntlShape } from "react-intl";
import {
  CHAT_SESSION_HEADER,
  chatContactRequestSchema,
  chatPaths,
  type ChatContactResult,
} from "~/domain/chat/chat-api";
import { chatConsentTextOf } from "~/domain/chat/chat-copy";
import { showToast } from "~/enhance/toast";
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

/**
 * The schema's field messages (chat-api.ts, English, the same on the server) in the page's
 * language: the schema is shared with the server and stays English there.
 */
function fieldMessage(intl: IntlShape, english: string): string {
  switch (english) {
    case "Name must be at least 2 characters":
      return intl.formatMessage({
        id: "chat.contact.nameTooShort",
        defaultMessage: "Name must be at least 2 characters",
      });
    case "Name must be 100 characters or fewer":
      return intl.formatMessage({
        id: "chat.contact.nameTooLong",
        defaultMessage: "Name must be 100 characters or fewer",
      });
    case "Please enter a valid email address":
      return intl.formatMessage({
        id: "chat.contact.emailInvalid",
        defaultMessage: "Please enter a valid email address",
      });
    case "Please tell us your organisation":
      return intl.formatMessage({
        id: "chat.contact.organisationMissing",
        defaultMessage: "Please tell us your organisation",
      });
    case "Organisation must be 150 characters or fewer":
      return intl.formatMessage({
        id: "chat.contact.organisationTooLong",
        defaultMessage: "Organisation must be 150 characters or fewer",
      });
    case "Please confirm you agree to us storing these details.":
      return intl.formatMessage({
        id: "chat.contact.consentMissing",
        defaultMessage: "Please confirm you agree to us storing these details.",
      });
    default:
      return english;
  }
}

/**
 * The contact form under an assistant reply: a lead ("lead") or a hand-off to a person
 * ("handoff"). Checked in the browser with the same schema the server uses, so the visitor
 * sees the server's field messages before a round trip; the server checks again.
 */
export function ChatContactForm({
  sessionId,
  conversationId,
  purpose,
  disabled,
  onDone,
}: {
  sessionId: string;
  conversationId: string;
  purpose: ContactPurpose;
  disabled: boolean;
  onDone: (result: ChatContactResult) => void;
}) {
  const intl = chatIntl();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);

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
        if (fieldNames.includes(name))
          found[name] ??= fieldMessage(intl, issue.message);
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
        const body = (await response.json().catch(() => ({}))) as {
          error?: string;
          fieldErrors?: Partial<Record<FieldName, string[] | string>>;
        };
        const found: FieldErrors = {};
        for (const name of fieldNames) {
          const value = body.fieldErrors?.[name];
          const message = Array.isArray(value) ? value[0] : value;
          if (message) found[name] = fieldMessage(intl, message);
        }
        showErrors(
          found,
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
    if (first)
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-chat-contact-form={purpose}
      className="mt-3 grid gap-3 rounded-lg border border-line bg-white p-3"
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        {title}
      </p>
      <TextField
        id={id}
        name="fullName"
        label={intl.formatMessage({
          id: "chat.contact.name",
          defaultMessage: "Name",
        })}
        autoComplete="name"
        error={errors.fullName}
        disabled={locked}
      />
      <TextField
        id={id}
        name="email"
        label={intl.formatMessage({
          id: "chat.contact.email",
          defaultMessage: "Work e-mail",
        })}
        type="email"
        autoComplete="email"
        error={errors.email}
        disabled={locked}
      />
      <TextField
        id={id}
        name="organisation"
        label={intl.formatMessage({
          id: "chat.contact.organisation",
          defaultMessage: "Organisation",
        })}
        autoComplete="organization"
        error={errors.organisation}
        disabled={locked}
      />
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
    </form>
  );
}

function TextField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  error,
  disabled,
}: {
  id: string;
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
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
