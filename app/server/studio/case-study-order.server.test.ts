import { describe, expect, it } from "vitest";
import { singleMove } from "./case-study-order.server";

describe("singleMove", () => {
  it("finds the one row a drag moved, down or up", () => {
    expect(singleMove(["a", "b", "c", "d"], ["b", "c", "a", "d"])).toEqual({
      id: "a",
      to: 2,
    });
    expect(singleMove(["a", "b", "c", "d"], ["d", "a", "b", "c"])).toEqual({
      id: "d",
      to: 0,
    });
  });

  it("is null when more than one row moved", () => {
    expect(singleMove(["a", "b", "c", "d"], ["b", "a", "d", "c"])).toBeNull();
  });
});
