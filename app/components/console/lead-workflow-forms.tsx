import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { FormResult } from "~/domain/forms/form-result";
import { LEAD_STATUSES } from "~/domain/enums";
import {
  LEAD_NOTE_MAX,
  SPAM_REASON_MAX,
  leadNoteSchema,
  leadOwnerSchema,
  leadStatusLabel,
  leadStatusSchema,
  markSpamSchema,
  type LeadDetailView,
  type StaffOwnerOption,
} from "~/domain/console/lead-work";
import { useAccountForm } from "../forms/use-account-form";
import { PostForm, SubmitButton } from "../forms/account-form-fields";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { FormField, LabelledOptions } from "../ui/form-field";
import { TitledSection } from "../ui/titled-section";

/**
 * The lead page's forms: each a plain POST with its `intent` (works without JavaScript),
 * checked in the browser with the shared schema and again by the server. `resetKey` remounts
 * a form after a successful write so it shows the stored value again.
 */
type FormProps = { result: FormResult | null; resetKey: string };

/** One workflow control of the lead page: a card with its heading. */
const workflowCard =
  "grid gap-4 rounded-card border border-line bg-surface p-5 shadow-card";

export function LeadStatusForm({
  status,
  result,
  resetKey,
}: FormProps & { status: string }) {
  const form = useAccountForm({
    schema: leadStatusSchema,
    result,
    intent: "status",
    fields: ["status"],
  });
  // A stored value outside the pipeline is offered as it is, so the select never lies about it.
  const known = (LEAD_STATUSES as readonly string[]).includes(status);
  return (
    <TitledSection
      id="lead-status-heading"
      title="Status"
      className={workflowCard}
    >
      <PostForm
        key={resetKey}
        form={form}
        intent="status"
        className="grid gap-3"
      >
        <FormField form={form} name="status" label="Pipeline stage">
          {(control) => (
            <select
              {...control}
              defaultValue={status}
              className={cx(inputClasses, "cursor-pointer")}
            >
              {known ? null : (
                <option value={status} disabled>
                  {leadStatusLabel(status)}
                </option>
              )}
              <LabelledOptions
                values={LEAD_STATUSES}
                labels={leadStatusLabel}
              />
            </select>
          )}
        </FormField>
        <SubmitButton form={form} variant="secondary" pendingLabel="Saving…">
          Update status
        </SubmitButton>
      </PostForm>
    </TitledSection>
  );
}

export function LeadOwnerForm({
  ownerProfileId,
  owners,
  result,
  resetKey,
}: FormProps & { ownerProfileId: string | null; owners: StaffOwnerOption[] }) {
  const form = useAccountForm({
    schema: leadOwnerSchema,
    result,
    intent: "owner",
    fields: ["owner"],
  });
  return (
    <TitledSection
      id="lead-owner-heading"
      title="Owner"
      className={workflowCard}
    >
      <PostForm
        key={resetKey}
        form={form}
        intent="owner"
        className="grid gap-3"
      >
        <FormField form={form} name="owner" label="Assigned to">
          {(control) => (
            <select
              {...control}
              defaultValue={ownerProfileId ?? ""}
              className={cx(inputClasses, "cursor-pointer")}
            >
              <option value="">Unassigned</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SubmitButton form={form} variant="secondary" pendingLabel="Saving…">
          Save owner
        </SubmitButton>
      </PostForm>
    </TitledSection>
  );
}

export function LeadNoteForm({ result, resetKey }: FormProps) {
  const form = useAccountForm({
    schema: leadNoteSchema,
    result,
    intent: "note",
    fields: ["body"],
  });
  return (
    <PostForm key={resetKey} form={form} intent="note" className="grid gap-3">
      <FormField
        form={form}
        name="body"
        label="Add a note"
        hint="Notes are kept for the team and cannot be edited later."
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={LEAD_NOTE_MAX}
            defaultValue={form.valueOf("body")}
            className={inputClasses}
          />
        )}
      </FormField>
      <SubmitButton
        form={form}
        pendingLabel="Adding…"
        className="justify-self-start"
      >
        Add note
      </SubmitButton>
    </PostForm>
  );
}

/** A flagged lead: why, and "Not spam". Otherwise: "Mark as spam" with a reason. */
export function LeadSpamReview({
  lead,
  result,
  resetKey,
}: FormProps & { lead: LeadDetailView }) {
  const form = useAccountForm({
    schema: markSpamSchema,
    result,
    intent: "mark_spam",
    fields: ["reason"],
  });
  const navigation = useNavigation();
  const releasing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "release_spam";
  return (
    <TitledSection
      id="lead-spam-heading"
      title="Spam review"
      className={workflowCard}
    >
      {lead.isSpam ? (
        <Form key={resetKey} method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="release_spam" />
          <Alert tone="warning" title="Flagged as spam">
            <p>Reason: {lead.spamReason ?? "not recorded"}</p>
            <p className="mt-1">
              {lead.staffNotified
                ? "The team was notified when it arrived."
                : "Its notification to the team is held. “Not spam” sends it now."}
            </p>
          </Alert>
          {result?.fieldErrors?.spam ? (
            <p role="alert" className="text-sm text-danger-700">
              {result.fieldErrors?.spam}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="secondary"
            pending={releasing}
            pendingLabel="Releasing…"
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            Not spam
          </Button>
        </Form>
      ) : (
        <PostForm
          key={resetKey}
          form={form}
          intent="mark_spam"
          className="grid gap-3"
        >
          <FormField
            form={form}
            name="reason"
            label="Reason"
            hint="For a submission that slipped past the spam check."
          >
            {(control) => (
              <input
                {...control}
                type="text"
                maxLength={SPAM_REASON_MAX}
                defaultValue={form.valueOf("reason")}
                className={inputClasses}
              />
            )}
          </FormField>
          <SubmitButton form={form} variant="danger" pendingLabel="Saving…">
            <ShieldAlert aria-hidden="true" className="size-4" />
            Mark as spam
          </SubmitButton>
        </PostForm>
      )}
    </TitledSection>
  );
}
