import { describe, expect, it } from "vitest";
import { jobs as jobsFr } from "./fr/jobs";
import { jobPostingJsonLd } from "./job-posting-json-ld";
import { jobLocationLabel, jobs, type Job } from "./jobs";
import { site } from "./site";

const origin = "https://example.test";

function job(overrides: Partial<Job>): Job {
  return {
    id: "test-role",
    title: "Test Role",
    department: "R&D",
    location: { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
    type: "Full-time",
    description: "Builds <things> & more.",
    requirements: ["One", "Two"],
    datePosted: "2026-10-01",
    ...overrides,
  };
}

describe("jobs", () => {
  it("lists 14 roles with unique ids, ISO posting dates and requirements", () => {
    expect(jobs).toHaveLength(14);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(14);
    for (const j of jobs) {
      expect(j.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(j.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(j.datePosted))).toBe(false);
      expect(j.requirements.length).toBeGreaterThan(0);
    }
  });

  it("labels office and remote locations", () => {
    expect(
      jobLocationLabel({
        kind: "office",
        officeId: "atlanta",
        arrangement: "Hybrid",
      }),
    ).toBe("Atlanta, GA · Hybrid");
    expect(jobLocationLabel({ kind: "remote", countries: ["Canada"] })).toBe(
      "Remote (Canada)",
    );
    expect(
      jobLocationLabel({
        kind: "remote",
        countries: ["Canada", "United States"],
      }),
    ).toBe("Remote (Canada or United States)");
  });
});

describe("jobPostingJsonLd", () => {
  it("describes an office role with the office's postal address", () => {
    const data = jobPostingJsonLd(origin, job({}));
    const ottawa = site.offices.find((o) => o.id === "ottawa")!;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Test Role",
      datePosted: "2026-10-01",
      employmentType: "FULL_TIME",
      url: "https://example.test/careers#test-role",
      validThrough: "2026-12-30T23:59:59Z",
      directApply: true,
      hiringOrganization: {
        "@type": "Organization",
        name: site.name,
        logo: "https://example.test/favicon.svg",
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: ottawa.streetAddress,
          addressLocality: "Ottawa",
          addressRegion: "ON",
          postalCode: ottawa.postalCode,
          addressCountry: "CA",
        },
      },
    });
    expect(data).not.toHaveProperty("jobLocationType");
  });

  it("gives every role a validThrough 90 days after it was posted, and says applications are direct", () => {
    for (const role of jobs) {
      const data = jobPostingJsonLd(origin, role);
      expect(data.directApply).toBe(true);
      const days =
        (Date.parse(String(data.validThrough)) -
          Date.parse(`${role.datePosted}T00:00:00Z`)) /
        86_400_000;
      expect(Math.floor(days)).toBe(90);
    }
    expect(
      jobPostingJsonLd(origin, job({ datePosted: "2026-12-15" })).validThrough,
    ).toBe("2027-03-15T23:59:59Z");
  });

  it("describes a remote contract as TELECOMMUTE with the countries applicants must live in", () => {
    const data = jobPostingJsonLd(
      origin,
      job({
        type: "Contract",
        location: { kind: "remote", countries: ["Canada"] },
      }),
    );
    expect(data).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "Canada" }],
    });
    expect(data).not.toHaveProperty("jobLocation");
  });

  it("escapes the description and lists the requirements as HTML", () => {
    const { description } = jobPostingJsonLd(origin, job({}));
    expect(description).toBe(
      "<p>Builds &lt;things&gt; &amp; more.</p><p>What you will bring:</p><ul><li>One</li><li>Two</li></ul>",
    );
  });

  it("says an English posting is in English", () => {
    expect(jobPostingJsonLd(origin, job({})).inLanguage).toBe("en-CA");
  });

  it("describes a French posting in French, on the French page, in fr-CA", () => {
    const english = jobs.find(
      (role) => role.id === "health-informatics-specialist",
    )!;
    const french = jobsFr.find((role) => role.id === english.id)!;
    const data = jobPostingJsonLd(origin, french, "fr");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      inLanguage: "fr-CA",
      title: "Spécialiste en informatique de la santé",
      occupationalCategory: "Santé",
      url: "https://example.test/fr/careers#health-informatics-specialist",
      identifier: { value: english.id },
      datePosted: english.datePosted,
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "Canada" },
        { "@type": "Country", name: "États-Unis" },
      ],
    });
    expect(data.description).toContain("<p>Ce que vous apporterez\u00a0:</p>");
    expect(data.description).not.toContain("What you will bring");
  });
});
