import { describe, expect, it } from "vitest";
import type { PersonalDataSource } from "./personal-data-registry.server";
import {
  looksPersonal,
  registryGaps,
  type SchemaColumn,
} from "./registry-coverage.server";

const column = (
  table: string,
  name: string,
  dataType = "text",
  references: string | null = null,
): SchemaColumn => ({ table, column: name, dataType, references });

const people: PersonalDataSource = {
  id: "leads",
  label: "People",
  table: "people",
  lookups: [{ by: "email", column: "email" }],
  collected: ["email", "full_name"],
  created: ["id"],
};

describe("the personal-column matcher", () => {
  it("flags names, addresses, phones, network addresses and profiles", () => {
    for (const name of [
      "email",
      "actor_email",
      "visitor_email",
      "email_key",
      "full_name",
      "first_name",
      "last_name",
      "display_name",
      "phone",
      "contact_phone",
      "ip_address",
      "linked_in",
      "user_agent",
      "client_key_hash",
      "address",
      "author_profile_id",
      "owner_profile_id",
      "session_id",
      "identifier",
    ])
      expect(looksPersonal(name), name).toBe(true);
  });

  it("leaves counters, statuses and times alone", () => {
    for (const name of [
      "id",
      "status",
      "created_at",
      "count",
      "slug",
      "locale",
      "kind",
      "version",
      "sha256",
    ])
      expect(looksPersonal(name), name).toBe(false);
  });
});

describe("the registry's gaps in a schema", () => {
  it("finds none when every table is registered or declared not personal", () => {
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("people", "full_name"),
      column("sectors", "name"),
      column("counters", "count", "bigint"),
    ];
    expect(
      registryGaps(schema, [people], {
        sectors: "taxonomy",
        counters: "counts",
      }),
    ).toEqual([]);
    // A table nobody listed is a gap even when nothing in it looks personal.
    expect(registryGaps(schema, [people], { sectors: "taxonomy" })).toEqual([
      { kind: "unlisted-table", table: "counters" },
    ]);
  });

  it("fails on a personal-looking column in an unregistered table", () => {
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("people", "full_name"),
      column("webinar_signups", "id"),
      column("webinar_signups", "attendee_email"),
    ];
    expect(registryGaps(schema, [people], {})).toEqual([
      {
        kind: "unregistered-column",
        table: "webinar_signups",
        column: "attendee_email",
        why: "looks personal",
      },
    ]);
  });

  it("fails on a table that stores files, by bytes or by a stored_files reference", () => {
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("people", "full_name"),
      column("blobs", "content", "bytea"),
      column("portfolios", "file_id", "uuid", "stored_files"),
    ];
    expect(
      registryGaps(schema, [people], {}).map(
        (gap) => gap.kind + " " + ("table" in gap ? gap.table : ""),
      ),
    ).toEqual(["unregistered-column blobs", "unregistered-column portfolios"]);
  });

  it("fails when a registered table gains a column nobody classified", () => {
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("people", "full_name"),
      column("people", "favourite_colour"),
    ];
    expect(registryGaps(schema, [people], {})).toEqual([
      {
        kind: "unclassified-column",
        table: "people",
        column: "favourite_colour",
      },
    ]);
  });

  it("fails when the registry names a table or column the schema lost, or a reason is empty", () => {
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("sectors", "name"),
    ];
    expect(registryGaps(schema, [people], { sectors: " " })).toEqual([
      {
        kind: "unregistered-column",
        table: "sectors",
        column: "name",
        why: "looks personal",
      },
      {
        kind: "missing-column",
        table: "people",
        column: "full_name",
        source: "leads",
      },
    ]);
    expect(registryGaps([], [people], {})).toEqual([
      { kind: "missing-table", table: "people", source: "leads" },
    ]);
  });

  it("fails on a parent lookup that names a later or unknown entry", () => {
    const child: PersonalDataSource = {
      id: "lead-notes",
      label: "Notes",
      table: "notes",
      lookups: [
        {
          by: "parent",
          column: "person_id",
          source: "leads",
          parentColumn: "id",
        },
      ],
      collected: [],
      created: ["person_id"],
    };
    const schema = [
      column("people", "id"),
      column("people", "email"),
      column("people", "full_name"),
      column("notes", "person_id"),
    ];
    expect(registryGaps(schema, [people, child], {})).toEqual([]);
    expect(registryGaps(schema, [child, people], {})).toEqual([
      { kind: "bad-parent", source: "lead-notes", parent: "leads" },
    ]);
  });
});
