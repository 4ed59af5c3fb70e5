import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import { DataTable, type TableColumn, type TableSort } from "./data-table";

type Person = { id: string; name: string; team: string; away: boolean };

const columns: TableColumn<Person>[] = [
  {
    id: "name",
    header: "Name",
    meta: { sortKey: "name", rowHeader: true },
    cell: (person) => person.name,
  },
  {
    id: "team",
    header: "Team",
    meta: { className: "hidden md:table-cell" },
    cell: (person) => <em>{person.team}</em>,
  },
];

const people: Person[] = [
  { id: "p1", name: "Amira Haddad", team: "Delivery", away: false },
  { id: "p2", name: "Tomas Lindqvist", team: "Platform", away: true },
];

function render(rows: Person[], sort: TableSort | null = null): string {
  return renderRoute(
    () => (
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowId={(person) => person.id}
        sort={sort}
        sortHref={(key, direction) => `/people?sort=${key}&dir=${direction}`}
        empty={<p>Nobody yet.</p>}
        rowClassName={(person) => (person.away ? "opacity-70" : undefined)}
      />
    ),
    { path: "/people" },
  );
}

/** The rows of the table body, each as its cells' tags and text. */
function bodyRows(html: string): string[] {
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    row[1]!.replace(/ class="[^"]*"/g, ""),
  );
}

describe("DataTable", () => {
  it("renders one row per item and one cell per column, in order, the naming column as a row header", () => {
    const html = render(people);
    expect(bodyRows(html)).toEqual([
      '<th scope="row">Amira Haddad</th><td><em>Delivery</em></td>',
      '<th scope="row">Tomas Lindqvist</th><td><em>Platform</em></td>',
    ]);
    expect(html).toContain('<caption class="sr-only">People</caption>');
  });

  it("gives a column's classes to its header and cells, and a row its own", () => {
    const html = render(people);
    expect(html.match(/class="[^"]*hidden md:table-cell/g)).toHaveLength(3);
    expect(html).toMatch(
      /<tr class="[^"]*opacity-70"><th scope="row"[^>]*>Tomas/,
    );
    expect(html).not.toMatch(
      /<tr class="[^"]*opacity-70"><th scope="row"[^>]*>Amira/,
    );
  });

  it("links a sortable header to the other direction and tells assistive technology the order", () => {
    const unsorted = render(people);
    expect(unsorted).toContain('href="/people?sort=name&amp;dir=asc"');
    expect(unsorted).not.toContain("aria-sort");
    // The team column has no sort key: its header is plain text.
    expect(unsorted).toMatch(/<th scope="col" class="[^"]*">Team<\/th>/);

    const ascending = render(people, { key: "name", direction: "asc" });
    expect(ascending).toContain('aria-sort="ascending"');
    expect(ascending).toContain('href="/people?sort=name&amp;dir=desc"');

    const descending = render(people, { key: "name", direction: "desc" });
    expect(descending).toContain('aria-sort="descending"');
    expect(descending).toContain('href="/people?sort=name&amp;dir=asc"');
  });

  it("shows the empty state instead of a table without rows", () => {
    const html = render([]);
    expect(html).toBe("<p>Nobody yet.</p>");
  });
});
