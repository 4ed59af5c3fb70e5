import { describe, expect, it } from "vitest";
import { containsPattern } from "./like-pattern.server";

describe("containsPattern", () => {
  it("matches the term anywhere, its wildcards literally", () => {
    expect(containsPattern("tax")).toBe("%tax%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
