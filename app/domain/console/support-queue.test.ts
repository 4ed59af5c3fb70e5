import { describe, expect, it } from "vitest";
import { statusesOf, supportQueueFiltersOf } from "./support-queue";

describe("supportQueueFiltersOf", () => {
  it("defaults to the open queue (open and in progress), page 1", () => {
    const filters = supportQueueFiltersOf(new URLSearchParams(""));
    expect(filters).toEqual({
      client: undefined,
      status: "active",
      priority: undefined,
      page: 1,
    });
    expect(statusesOf(filters.status)).toEqual(["open", "in_progress"]);
  });

  it("keeps valid filters and drops unknown ones", () => {
    expect(
      supportQueueFiltersOf(
        new URLSearchParams(
          "client=6F1C2A9E-1B2C-4D3E-8F90-0123456789AB&status=resolved&priority=high&page=2",
        ),
      ),
    ).toEqual({
      client: "6f1c2a9e-1b2c-4d3e-8f90-0123456789ab",
      status: "resolved",
      priority: "high",
      page: 2,
    });
    expect(
      supportQueueFiltersOf(
        new URLSearchParams(
          "client=' or 1=1&status=deleted&priority=urgent&page=0",
        ),
      ),
    ).toEqual({
      client: undefined,
      status: "active",
      priority: undefined,
      page: 1,
    });
    expect(statusesOf("all")).toEqual([
      "open",
      "in_progress",
      "resolved",
      "closed",
    ]);
  });
});
