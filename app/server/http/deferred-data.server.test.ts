import { describe, expect, it } from "vitest";
import { hasDeferredData } from "./deferred-data.server";

const later = () => new Promise<string>(() => {});

describe("hasDeferredData", () => {
  it("is false for data that is all there: values, arrays, dates, nested objects", () => {
    expect(
      hasDeferredData({
        loaderData: {
          root: { user: { name: "Ama" }, toast: null },
          "routes/portal/documents": {
            rows: [{ id: "1", at: new Date(), tags: ["a", "b"] }],
            total: 20_000,
          },
        },
        actionData: null,
      }),
    ).toBe(false);
    expect(hasDeferredData({ loaderData: {}, actionData: undefined })).toBe(
      false,
    );
  });

  it("finds a promise a loader returned among its values, at any depth", () => {
    expect(
      hasDeferredData({
        loaderData: { "routes/a": { report: later() } },
        actionData: null,
      }),
    ).toBe(true);
    expect(
      hasDeferredData({
        loaderData: { "routes/a": { sections: [{ rows: later() }] } },
        actionData: null,
      }),
    ).toBe(true);
    expect(
      hasDeferredData({
        loaderData: { "routes/a": new Map([["x", later()]]) },
        actionData: null,
      }),
    ).toBe(true);
  });

  it("finds one in an action's data too", () => {
    expect(
      hasDeferredData({
        loaderData: {},
        actionData: { "routes/a": { receipt: later() } },
      }),
    ).toBe(true);
  });

  it("treats data too large to walk as streamed, the safe answer", () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ i }));
    expect(
      hasDeferredData({
        loaderData: { "routes/a": { rows } },
        actionData: null,
      }),
    ).toBe(true);
  });
});
