import { describe, expect, it } from "vitest";
import { maskAddresses, retryDelayMs } from "./job-worker.server";

describe("maskAddresses", () => {
  it("keeps the first character and the domain of every address, nothing else of the local part", () => {
    expect(
      maskAddresses(
        "550 5.1.1 <kwame.mensah@border.example>: unknown; cc ama+x@mail.gh",
      ),
    ).toBe("550 5.1.1 <k***@border.example>: unknown; cc a***@mail.gh");
  });

  it("leaves text without addresses alone", () => {
    expect(maskAddresses("Greeting never received")).toBe(
      "Greeting never received",
    );
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base and stops at 15 minutes", () => {
    expect(
      [1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 10_000)),
    ).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30, 10_000)).toBe(15 * 60 * 1000);
  });
});
