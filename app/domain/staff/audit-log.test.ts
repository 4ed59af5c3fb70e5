import { describe, expect, it } from "vitest";
import {
  AUDIT_VALUE_FOLD,
  auditChanges,
  auditEntityHref,
  auditEntityLabel,
  auditFiltersOf,
  auditRangeOf,
} from "./audit-log";

describe("auditFiltersOf", () => {
  it("keeps known filters and drops what does not parse", () => {
    expect(
      auditFiltersOf(
        new URLSearchParams(
          "entity=ticket&actor= staff.admin@example.org &from=2026-11-01&to=2026-11-30&q=reply&page=3",
        ),
      ),
    ).toEqual({
      entity: "ticket",
      actor: "staff.admin@example.org",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "reply",
      page: 3,
    });
    expect(
      auditFiltersOf(
        new URLSearchParams(
          "entity=password&from=yesterday&to=2026-13-45&page=-2&q=",
        ),
      ),
    ).toEqual({
      entity: undefined,
      actor: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 1,
    });
  });

  it("a day range covers the whole of its last day (UTC)", () => {
    expect(auditRangeOf({ from: "2026-11-01", to: "2026-11-01" })).toEqual({
      since: new Date("2026-11-01T00:00:00Z"),
      before: new Date("2026-11-02T00:00:00Z"),
    });
    expect(auditRangeOf({})).toEqual({ since: null, before: null });
  });
});

describe("auditChanges", () => {
  it("reads field: old → new, creation and removal included", () => {
    expect(
      auditChanges(
        { status: "open", owner: null },
        { status: "resolved", owner: "a@example.org", count: 2 },
      ),
    ).toEqual([
      { field: "status", before: "open", after: "resolved", long: false },
      { field: "owner", before: null, after: "a@example.org", long: false },
      { field: "count", before: null, after: "2", long: false },
    ]);
    expect(auditChanges(null, { name: "Acme" })).toEqual([
      { field: "name", before: null, after: "Acme", long: false },
    ]);
    expect(auditChanges({ tags: ["a"] }, null)).toEqual([
      { field: "tags", before: '["a"]', after: null, long: false },
    ]);
  });

  it("marks long values for folding", () => {
    const long = "x".repeat(AUDIT_VALUE_FOLD + 1);
    expect(auditChanges({}, { notes: long })[0]!.long).toBe(true);
  });
});

describe("auditEntityHref", () => {
  it("links clients, leads and tickets; nothing else has a page", () => {
    expect(auditEntityHref("client", "c1")).toBe("/lead_admin/clients/c1");
    expect(auditEntityHref("lead", "l1")).toBe("/lead_admin/leads/l1");
    expect(auditEntityHref("ticket", "t1")).toBe("/lead_admin/support/t1");
    expect(auditEntityHref("user", "u1")).toBeNull();
    expect(auditEntityHref("ticket", null)).toBeNull();
  });
  it("labels entity types, unknown ones as stored", () => {
    expect(auditEntityLabel("ticket")).toBe("Support ticket");
    expect(auditEntityLabel("chat_session")).toBe("chat session");
  });
});
