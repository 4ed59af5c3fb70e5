import { Briefcase, Check, Clock, MapPin } from "lucide-react";
import { jobLocationLabel, type Job } from "~/content/jobs";
import { buttonClasses } from "../ui/button-link";
import { applicationDialogTitle } from "./application-dialog";

/**
 * The link that opens an application: `?apply=<id>` (or `general`), landing on #application,
 * where the server has chosen that position in the page's form. With JavaScript it opens the
 * application dialog instead.
 */
export function applicationHref(applyId: string): string {
  return `/careers?apply=${encodeURIComponent(applyId)}#application`;
}

export function applyLinkId(applyId: string): string {
  return `apply-${applyId}`;
}

/**
 * What an apply link tells app/enhance/application-dialog.ts: which application it opens, the
 * dialog's title and the position the form sends (the job title, or `position` for a general
 * application).
 */
export function applyLinkData(
  applyId: string,
  jobTitle: string | null,
  position: string,
) {
  return {
    "data-apply": applyId,
    "data-apply-kind": jobTitle === null ? "general" : "job",
    "data-apply-title": applicationDialogTitle(jobTitle),
    "data-apply-position": position,
  };
}

/** One open role (title, department, location, type, description, requirements). */
export function JobCard({ job }: { job: Job }) {
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
        <JobFact label="Department" icon={Briefcase} value={job.department} />
        <JobFact
          label="Location"
          icon={MapPin}
          value={jobLocationLabel(job.location)}
        />
        <JobFact label="Type" icon={Clock} value={job.type} />
      </dl>
      <p className="mt-4 text-base leading-7 text-text-muted">
        {job.description}
      </p>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">
        What you will bring
      </h4>
      <ul className="mt-3 grid gap-2 text-sm leading-6 text-text-muted">
        {job.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-2.5">
            <Check
              aria-hidden="true"
              className="mt-1 size-4 shrink-0 text-brand-700"
            />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <a
          id={applyLinkId(job.id)}
          href={applicationHref(job.id)}
          {...applyLinkData(job.id, job.title, job.title)}
          className={buttonClasses("primary", "w-full sm:w-auto")}
        >
          Apply Now<span className="sr-only"> for {job.title}</span>
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
