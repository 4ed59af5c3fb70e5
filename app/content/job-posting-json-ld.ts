import { htmlLang, localizedPath, type Locale } from "~/i18n/locale";
import { jobLabels as jobLabelsFr } from "./fr/jobs";
import { jobLabels, officeById, type Job, type JobLabels } from "./jobs";
import { absoluteUrl, organizationReference, postalAddressJsonLd } from "./seo";
import { site } from "./site";

const labels: { readonly [L in Locale]: JobLabels } = {
  en: jobLabels,
  fr: jobLabelsFr,
};

/** The heading above a posting's requirements, in the posting's language. */
const REQUIREMENTS_HEADING: { readonly [L in Locale]: string } = {
  en: "What you will bring:",
  fr: "Ce que vous apporterez\u00a0:",
};

/**
 * schema.org JobPosting for one role (https://schema.org/JobPosting), in the shape search
 * engines read for job listings: office roles carry the office's PostalAddress, remote roles
 * TELECOMMUTE with the countries applicants must live in. `job` is the posting in `locale`
 * (app/content/fr/jobs.ts for French): its text, its page and its language say so.
 */
export function jobPostingJsonLd(
  origin: string,
  job: Job,
  locale: Locale = "en",
): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job, locale),
    inLanguage: htmlLang(locale),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    url: absoluteUrl(origin, `${localizedPath("/careers", locale)}#${job.id}`),
    datePosted: job.datePosted,
    validThrough: jobValidThrough(job),
    // Applications are made on our own careers page (its dialog posts the form), not via a job board.
    directApply: true,
    employmentType: job.type === "Contract" ? "CONTRACTOR" : "FULL_TIME",
    occupationalCategory: job.department,
    hiringOrganization: {
      ...organizationReference(origin),
      sameAs: site.social.linkedIn,
    },
  };
  if (job.location.kind === "office") {
    const office = officeById(job.location.officeId);
    posting.jobLocation = {
      "@type": "Place",
      address: postalAddressJsonLd(office),
    };
  } else {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = job.location.countries.map(
      (country) => ({
        "@type": "Country",
        name: labels[locale].countries[country],
      }),
    );
  }
  return posting;
}

/**
 * How long a posting stays open after `datePosted`: roles are reviewed each quarter, and a role
 * still open then is re-posted with a new date (jobs.ts). Search engines drop a posting after
 * its validThrough, so a forgotten role does not stay listed for ever.
 */
export const JOB_POSTING_VALID_DAYS = 90;

/** The end of the posting's last valid day, UTC (ISO 8601). */
export function jobValidThrough(job: Pick<Job, "datePosted">): string {
  const posted = Date.parse(`${job.datePosted}T00:00:00.000Z`);
  const lastDay = new Date(
    posted + JOB_POSTING_VALID_DAYS * 24 * 60 * 60 * 1000,
  );
  return `${lastDay.toISOString().slice(0, 10)}T23:59:59Z`;
}

/** Search engines accept basic HTML in a posting's description; the requirements become a list. */
function jobDescriptionHtml(job: Job, locale: Locale): string {
  const items = job.requirements
    .map((requirement) => `<li>${escapeHtml(requirement)}</li>`)
    .join("");
  return `<p>${escapeHtml(job.description)}</p><p>${REQUIREMENTS_HEADING[locale]}</p><ul>${items}</ul>`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
