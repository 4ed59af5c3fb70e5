import { officeById, type Job } from "./jobs";
import { absoluteUrl } from "./seo";
import { site } from "./site";

/**
 * schema.org JobPosting for one role (https://schema.org/JobPosting), in the shape search
 * engines read for job listings: office roles carry the office's PostalAddress, remote roles
 * TELECOMMUTE with the countries applicants must live in.
 */
export function jobPostingJsonLd(origin: string, job: Job): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    url: absoluteUrl(origin, `/careers#${job.id}`),
    datePosted: job.datePosted,
    employmentType: job.type === "Contract" ? "CONTRACTOR" : "FULL_TIME",
    occupationalCategory: job.department,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.social.linkedIn,
      url: absoluteUrl(origin, "/"),
      logo: absoluteUrl(origin, "/favicon.svg"),
    },
  };
  if (job.location.kind === "office") {
    const office = officeById(job.location.officeId);
    posting.jobLocation = {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: office.streetAddress,
        addressLocality: office.locality,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: office.countryCode,
      },
    };
  } else {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = job.location.countries.map((name) => ({ "@type": "Country", name }));
  }
  return posting;
}

/** Search engines accept basic HTML in a posting's description; the requirements become a list. */
function jobDescriptionHtml(job: Job): string {
  const items = job.requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("");
  return `<p>${escapeHtml(job.description)}</p><p>What you will bring:</p><ul>${items}</ul>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
