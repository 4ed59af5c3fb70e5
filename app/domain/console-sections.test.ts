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
  type ConsoleSection,
} from "./console-sections";

/**
 * The console's tabs in order, and who may open each: the studio's sections and the rest of an
 * editor's are open to every staff role, everything else to admins only.
 */
type TabAccess = "studio" | "editor" | "admin";
const TABS: readonly (readonly [ConsoleSection, TabAccess])[] = [
  ["users", "admin"],
  ["clients", "admin"],
  ["leads", "admin"],
  ["bookings", "admin"],
  ["conversations", "admin"],
  ["support", "admin"],
  ["overview", "admin"],
  ["insights", "studio"],
  ["case-studies", "studio"],
  ["media", "studio"],
  ["taxonomy", "studio"],
  ["newsletter", "editor"],
  ["assistant", "editor"],
  // Audience analytics hold no personal data (docs/analytics.md).
  ["analytics", "editor"],
  // Nor does the search log: queries and counts, never who searched.
  ["search", "editor"],
  ["demo", "admin"],
  ["privacy", "admin"],
  ["integrations", "admin"],
  ["audit", "admin"],
];

const tabsWhere = (open: (kind: TabAccess) => boolean) =>
  TABS.filter(([, kind]) => open(kind)).map(([section]) => section);

describe("the console's sections and who sees each", () => {
  it("an admin sees every section, in the tabs' order, the studio's (Insights, Case studies, Media, Taxonomy), Newsletter and Assistant after Overview", () => {
    expect(CONSOLE_SECTIONS).toEqual(tabsWhere(() => true));
    expect(sectionsOf("admin")).toEqual(tabsWhere(() => true));
  });

  it("an editor sees the content studio's sections, the newsletter, the assistant's knowledge, the analytics and site search only", () => {
    const editorTabs = tabsWhere((kind) => kind !== "admin");
    expect(sectionsOf("editor")).toEqual(editorTabs);
    expect(EDITOR_SECTIONS).toEqual(editorTabs);
    expect(STUDIO_SECTIONS).toEqual(tabsWhere((kind) => kind === "studio"));
  });

  it.each(TABS)(
    "%s: every staff role may open the studio's and the editor's sections; only admins the rest",
    (section, kind) => {
      expect(rolesOfSection(section)).toEqual(
        kind === "admin" ? ["admin"] : [...STAFF_ROLES],
      );
      expect(canOpenSection("admin", section)).toBe(true);
      expect(canOpenSection("editor", section)).toBe(kind !== "admin");
      expect(isEditorSection(section)).toBe(kind !== "admin");
      expect(isStudioSection(section)).toBe(kind === "studio");
    },
  );

  it("a value outside the sections is no studio section", () => {
    expect(isStudioSection(undefined)).toBe(false);
    expect(isEditorSection(undefined)).toBe(false);
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
