import { describe, expect, it } from "vitest";
import { statementNamer } from "./auto-prepare.server";

describe("statementNamer", () => {
  it("names a text from its minUses-th call, and always the same name after", () => {
    const namer = statementNamer({ minUses: 3, maxStatements: 10 });
    const text = "select * from leads where id = $1";
    expect(namer.nameFor(text)).toBeUndefined();
    expect(namer.nameFor(text)).toBeUndefined();
    const name = namer.nameFor(text);
    expect(name).toMatch(/^auto_\d+$/);
    expect(namer.nameFor(text)).toBe(name);
    expect(namer.nameFor("select 2 where $1")).toBeUndefined();
  });

  it("gives different texts different names", () => {
    const namer = statementNamer({ minUses: 1, maxStatements: 10 });
    expect(namer.nameFor("select $1::int")).not.toBe(
      namer.nameFor("select $1::text"),
    );
  });

  it("names no more than maxStatements texts, and keeps the ones it named", () => {
    const namer = statementNamer({ minUses: 1, maxStatements: 2 });
    const first = namer.nameFor("select $1::int");
    namer.nameFor("select $1::text");
    expect(namer.nameFor("select $1::date")).toBeUndefined();
    expect(namer.nameFor("select $1::int")).toBe(first);
    expect(namer.namedCount).toBe(2);
  });

  it("leaves pattern matches unnamed, whatever their case", () => {
    const namer = statementNamer({ minUses: 1, maxStatements: 10 });
    for (const text of [
      "select 1 from leads where search_text like $1",
      "select 1 from audit_log where summary ILIKE $1",
      "select 1 from t where a ~~ $1",
    ])
      expect(namer.nameFor(text), text).toBeUndefined();
    expect(namer.nameFor("select likely_buyers from t where id = $1")).toMatch(
      /^auto_/,
    );
  });
});
