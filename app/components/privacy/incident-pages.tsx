import { useMemo, type ReactNode } from "react";
import {
  INCIDENT_FIELDS,
  INCIDENT_REASON_MAX,
  INCIDENT_SHORT_TEXT_MAX,
  INCIDENT_TEXT_MAX,
  incidentFormSchema,
  type IncidentField,
} from "~/domain/privacy/incident-form";
import type {
  IncidentEntryData,
  IncidentFormResult,
} from "~/domain/privacy/incident-register";
import { PRIVACY_INCIDENTS_PATH } from "~/domain/privacy/privacy-paths";
import { PostForm } from "../forms/account-form-fields";
import { useAccountForm } from "../forms/use-account-form";
import { BackArrowLink } from "../ui/back-arrow-link";
import { FieldGroup } from "../ui/field-group";
import { FormInput, FormSelect, FormTextarea } from "../ui/form-controls";
import { SaveButton } from "../ui/save-button";
import { PageToast } from "../ui/toaster";
import { UtcTime } from "../ui/utc-time";
import { PrivacyNav } from "./privacy-nav";

type Values = Partial<Record<IncidentField, string>>;

/**
 * The register entry's fields (regulation s.7's eight), one plain post (`intent=save`): with
 * JavaScript the shared schema checks it before posting; without, the server's field errors
 * come back in the page with what was typed.
 */
function IncidentForm({
  initial,
  today,
  result,
  submit,
}: {
  initial: Values;
  today: string;
  result: IncidentFormResult | undefined;
  submit: string;
}) {
  const schema = useMemo(() => incidentFormSchema(today), [today]);
  const form = useAccountForm({
    schema,
    result,
    intent: "save",
    fields: INCIDENT_FIELDS,
  });
  const value = (name: IncidentField) =>
    form.valueOf(name) ?? initial[name] ?? "";
  const text = (
    name: IncidentField,
    label: string,
    hint: string,
    max = INCIDENT_TEXT_MAX,
  ) => (
    <FormTextarea
      form={form}
      name={name}
      label={label}
      hint={hint}
      value={value(name)}
      rows={4}
      maxLength={max + 100}
    />
  );
  const day = (name: IncidentField, label: string, hint: string) => (
    <FormInput
      form={form}
      name={name}
      label={label}
      hint={hint}
      value={value(name)}
      type="date"
      max={today}
      className="sm:max-w-xs"
    />
  );
  return (
    <PostForm
      form={form}
      intent="save"
      aria-label="Incident"
      className="grid gap-5"
    >
      <FieldGroup legend="What happened">
        {text(
          "personalInformation",
          "Personal information concerned",
          "The kinds of information (names, e-mail addresses, résumés…), or why it cannot be described.",
        )}
        {text(
          "circumstances",
          "Circumstances",
          "A brief description: what happened, how, and who was involved.",
        )}
        <FormInput
          form={form}
          name="occurredOn"
          label="When it happened"
          hint='A date or a period, e.g. "2026-03-04" or "between 3 and 9 March 2026"; "unknown" if it cannot be known.'
          value={value("occurredOn")}
          type="text"
          maxLength={INCIDENT_SHORT_TEXT_MAX + 20}
          className="sm:max-w-md"
        />
        {day(
          "discoveredOn",
          "Discovered on",
          "The day we learned of it (YYYY-MM-DD). The entry is kept 5 years after this day.",
        )}
        <FormInput
          form={form}
          name="personsAffected"
          label="Persons concerned"
          hint="The number, or an estimate (0 if none)."
          value={value("personsAffected")}
          type="text"
          inputMode="numeric"
          className="sm:max-w-40"
        />
      </FieldGroup>
      <FieldGroup legend="Risk of serious injury">
        {text(
          "riskAssessment",
          "Risk assessment",
          "The sensitivity of the information, its likely misuse, and the consequences for the persons concerned.",
        )}
        <FormSelect
          form={form}
          name="seriousRisk"
          label="Does the incident present a risk of serious injury?"
          hint="If so, the Commission d'accès à l'information and the persons concerned must be notified promptly."
          value={value("seriousRisk")}
          className="sm:max-w-xs"
        >
          <option value="">Choose…</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </FormSelect>
      </FieldGroup>
      <FieldGroup legend="Notices">
        {day(
          "commissionNotifiedOn",
          "Commission notified on (optional)",
          "The day the notice went to the Commission d'accès à l'information (and the OPC, if PIPEDA applies).",
        )}
        {day(
          "personsNotifiedOn",
          "Persons notified on (optional)",
          "The day the persons concerned were notified.",
        )}
        {text(
          "noticesPendingReason",
          "Why the notices are not sent yet (optional)",
          "Required when there is a risk of serious injury and a notice date is missing.",
          INCIDENT_REASON_MAX,
        )}
        {text(
          "publicNotice",
          "Public notice (optional)",
          "Any public notice given instead of, or as well as, individual notices, and why.",
        )}
      </FieldGroup>
      <FieldGroup legend="Measures">
        {text(
          "measures",
          "Measures taken",
          "What was done to reduce the risk of injury and to stop it happening again.",
        )}
      </FieldGroup>
      <SaveButton pending={form.pending}>{submit}</SaveButton>
    </PostForm>
  );
}

function PageHead({
  title,
  result,
  children,
}: {
  title: string;
  result: IncidentFormResult | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <BackArrowLink
        to={PRIVACY_INCIDENTS_PATH}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        Incident register
      </BackArrowLink>
      <h2 className="text-2xl font-bold text-ink-900">{title}</h2>
      {children}
      <PageToast toast={result?.toast} />
    </div>
  );
}

/** /lead_admin/privacy/incidents/new: a blank entry. */
export function NewIncidentPage({
  today,
  result,
}: {
  today: string;
  result: IncidentFormResult | undefined;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <PrivacyNav />
      <PageHead title="Record an incident" result={result}>
        <p className="max-w-prose text-sm text-text-muted">
          Record every incident — access, use or disclosure not authorised by
          law, or a loss of personal information — even when there is no risk of
          serious injury.
        </p>
      </PageHead>
      <IncidentForm
        initial={{}}
        today={today}
        result={result}
        submit="Record the incident"
      />
    </div>
  );
}

/** /lead_admin/privacy/incidents/:incidentId: one entry, its record details, and its form. */
export function IncidentEntryPage({
  entry,
  today,
  result,
}: {
  entry: IncidentEntryData;
  today: string;
  result: IncidentFormResult | undefined;
}) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <PrivacyNav />
      <PageHead
        title={`Incident discovered ${entry.values.discoveredOn}`}
        result={result}
      >
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink-900">Recorded by</dt>
          <dd className="text-text-muted">
            {entry.createdByEmail}, <UtcTime iso={entry.createdAt} numeric />
          </dd>
          <dt className="font-medium text-ink-900">Last changed</dt>
          <dd className="text-text-muted">
            <UtcTime iso={entry.updatedAt} numeric />
          </dd>
          <dt className="font-medium text-ink-900">Kept until</dt>
          <dd className="text-text-muted">
            <time dateTime={entry.retainUntil}>{entry.retainUntil}</time> (it
            cannot be deleted before)
          </dd>
        </dl>
      </PageHead>
      <IncidentForm
        initial={entry.values}
        today={today}
        result={result}
        submit="Save changes"
      />
    </div>
  );
}
