import { describe, expect, it } from "vitest";
import { renderNewsletterIssue } from "./newsletter-issue.server";

const insight = {
  title: 'Sovereign AI <for> "ministries"',
  slug: "sovereign-ai",
  locale: "en" as const,
  excerpt: "What a ministry should ask before it buys & builds.",
  author: "Nadia Rahman",
  publishedAt: new Date("2026-11-05T12:00:00Z"),
};
const preferencesUrl =
  "https://kestrel.example/newsletter/preferences?token=p1.x.y";

describe("renderNewsletterIssue", () => {
  it("links the article and the preferences page in both parts, escaping the HTML", () => {
    const issue = renderNewsletterIssue({
      insight,
      origin: "https://kestrel.example",
      preferencesUrl,
    });
    expect(issue.subject).toBe(insight.title);
    expect(issue.text).toContain("https://kestrel.example/blog/sovereign-ai");
    expect(issue.text).toContain(preferencesUrl);
    expect(issue.html).toContain(
      "Sovereign AI &lt;for&gt; &quot;ministries&quot;",
    );
    expect(issue.html).not.toContain("<for>");
    expect(issue.html).toContain(
      'href="https://kestrel.example/newsletter/preferences?token=p1.x.y"',
    );
  });

  it("writes a French insight in French, with French links", () => {
    const issue = renderNewsletterIssue({
      insight: { ...insight, locale: "fr", slug: "ia-souveraine" },
      origin: "https://kestrel.example",
      preferencesUrl,
    });
    expect(issue.text).toContain(
      "Lire l’article\u00a0: https://kestrel.example/fr/blog/ia-souveraine",
    );
    expect(issue.text).toContain("5 nov. 2026");
    expect(issue.html).toContain('lang="fr-CA"');
  });

  it("marks a test send", () => {
    const issue = renderNewsletterIssue({
      insight,
      origin: "https://kestrel.example",
      preferencesUrl,
      test: true,
    });
    expect(issue.subject.startsWith("[Test] ")).toBe(true);
    expect(issue.text).toContain("test send");
  });
});
