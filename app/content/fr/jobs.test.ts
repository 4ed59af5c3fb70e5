import { describe, expect, it } from "vitest";
import * as en from "../jobs";
import * as fr from "./jobs";

describe("the French job postings", () => {
  it("are the English roles, in the same order, with the same ids, dates, locations and types", () => {
    const skeleton = (jobs: en.Job[]) =>
      jobs.map((job) => ({
        id: job.id,
        datePosted: job.datePosted,
        location: job.location,
        type: job.type,
        requirements: job.requirements.length,
      }));
    expect(skeleton(fr.jobs)).toEqual(skeleton(en.jobs));
  });

  it("translate every title, department, description and requirement", () => {
    fr.jobs.forEach((job, index) => {
      const english = en.jobs[index];
      expect(job.title).not.toBe(english?.title);
      expect(job.description).not.toBe(english?.description);
      job.requirements.forEach((requirement, item) => {
        expect(requirement).not.toBe(english?.requirements[item]);
      });
    });
    // Departments may coincide in both languages ("Solutions", "Design"), not all of them.
    const same = fr.jobs.filter(
      (job, index) => job.department === en.jobs[index]?.department,
    );
    expect(same.map((job) => job.department).sort()).toEqual([
      "Design",
      "Solutions",
    ]);
  });

  it("name locations in French", () => {
    expect(
      en.jobLocationLabel(
        { kind: "remote", countries: ["Canada", "United States"] },
        fr.jobLabels,
      ),
    ).toBe("Télétravail (Canada ou États-Unis)");
    expect(
      en.jobLocationLabel(
        { kind: "office", officeId: "ottawa", arrangement: "Hybrid" },
        fr.jobLabels,
      ),
    ).toBe("Ottawa, ON · Hybride");
  });
});
