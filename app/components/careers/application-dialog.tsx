import { X } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { buttonClasses } from "../ui/button-link";

const TITLE_ID = "application-dialog-title";
const DESCRIPTION_ID = "application-dialog-description";

/**
 * The job application dialog, a native modal
 * <dialog>: the browser traps focus, closes it on Escape and draws the backdrop.
 * app/enhance/application-dialog.ts opens it from the page's apply links (see ./job-card.tsx)
 * and sets the role applied for; without JavaScript it never opens, and those links lead to the
 * application form on the page instead. `jobTitle` is what the server renders it with (null: a
 * general application); `children` is the application form.
 */
export function ApplicationDialog({
  jobTitle,
  children,
}: {
  jobTitle: string | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const general = jobTitle === null;
  return (
    <dialog
      data-application-dialog
      data-enhance="application-dialog"
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-card bg-white p-6 text-text shadow-card backdrop:bg-ink-950/60 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            <ByKind
              as="span"
              general={general}
              job={
                <FormattedMessage
                  id="careers.dialogJobKind"
                  defaultMessage="Job application"
                />
              }
              open={
                <FormattedMessage
                  id="careers.dialogGeneralKind"
                  defaultMessage="Open application"
                />
              }
            />
          </p>
          <h2
            id={TITLE_ID}
            data-dialog-title
            className="mt-1 text-2xl font-bold tracking-tight text-balance text-ink-900"
          >
            {applicationDialogTitle(intl, jobTitle)}
          </h2>
        </div>
        <button
          type="button"
          data-dialog-close
          className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-text-muted hover:bg-surface-muted hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">
            <FormattedMessage id="careers.dialogClose" defaultMessage="Close" />
          </span>
        </button>
      </div>
      <div
        id={DESCRIPTION_ID}
        className="mt-3 text-base leading-7 text-text-muted"
      >
        <ByKind
          as="p"
          general={general}
          job={
            <FormattedMessage
              id="careers.dialogJobDescription"
              defaultMessage="Tell us about your experience and attach your résumé. The hiring manager for this role reads every application."
            />
          }
          open={
            <FormattedMessage
              id="careers.dialogGeneralDescription"
              defaultMessage="Tell us about your experience and the kind of work you are looking for, and we will contact you when a role fits."
            />
          }
        />
      </div>
      <div className="mt-6">{children}</div>
    </dialog>
  );
}

/** "Apply for <job title>", or "General Application", in the page's language. */
export function applicationDialogTitle(
  intl: IntlShape,
  jobTitle: string | null,
): string {
  return jobTitle
    ? intl.formatMessage(
        {
          id: "careers.dialogJobTitle",
          defaultMessage: "Apply for {jobTitle}",
        },
        { jobTitle },
      )
    : intl.formatMessage({
        id: "careers.dialogGeneralTitle",
        defaultMessage: "General Application",
      });
}

/** Closes the dialog without submitting (and resets the form); for the form's action row. */
export function ApplicationDialogCancel({
  children,
}: {
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      data-dialog-close
      className={buttonClasses("secondary")}
    >
      {children ?? (
        <FormattedMessage id="careers.dialogCancel" defaultMessage="Cancel" />
      )}
    </button>
  );
}

/**
 * A line in both its versions, for a job and for an open application: the dialog is in the
 * page once, and app/enhance/application-dialog.ts shows the version that fits what was opened.
 */
function ByKind({
  as: Tag,
  general,
  job,
  open,
}: {
  as: "span" | "p";
  general: boolean;
  job: ReactNode;
  open: ReactNode;
}) {
  return (
    <>
      <Tag data-application-kind="job" hidden={general}>
        {job}
      </Tag>
      <Tag data-application-kind="general" hidden={!general}>
        {open}
      </Tag>
    </>
  );
}
