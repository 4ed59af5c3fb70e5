import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-errors.server";

describe("isDatabaseUnavailable", () => {
  it("recognises timeouts and lost connections, also wrapped as a cause (drizzle)", () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(
          new Error("canceling statement due to statement timeout"),
          { code: "57014" },
        ),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("timeout exceeded when trying to connect"),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("Failed query: select 1", {
          cause: new Error("Connection terminated unexpectedly"),
        }),
      ),
    ).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("duplicate key"), { code: "23505" }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
