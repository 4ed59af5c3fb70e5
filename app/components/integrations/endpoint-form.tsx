import { useMemo } from "react";
import {
  ENDPOINT_DESCRIPTION_MAX,
  ENDPOINT_FIELDS,
  EVENTS_FIELD,
  endpointFormSchema,
} from "~/domain/integrations/endpoint-form";
import {
  ENDPOINT_KINDS,
  ENDPOINT_KIND_LABELS,
  type EndpointKind,
} from "~/domain/integrations/integration-enums";
import type { StaffFormResult } from "~/domain/forms/form-result";
import { PostForm } from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { FieldGroup } from "../ui/field-group";
import { FormField } from "../ui/form-field";
import { FormInput } from "../ui/form-controls";
import { KeptValueInput } from "../ui/kept-value-input";
import { SaveButton } from "../ui/save-button";
import { EventFields } from "./endpoint-event-fields";

const KIND_HINTS: Readonly<Record<EndpointKind, string>> = {
  webhook:
    "Your own receiver: each event is posted as JSON and signed (Standard Webhooks), so it can check the sender.",
  slack:
    "A message in a Slack channel, through an incoming webhook. It names the lead and links here; it never carries an e-mail address.",
  teams:
    "A card in a Microsoft Teams channel, through a workflow (“When a Teams webhook request is received”).",
  hubspot:
    "Each new lead submitted to a HubSpot form, so it becomes a contact there. Sent at most once per lead.",
};

const URL_HINTS: Readonly<Record<Exclude<EndpointKind, "hubspot">, string>> = {
  webhook:
    "An https address on port 443 or 8443 that resolves to public addresses only.",
  slack:
    "Starts with https://hooks.slack.com/. Treat it as a password: anyone who has it can post to the channel. It is stored encrypted and never shown again.",
  teams:
    "The workflow's https address (usually on logic.azure.com or powerplatform.com). Treat it as a password: it is stored encrypted and never shown again.",
};

/**
 * An endpoint's settings: a plain post (`intent=save`), checked in the browser by the shared
 * schema first when JavaScript runs. `kind` given: an edit, whose kind is fixed and whose
 * empty URL keeps the current one.
 */
export function EndpointForm({
  initial,
  result,
  kind,
  submit,
}: {
  initial: Record<string, string>;
  result: StaffFormResult | undefined;
  kind?: EndpointKind;
  submit: string;
}) {
  const mode = kind ? "edit" : "create";
  const schema = useMemo(() => endpointFormSchema(mode), [mode]);
  const form = useAccountForm({
    schema,
    result,
    intent: "save",
    fields: [...ENDPOINT_FIELDS, EVENTS_FIELD],
  });
  const value = (name: string) => form.valueOf(name) ?? initial[name] ?? "";
  // After a failed post, the boxes say what was posted: an unticked box posts nothing.
  const ticked = (name: string) =>
    (result?.values ? (result.values[name] ?? "") : (initial[name] ?? "")) !==
    "";
  const chosenKind = value("kind") || "webhook";

  const urlField = (k: Exclude<EndpointKind, "hubspot">) => (
    <FormField
      form={form}
      name="url"
      label={kind ? "URL" : "URL (signed webhook, Slack or Teams)"}
      hint={
        kind
          ? kind === "webhook"
            ? URL_HINTS.webhook
            : `${URL_HINTS[k]} Leave empty to keep the current one.`
          : "Signed webhook: an https address on port 443 or 8443 that resolves to public addresses only. Slack (https://hooks.slack.com/…) and Teams workflow URLs are secrets — anyone who has one can post to the channel: they are stored encrypted and never shown again."
      }
    >
      {(control) => (
        <KeptValueInput
          control={control}
          value={value("url")}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            k === "slack"
              ? "https://hooks.slack.com/services/…"
              : "https://example.com/webhooks/leads"
          }
        />
      )}
    </FormField>
  );

  const hubspotFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormInput
        form={form}
        name="portalId"
        label="HubSpot account ID"
        hint="Digits only: in HubSpot, your account menu shows it."
        value={value("portalId")}
        type="text"
        inputMode="numeric"
        autoComplete="off"
      />
      <FormInput
        form={form}
        name="formGuid"
        label="HubSpot form ID"
        hint="The form's GUID, from the form's address in HubSpot."
        value={value("formGuid")}
        type="text"
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );

  return (
    <PostForm
      form={form}
      intent="save"
      aria-label="Endpoint settings"
      className="group grid min-w-0 gap-5"
    >
      {kind ? (
        <input type="hidden" name="kind" value={kind} />
      ) : (
        <FieldGroup className="min-w-0" legend="Kind">
          <div className="grid gap-3 md:grid-cols-2">
            {ENDPOINT_KINDS.map((k, index) => {
              const id = `endpoint-kind-${k}`;
              return (
                <div
                  key={k}
                  className="flex items-start gap-3 rounded-lg border border-line bg-surface p-4"
                >
                  <input
                    type="radio"
                    id={id}
                    name="kind"
                    value={k}
                    defaultChecked={chosenKind === k}
                    aria-describedby={`${id}-hint`}
                    // eslint-disable-next-line jsx-a11y/no-autofocus
                    autoFocus={
                      form.autoFocus("kind") && index === 0 ? true : undefined
                    }
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <span className="grid gap-1">
                    <label
                      htmlFor={id}
                      className="text-base font-semibold text-ink-900"
                    >
                      {ENDPOINT_KIND_LABELS[k]}
                    </label>
                    <span id={`${id}-hint`} className="text-sm text-text-muted">
                      {KIND_HINTS[k]}
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
          {form.errorOf("kind") ? (
            <p className="text-sm font-medium text-danger-700">
              {form.errorOf("kind")}
            </p>
          ) : null}
        </FieldGroup>
      )}
      <FieldGroup className="min-w-0" legend="Where to send">
        {kind === "hubspot" ? (
          hubspotFields
        ) : kind ? (
          urlField(kind)
        ) : (
          <>
            {/* The chosen kind's fields only, by CSS alone (the radio's :checked state): it
                works before and without JavaScript, and the server ignores the other kind's. */}
            <div className="grid gap-4 group-has-[input[name=kind][value=hubspot]:checked]:hidden">
              {urlField("webhook")}
            </div>
            <div className="hidden gap-4 group-has-[input[name=kind][value=hubspot]:checked]:grid">
              {hubspotFields}
            </div>
          </>
        )}
        <FormInput
          form={form}
          name="description"
          label="Description (optional)"
          hint={`What it is for, e.g. “CRM intake” or “#new-leads channel”: the list shows it. ${ENDPOINT_DESCRIPTION_MAX} characters at most.`}
          value={value("description")}
          type="text"
          maxLength={ENDPOINT_DESCRIPTION_MAX + 50}
        />
      </FieldGroup>
      <FieldGroup className="min-w-0" legend="What to send">
        <EventFields
          form={form}
          ticked={ticked}
          hubspotNote={kind === "hubspot" || !kind}
        />
      </FieldGroup>
      <SaveButton pending={form.pending}>{submit}</SaveButton>
    </PostForm>
  );
}
