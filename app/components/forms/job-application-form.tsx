import type { ReactNode } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { GENERAL_APPLICATION, RESUME_ACCEPT } from "~/domain/forms/lead-forms";
import type { Option } from "~/domain/forms/options";
import { useLocale } from "~/i18n/locale-context";
import {
  controlProps,
  FieldError,
  FieldLabel,
  SelectField,
  TextAreaField,
  TextField,
} from "./fields";
import {
  ConsentNote,
  FormErrors,
  InlineConfirmation,
  LeadFormElement,
  LeadFormHiddenFields,
  SubmitButton,
  type LeadFormContext,
} from "./lead-form-parts";
import { useLeadFormState } from "./lead-form-state";

const FIELD_ORDER = [
  "jobTitle",
  "firstName",
  "lastName",
  "email",
  "phone",
  "linkedIn",
  "experience",
  "resume",
  "coverLetter",
];

/**
 * The careers application (multipart, with the résumé). In the dialog the position
 * is a hidden field the dialog sets when it opens; on the page (the path without
 * JavaScript) it is a choice among the open roles. After an enhanced submission the form
 * dispatches "lead-form:success" (the dialog closes on it) and resets.
 */
export function JobApplicationForm({
  id,
  context,
  jobTitle,
  positions,
  actions,
}: {
  id: string;
  context: LeadFormContext;
  /** Fixed position (dialog), or the preselected one when `positions` is given. */
  jobTitle: string;
  /** Offer a choice of positions (page form). */
  positions?: readonly Option[];
  /** Extra buttons beside submit (e.g. the dialog's Cancel). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { field, formErrors, details, focus } = useLeadFormState(id, {
    fieldOrder: FIELD_ORDER,
    defaults: { jobTitle },
  });
  const confirmation = details
    ? leadFormCatalog.job_application.toasts[locale].success(details)
    : null;
  const resume = field("resume");
  const resumeHint = intl.formatMessage({
    id: "forms.job.resumeHint",
    defaultMessage: "PDF, DOC or DOCX, up to 10 MB.",
  });

  return (
    <LeadFormElement
      kind="job_application"
      id={id}
      multipart
      label={formLabel(intl, jobTitle)}
      className="grid gap-4"
    >
      {confirmation ? (
        <InlineConfirmation
          title={confirmation.title}
          message={confirmation.description}
        />
      ) : null}
      <FormErrors formId={id} errors={formErrors} />
      <LeadFormHiddenFields formId={id} {...context} />
      {positions ? (
        <SelectField
          field={field("jobTitle")}
          label={intl.formatMessage({
            id: "forms.job.position",
            defaultMessage: "Position",
          })}
          required
          options={positions.map((position) =>
            // Our own wording of the general application; open roles keep their titles (the stored value).
            position.value === GENERAL_APPLICATION
              ? {
                  value: position.value,
                  label: intl.formatMessage({
                    id: "forms.job.generalOption",
                    defaultMessage: "General application (no specific role)",
                  }),
                }
              : position,
          )}
          placeholder={intl.formatMessage({
            id: "forms.job.choosePosition",
            defaultMessage: "Choose a position…",
          })}
          focusOnLoad={focus === "jobTitle"}
        />
      ) : (
        <input type="hidden" name="jobTitle" value={jobTitle} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={field("firstName")}
          label={intl.formatMessage({
            id: "forms.firstName",
            defaultMessage: "First name",
          })}
          required
          autoComplete="given-name"
          focusOnLoad={focus === "firstName"}
        />
        <TextField
          field={field("lastName")}
          label={intl.formatMessage({
            id: "forms.lastName",
            defaultMessage: "Last name",
          })}
          required
          autoComplete="family-name"
          focusOnLoad={focus === "lastName"}
        />
        <TextField
          field={field("email")}
          label={intl.formatMessage({
            id: "forms.email",
            defaultMessage: "Email",
          })}
          type="email"
          required
          autoComplete="email"
          focusOnLoad={focus === "email"}
        />
        <TextField
          field={field("phone")}
          label={intl.formatMessage({
            id: "forms.phone",
            defaultMessage: "Phone",
          })}
          type="tel"
          autoComplete="tel"
          focusOnLoad={focus === "phone"}
        />
      </div>
      <TextField
        field={field("linkedIn")}
        label={intl.formatMessage({
          id: "forms.job.linkedIn",
          defaultMessage: "LinkedIn profile",
        })}
        type="url"
        placeholder="https://www.linkedin.com/in/…"
        focusOnLoad={focus === "linkedIn"}
      />
      <TextAreaField
        field={field("experience")}
        label={intl.formatMessage({
          id: "forms.job.experience",
          defaultMessage: "Experience",
        })}
        required
        hint={intl.formatMessage({
          id: "forms.job.experienceHint",
          defaultMessage:
            "Years of relevant experience and the systems or programmes you worked on.",
        })}
        rows={3}
        focusOnLoad={focus === "experience"}
      />
      <div className="grid gap-1.5">
        <FieldLabel
          field={resume}
          label={intl.formatMessage({
            id: "forms.job.resume",
            defaultMessage: "Résumé",
          })}
          required
        />
        <p id={resume.descriptionId} className="text-sm text-text-muted">
          {resumeHint}
        </p>
        <input
          {...controlProps({
            field: resume,
            required: true,
            hint: resumeHint,
            focusOnLoad: focus === "resume",
          })}
          type="file"
          accept={RESUME_ACCEPT}
          className="block w-full rounded-lg border border-line bg-white text-sm text-ink-900 file:mr-4 file:min-h-11 file:border-0 file:bg-surface-muted file:px-4 file:font-semibold file:text-ink-900 aria-[invalid=true]:border-danger-700"
        />
        <FieldError field={resume} />
      </div>
      <TextAreaField
        field={field("coverLetter")}
        label={intl.formatMessage({
          id: "forms.job.coverLetter",
          defaultMessage: "Cover letter",
        })}
        required
        rows={6}
        focusOnLoad={focus === "coverLetter"}
      />
      <ConsentNote kind="jobApplication" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <SubmitButton
          label={intl.formatMessage({
            id: "forms.job.submit",
            defaultMessage: "Submit Application",
          })}
          pendingLabel={intl.formatMessage({
            id: "forms.submitting",
            defaultMessage: "Submitting...",
          })}
        />
      </div>
    </LeadFormElement>
  );
}

/** The form's accessible name: the position when one is chosen, else what the form is. */
function formLabel(intl: IntlShape, jobTitle: string): string {
  if (jobTitle === GENERAL_APPLICATION)
    return intl.formatMessage({
      id: "forms.job.generalLabel",
      defaultMessage: "General application",
    });
  return jobTitle
    ? intl.formatMessage(
        {
          id: "forms.job.applicationFor",
          defaultMessage: "Application for {jobTitle}",
        },
        { jobTitle },
      )
    : intl.formatMessage({
        id: "forms.job.label",
        defaultMessage: "Job application",
      });
}
