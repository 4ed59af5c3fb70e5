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
        { status: "in_progress", owner: null },
        { status: "resolved", owner: "a@example.org", count: 2 },
      ),
    ).toEqual([
      {
        field: "status",
        label: "Status",
        before: "in progress",
        after: "resolved",
        long: false,
      },
      {
        field: "owner",
        label: "Owner",
        before: null,
        after: "a@example.org",
        long: false,
      },
      { field: "count", label: "Count", before: null, after: "2", long: false },
    ]);
    expect(auditChanges(null, { name: "Acme" })).toEqual([
      {
        field: "name",
        label: "Name",
        before: null,
        after: "Acme",
        long: false,
      },
    ]);
    expect(auditChanges({ tags: ["a", "b"] }, null)).toEqual([
      {
        field: "tags",
        label: "Tags",
        before: "a, b",
        after: null,
        long: false,
      },
    ]);
  });

  it("names instead of ids, with a fallback once the row is gone; internal ids left out", () => {
    const names = {
      byId: { "c-1": "Meridian Revenue Authority", "p-1": "Ada Admin" },
    };
    const changes = auditChanges(
      { clientId: "c-1", ownerProfileId: null },
      {
        clientId: "c-2",
        ownerProfileId: "p-1",
        messageId: "m-1",
        length: 1234,
      },
      names,
    );
    expect(changes).toEqual([
      expect.objectContaining({
        field: "clientId",
        label: "Client",
        before: "Meridian Revenue Authority",
        after: "a deleted client",
      }),
      expect.objectContaining({
        field: "ownerProfileId",
        label: "Owner",
        before: null,
        after: "Ada Admin",
      }),
      expect.objectContaining({
        field: "length",
        label: "Length",
        after: "1,234 characters",
      }),
    ]);
  });

  it("money as currency, percentages, instants and booleans in words, lines as a small table, never JSON", () => {
    const changes = auditChanges(
      {
        lines: [
          { description: "Discovery", quantity: 1, unitAmountMinor: 4_850_000 },
        ],
        taxPercent: 0,
      },
      {
        lines: [
          { description: "Discovery", quantity: 1, unitAmountMinor: 4_850_000 },
          { description: "Pilot", quantity: 2, unitAmountMinor: 125_050 },
        ],
        taxPercent: 21,
        expiresAt: "2026-11-30T09:05:00.000Z",
        isSpam: true,
        proposal: {
          budget: "TBD",
          phases: [{ name: "Foundation", duration: "3 weeks" }],
        },
      },
      { byId: {}, currency: "EUR" },
    );
    const [lines, tax, expires, spam, proposal] = changes;
    expect(lines).toMatchObject({
      label: "Lines",
      before: {
        columns: ["Description", "Quantity", "Unit price"],
        rows: [["Discovery", "1", "€48,500.00"]],
      },
      after: {
        columns: ["Description", "Quantity", "Unit price"],
        rows: [
          ["Discovery", "1", "€48,500.00"],
          ["Pilot", "2", "€1,250.50"],
        ],
      },
      long: false,
    });
    expect(tax).toMatchObject({ label: "Tax", before: "0 %", after: "21 %" });
    expect(expires).toMatchObject({
      label: "Expires",
      after: "Nov 30, 2026, 9:05 AM UTC",
    });
    expect(spam).toMatchObject({ label: "Spam", after: "yes" });
    expect(proposal!.after).toEqual({
      columns: ["Field", "Value"],
      rows: [
        ["Budget", "TBD"],
        ["Phases", "Name: Foundation; Duration: 3 weeks"],
      ],
    });
    // Every piece of text a person reads is words, never a serialised object.
    const texts = changes.flatMap((change) =>
      [change.before, change.after].flatMap((value) =>
        value === null
          ? []
          : typeof value === "string"
            ? [value]
            : value.rows.flat(),
      ),
    );
    for (const text of texts) expect(text).not.toMatch(/[{}[\]"]/);
  });

  it("marks long values for folding", () => {
    const long = "x".repeat(AUDIT_VALUE_FOLD + 1);
    expect(auditChanges({}, { notes: long })[0]!.long).toBe(true);
  });
});

describe("auditEntityHref", () => {
  it("links clients, leads, tickets and curated answers; nothing else has a page", () => {
    expect(auditEntityHref("client", "c1")).toBe("/lead_admin/clients/c1");
    expect(auditEntityHref("curated_answer", "a1")).toBe(
      "/lead_admin/assistant/a1",
    );
    expect(auditEntityHref("lead", "l1")).toBe("/lead_admin/leads/l1");
    expect(auditEntityHref("ticket", "t1")).toBe("/lead_admin/support/t1");
    expect(auditEntityHref("privacy_request", "r1")).toBe(
      "/lead_admin/privacy/requests/r1",
    );
    expect(auditEntityHref("privacy_incident", "i1")).toBe(
      "/lead_admin/privacy/incidents/i1",
    );
    expect(auditEntityHref("user", "u1")).toBeNull();
    expect(auditEntityHref("ticket", null)).toBeNull();
  });
  it("labels entity types, unknown ones as stored", () => {
    expect(auditEntityLabel("ticket")).toBe("Support ticket");
    expect(auditEntityLabel("chat_session")).toBe("chat session");
  });
});
