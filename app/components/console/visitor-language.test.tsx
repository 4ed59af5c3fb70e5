import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeadDetailView } from "~/domain/console/lead-work";
import { LeadSubmission } from "./lead-fields";
import { VisitorLanguageBadge } from "./visitor-language";

const text = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const lead = (locale: LeadDetailView["locale"]): LeadDetailView => ({
  id: "00000000-0000-4000-8000-000000000001",
  source: "contact",
  sourceName: "Contact",
  fullName: "Élise Tremblay",
  email: "elise@example.org",
  status: "new",
  isSpam: false,
  spamReason: null,
  staffNotified: true,
  ownerProfileId: null,
  ownerName: null,
  createdAt: "2026-11-05T12:00:00.000Z",
  fields: [],
  attribution: [],
  resume: null,
  locale,
});

describe("the visitor's language on a lead", () => {
  it("says French and asks for a reply in French", () => {
    const html = text(
      renderToStaticMarkup(
        <LeadSubmission lead={lead("fr")} headingLevel="h4" />,
      ),
    );
    expect(html).toContain("Language: French Reply in French");
  });

  it("says English, with no reminder", () => {
    const html = text(
      renderToStaticMarkup(
        <LeadSubmission lead={lead("en")} headingLevel="h4" />,
      ),
    );
    expect(html).toContain("Language: English");
    expect(html).not.toContain("Reply in French");
  });

  it("says nothing when the source row is gone", () => {
    const html = renderToStaticMarkup(
      <LeadSubmission lead={lead(null)} headingLevel="h4" />,
    );
    expect(html).not.toContain("Language");
  });
});

describe("the language badge", () => {
  it("names the language, labelled for screen readers", () => {
    expect(
      text(renderToStaticMarkup(<VisitorLanguageBadge locale="fr" />)),
    ).toBe(" Language: French ");
    expect(
      text(renderToStaticMarkup(<VisitorLanguageBadge locale="en" />)),
    ).toBe(" Language: English ");
  });
});
