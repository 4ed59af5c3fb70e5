import { describe, expect, it } from "vitest";
import { headersWithRetryAfter } from "./retry-after.server";

describe("headersWithRetryAfter", () => {
  it("keeps the parent's and the route's headers and adds the action's Retry-After", () => {
    const headers = headersWithRetryAfter(
      {
        parentHeaders: new Headers({ "X-Parent": "1" }),
        actionHeaders: new Headers({ "Retry-After": "120", "X-Other": "no" }),
        loaderHeaders: new Headers(),
      },
      { "Cache-Control": "no-store" },
    );
    expect(Object.fromEntries(headers)).toEqual({
      "x-parent": "1",
      "cache-control": "no-store",
      "retry-after": "120",
    });
  });

  it("adds nothing when neither the action nor the loader set it", () => {
    const headers = headersWithRetryAfter({
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      loaderHeaders: new Headers(),
    });
    expect([...headers]).toEqual([]);
  });
});
