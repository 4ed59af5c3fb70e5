import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAD_SOURCES } from "~/domain/enums";
import { FORM_KINDS } from "~/domain/forms/consent";
import { leadFormCatalog } from "~/domain/forms/lead-form-catalog";
import { EXPORT_HEADER } from "../../console/lead-export.server";
import { leadFormDefinitions } from "../lead-form-definitions.server";
import { EXPORT_SOURCE_COLUMNS } from "./lead-source.server";
import {
  leadSourceList,
  leadSourceOf,
  leadSources,
} from "./lead-sources.server";

/**
 * The registry is whole (docs/decisions/032-lead-sources-as-data.md): every value `leads.source`
 * may hold has a definition with every part, and every public form belongs to one source.
 */
describe("lead sources", () => {
  it.each(LEAD_SOURCES)("%s has a definition with every part", (source) => {
    const definition = leadSources[source];
    expect(definition, source).toBeDefined();
    expect(definition.source).toBe(source);
    expect(getTableName(definition.table as never)).toMatch(/^[a-z_]+$/);
    expect(getTableColumns(definition.table as never)).toHaveProperty(
      "id",
      definition.tableId,
    );
    expect(typeof definition.mirrorsWorkflow).toBe("boolean");
    expect(typeof definition.detail).toBe("function");
    expect(typeof definition.heldNotification).toBe("function");
    expect(typeof definition.exportColumns).toBe("object");
    for (const column of Object.keys(definition.exportColumns))
      expect(EXPORT_SOURCE_COLUMNS).toContain(column);
    if (definition.form) {
      expect(FORM_KINDS).toContain(definition.form.kind);
      expect(definition.form.schema).toBe(
        leadFormCatalog[definition.form.kind].schema,
      );
      expect(definition.form.consent.en.length).toBeGreaterThan(0);
      expect(definition.form.consent.fr).not.toBe(definition.form.consent.en);
    }
  });

  it("lists every source once, in LEAD_SOURCES order, and knows no other", () => {
    expect(leadSourceList.map((d) => d.source)).toEqual([...LEAD_SOURCES]);
    expect(Object.keys(leadSources).sort()).toEqual([...LEAD_SOURCES].sort());
    expect(leadSourceOf("newsletter")).toBeNull();
    expect(leadSourceOf("toString")).toBeNull();
  });

  it("gives every public form to exactly one source", () => {
    for (const kind of FORM_KINDS) {
      const owners = leadSourceList.filter((d) => d.form?.kind === kind);
      expect(owners, kind).toHaveLength(1);
      expect(leadFormDefinitions[kind]).toBe(owners[0]!.form);
    }
  });

  it("mirrors status and spam only into tables that have those columns", () => {
    for (const definition of leadSourceList) {
      if (!definition.mirrorsWorkflow) continue;
      const columns = getTableColumns(definition.table as never);
      for (const column of ["status", "isSpam", "spamReason"])
        expect(columns, definition.source).toHaveProperty(column);
    }
  });

  it("keeps the CSV header's columns and their order", () => {
    // The export's bytes are a contract with whoever imports it: a new source adds values, never columns here.
    expect(EXPORT_HEADER).toEqual([
      "id",
      "source",
      "submitted at",
      "name",
      "email",
      "company",
      "interest",
      "status",
      "owner",
      "spam",
      "spam reason",
      "phone",
      "company size",
      "message",
      "timeline",
      "budget",
      "linkedin",
      // Decision 055: appended last, so every earlier column keeps its position.
      "language",
    ]);
  });
});
