import { describe, expect, it } from "vitest";
import { STAFF_ROLES } from "./enums";
import {
  CONSOLE_SECTIONS,
  EDITOR_SECTIONS,
  STUDIO_SECTIONS,
  canOpenSection,
  consoleHomeOf,
  isEditorSection,
  isStudioSection,
  rolesOfSection,
  sectionOfPath,
  sectionPath,
  sectionsOf,
} from "./console-sections";

describe("the console's sections and who sees each", () => {
  it("an admin sees every section, in the tabs' order, the studio's (Insights, Case studies, Media, Taxonomy), Newsletter and Assistant after Overview", () => {
    expect(sectionsOf("admin")).toEqual([...CONSOLE_SECTIONS]);
    expect(sectionsOf("admin")).toEqual([
      "users",
      "clients",
      "leads",
      "bookings",
      "conversations",
      "support",
      "overview",
      "insights",
      "case-studies",
      "media",
      "taxonomy",
      "newsletter",
      "assistant",
      "analytics",
      "search",
      "demo",
      "privacy",
      "integrations",
      "audit",
    ]);
  });

  it("an editor sees the content studio's sections, the newsletter, the assistant's knowledge, the analytics and site search only", () => {
    expect(sectionsOf("editor")).toEqual([...EDITOR_SECTIONS]);
    expect(sectionsOf("editor")).toEqual([
      "insights",
      "case-studies",
      "media",
      "taxonomy",
      "newsletter",
      "assistant",
      "analytics",
      "search",
    ]);
    expect(EDITOR_SECTIONS).toEqual([
      ...STUDIO_SECTIONS,
      "newsletter",
      "assistant",
      "analytics",
      "search",
    ]);
    for (const section of CONSOLE_SECTIONS)
      expect(canOpenSection("editor", section), section).toBe(
        isEditorSection(section),
      );
    expect(isStudioSection("newsletter")).toBe(false);
  });

  it("every staff role may open the studio's sections; only admins the rest", () => {
    expect(rolesOfSection("insights")).toEqual([...STAFF_ROLES]);
    expect(rolesOfSection("media")).toEqual([...STAFF_ROLES]);
    expect(rolesOfSection("taxonomy")).toEqual([...STAFF_ROLES]);
    expect(rolesOfSection("newsletter")).toEqual([...STAFF_ROLES]);
    expect(rolesOfSection("assistant")).toEqual([...STAFF_ROLES]);
    // Audience analytics hold no personal data (docs/analytics.md).
    expect(rolesOfSection("analytics")).toEqual([...STAFF_ROLES]);
    // Nor does the search log: queries and counts, never who searched.
    expect(rolesOfSection("search")).toEqual([...STAFF_ROLES]);
    for (const section of [
      "users",
      "leads",
      "bookings",
      "audit",
      "demo",
      "privacy",
      "integrations",
    ] as const)
      expect(rolesOfSection(section), section).toEqual(["admin"]);
    expect(isStudioSection(undefined)).toBe(false);
    expect(isStudioSection("leads")).toBe(false);
  });

  it("each role's console opens on its first section", () => {
    expect(consoleHomeOf("admin")).toBe("/lead_admin");
    expect(consoleHomeOf("editor")).toBe("/lead_admin/insights");
  });

  it("a section's URL, and the section of a URL", () => {
    expect(sectionPath("users")).toBe("/lead_admin");
    expect(sectionPath("insights")).toBe("/lead_admin/insights");
    expect(sectionOfPath("/lead_admin")).toBe("users");
    expect(sectionOfPath("/lead_admin/bookings/hosts/x")).toBe("bookings");
    expect(sectionOfPath("/lead_admin/")).toBe("users");
    expect(sectionOfPath("/lead_admin/clients/4f1c")).toBe("clients");
    expect(sectionOfPath("/lead_admin/insights/new")).toBe("insights");
    expect(sectionOfPath("/lead_admin/taxonomy")).toBe("taxonomy");
    expect(sectionOfPath("/lead_admin/newsletter/blocked-domains")).toBe(
      "newsletter",
    );
    expect(sectionOfPath("/lead_admin/assistant/unanswered")).toBe("assistant");
    expect(sectionOfPath("/lead_admin/analytics")).toBe("analytics");
    expect(sectionOfPath("/lead_admin/analytics/export.csv")).toBe("analytics");
    expect(sectionOfPath("/lead_admin/search")).toBe("search");
    expect(sectionOfPath("/lead_admin/users")).toBeNull();
    expect(sectionOfPath("/lead_admin/nowhere")).toBeNull();
    expect(sectionOfPath("/dashboard/support")).toBeNull();
  });
});
