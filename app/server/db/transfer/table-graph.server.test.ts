import { describe, expect, it } from "vitest";
import { orderByDependencies } from "./table-graph.server";

const names = (tables: { name: string }[]) => tables.map((t) => t.name);

describe("orderByDependencies", () => {
  it("puts every parent before its children, alphabetically among equals", () => {
    const tables = [
      "documents",
      "clients",
      "stored_files",
      "projects",
      "user",
      "profiles",
    ].map((name) => ({ name }));
    const ordered = names(
      orderByDependencies(tables, [
        ["documents", "clients"],
        ["documents", "projects"],
        ["documents", "stored_files"],
        ["documents", "profiles"],
        ["projects", "clients"],
        ["profiles", "user"],
        ["profiles", "clients"],
      ]),
    );
    expect(ordered).toEqual([
      "clients",
      "stored_files",
      "user",
      "profiles",
      "projects",
      "documents",
    ]);
  });

  it("ignores references to tables outside the list", () => {
    expect(
      names(
        orderByDependencies(
          [{ name: "b" }, { name: "a" }],
          [["a", "elsewhere"]],
        ),
      ),
    ).toEqual(["a", "b"]);
  });

  it("refuses a cycle, naming the tables in it", () => {
    expect(() =>
      orderByDependencies(
        [{ name: "a" }, { name: "b" }, { name: "c" }],
        [
          ["a", "b"],
          ["b", "a"],
        ],
      ),
    ).toThrow("The tables a, b reference each other in a cycle");
  });
});
