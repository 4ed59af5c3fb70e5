import { describe, expect, it } from "vitest";
import {
  blueprintStaffMail,
  contactStaffMail,
  jobApplicationStaffMail,
} from "./lead-notifications.server";

const context = {
  pagePath: "/blueprint",
  referrer: null,
  utmSource: "newsletter",
  utmMedium: null,
  utmCampaign: "q3",
  utmTerm: null,
  utmContent: null,
  landingPage: null,
  trafficSource: null,
  submittedAt: new Date("2026-03-02T09:30:00Z"),
};

describe("staff notifications built from a stored submission", () => {
  it("a blueprint lead: option labels, every field, where it came from and when", () => {
    const mail = blueprintStaffMail(
      {
        fullName: "Farah Nasser",
        email: "farah@example.org",
        phone: null,
        companyName: "Ministry of Interior",
        companySize: "1000+",
        primaryInterest: "blueprint",
        message: "An e-visa pilot.",
      },
      context,
    );
    expect(mail.subject).toBe(
      "New blueprint request: Farah Nasser, Ministry of Interior",
    );
    expect(mail.text).toMatch(/^Organization size: +More than 1,000 people$/m);
    expect(mail.text).toMatch(/^Primary interest: +Full blueprint$/m);
    expect(mail.text).toMatch(/^Phone: +—$/m);
    expect(mail.text).toContain("Submitted: 2026-03-02T09:30:00.000Z");
    expect(mail.text).toContain(
      "Campaign: utm_source=newsletter, utm_campaign=q3",
    );
  });

  it("without an organization the subject names the person only", () => {
    const mail = blueprintStaffMail(
      { fullName: "Farah Nasser", email: "farah@example.org" },
      context,
    );
    expect(mail.subject).toBe("New blueprint request: Farah Nasser");
  });

  it("a contact request and a job application say what their forms say", () => {
    expect(
      contactStaffMail(
        {
          firstName: "Priya",
          lastName: "Raman",
          email: "p@example.org",
          company: "City",
          interest: "governance",
          message: "Hello",
        },
        context,
      ).text,
    ).toMatch(/^Interest: +Digital Governance & Tax Collection$/m);
    const application = jobApplicationStaffMail(
      {
        jobTitle: "Data Engineer",
        firstName: "Ravi",
        lastName: "Shah",
        email: "r@example.org",
        experience: "5 years",
        coverLetter: "Hi",
      },
      { name: "cv.pdf", size: 2048 },
      context,
    );
    expect(application.subject).toBe(
      "New application: Ravi Shah for Data Engineer",
    );
    expect(application.text).toContain("cv.pdf (2 KB)");
  });
});
