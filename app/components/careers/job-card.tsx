import { Briefcase, Clock, MapPin } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { jobLabels as jobLabelsFr } from "~/content/fr/jobs";
import { findJob, jobLabels, jobLocationLabel, type Job } from "~/content/jobs";
import { useCopy, useLocalizedPath } from "~/i18n/locale-context";
import { CardTickList } from "../tick-list";
import { buttonClasses } from "../ui/button-link";
import { applicationDialogTitle } from "./application-dialog";

/**
 * The link that opens an application: `?apply=<id>` (or `general`), landing on #application,
 * where the server has chosen that position in the page's form. With JavaScript it opens the
 * application dialog instead. It is a site path: localize it (`useLocalizedPath`) before use.
 */
export function applicationHref(applyId: string): string {
  return `/careers?apply=${encodeURIComponent(applyId)}#application`;
}

export function applyLinkId(applyId: string): string {
  return `apply-${applyId}`;
}

/**
 * What an apply link tells app/enhance/application-dialog.ts: which application it opens, the
 * dialog's title (`dialogTitle`, in the page's language) and the position the form sends (the
 * English job title, or `position` for a general application).
 */
export function applyLinkData(
  applyId: string,
  jobTitle: string | null,
  position: string,
  dialogTitle: string,
) {
  return {
    "data-apply": applyId,
    "data-apply-kind": jobTitle === null ? "general" : "job",
    "data-apply-title": dialogTitle,
    "data-apply-position": position,
  };
}

/**
 * One open role (title, department, location, type, description, requirements), in the page's
 * language. The position an application sends stays the English title: it is the value the
 * application form and the staff console know the role by.
 */
export function JobCard({ job }: { job: Job }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const labels = useCopy({ en: jobLabels, fr: jobLabelsFr });
  const position = findJob(job.id)?.title ?? job.title;
  const titleId = `${job.id}-title`;
  return (
    <article
      id={job.id}
      aria-labelledby={titleId}
      data-job-card={job.id}
      className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-7"
    >
      <h3 id={titleId} className="text-xl font-semibold text-ink-900">
        {job.title}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-text-muted">
        <JobFact
          label={intl.formatMessage({
            id: "careers.jobDepartment",
            defaultMessage: "Department",
          })}
          icon={Briefcase}
          value={job.department}
        />
        <JobFact
          label={intl.formatMessage({
            id: "careers.jobLocation",
            defaultMessage: "Location",
          })}
          icon={MapPin}
          value={jobLocationLabel(job.location, labels)}
        />
        <JobFact
          label={intl.formatMessage({
            id: "careers.jobType",
            defaultMessage: "Type",
          })}
          icon={Clock}
          value={labels.types[job.type]}
        />
      </dl>
      <p className="mt-4 text-base leading-7 text-text-muted">
        {job.description}
      </p>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">
        <FormattedMessage
          id="careers.jobRequirements"
          defaultMessage="What you will bring"
        />
      </h4>
      <CardTickList items={job.requirements} spacing="mt-3" />
      <div className="mt-auto pt-6">
        <a
          id={applyLinkId(job.id)}
          href={localized(applicationHref(job.id))}
          {...applyLinkData(
            job.id,
            job.title,
            position,
            applicationDialogTitle(intl, job.title),
          )}
          className={buttonClasses("primary", "w-full sm:w-auto")}
        >
          <FormattedMessage
            id="careers.jobApply"
            defaultMessage="Apply Now<hidden> for {jobTitle}</hidden>"
            values={{
              jobTitle: job.title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            }}
          />
        </a>
      </div>
    </article>
  );
}

function JobFact({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: typeof MapPin;
}) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {value}
      </dd>
    </div>
  );
}
