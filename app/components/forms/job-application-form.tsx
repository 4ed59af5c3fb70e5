import type { ReactNode } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { GENERAL_APPLICATION, RESUME_ACCEPT } from "~/domain/forms/lead-forms";
import type { Option } from "~/domain/forms/options";
import { keepResumeOptIn } from "~/domain/forms/purpose-consents";
import { personFields, type FieldSpec } from "./field-spec";
import { LeadForm, type LeadFormSpec } from "./lead-form-frame";
import type { LeadFormContext } from "./lead-form-parts";

/** The application without its position field, which depends on the page (see below). */
export function jobApplicationSpec(position: FieldSpec): LeadFormSpec {
  return {
    kind: "job_application",
    label: { id: "forms.job.label", defaultMessage: "Job application" },
    fields: [
      position,
      {
        row: [
          personFields.firstName,
          personFields.lastName,
          personFields.email,
          personFields.phone,
        ],
      },
      {
        control: "text",
        name: "linkedIn",
        label: { id: "forms.job.linkedIn", defaultMessage: "LinkedIn profile" },
        type: "url",
        placeholder: "https://www.linkedin.com/in/…",
      },
      {
        control: "textarea",
        name: "experience",
        label: { id: "forms.job.experience", defaultMessage: "Experience" },
        required: true,
        hint: {
          id: "forms.job.experienceHint",
          defaultMessage:
            "Years of relevant experience and the systems or programmes you worked on.",
        },
        rows: 3,
      },
      {
        control: "file",
        name: "resume",
        label: { id: "forms.job.resume", defaultMessage: "Résumé" },
        required: true,
        hint: {
          id: "forms.job.resumeHint",
          defaultMessage: "PDF, DOC or DOCX, up to 10 MB.",
        },
        accept: RESUME_ACCEPT,
      },
      {
        control: "textarea",
        name: "coverLetter",
        label: { id: "forms.job.coverLetter", defaultMessage: "Cover letter" },
        required: true,
        rows: 6,
      },
    ],
    optIns: [keepResumeOptIn],
    consent: "jobApplication",
    submit: { id: "forms.job.submit", defaultMessage: "Submit Application" },
    pending: { id: "forms.submitting", defaultMessage: "Submitting..." },
    buttonsClassName: "flex flex-col-reverse gap-3 sm:flex-row sm:justify-end",
  };
}

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
  const position: FieldSpec = positions
    ? {
        control: "select",
        name: "jobTitle",
        label: { id: "forms.job.position", defaultMessage: "Position" },
        required: true,
        options: positions.map((option) =>
          // Our own wording of the general application; open roles keep their titles (the stored value).
          option.value === GENERAL_APPLICATION
            ? {
                value: option.value,
                label: intl.formatMessage({
                  id: "forms.job.generalOption",
                  defaultMessage: "General application (no specific role)",
                }),
              }
            : option,
        ),
        placeholder: {
          id: "forms.job.choosePosition",
          defaultMessage: "Choose a position…",
        },
      }
    : { control: "hidden", name: "jobTitle", value: jobTitle };

  return (
    <LeadForm
      spec={jobApplicationSpec(position)}
      id={id}
      context={context}
      label={positionLabel(intl, jobTitle)}
      defaults={{ jobTitle }}
      actions={actions}
    />
  );
}

/** The form's accessible name when a position is chosen; else the spec's "Job application". */
function positionLabel(intl: IntlShape, jobTitle: string): string | undefined {
  if (!jobTitle) return undefined;
  if (jobTitle === GENERAL_APPLICATION)
    return intl.formatMessage({
      id: "forms.job.generalLabel",
      defaultMessage: "General application",
    });
  return intl.formatMessage(
    {
      id: "forms.job.applicationFor",
      defaultMessage: "Application for {jobTitle}",
    },
    { jobTitle },
  );
}
