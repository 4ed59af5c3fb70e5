import { describe, expect, it } from "vitest";
import { nextOpenDelay, OPEN_DELAY_MS, SKIP_DELAY_MS } from "./menu-timing";

describe("nextOpenDelay", () => {
  it("waits the open delay when nothing was open recently", () => {
    expect(nextOpenDelay({ anotherOpen: false, msSinceClose: Infinity })).toBe(
      OPEN_DELAY_MS,
    );
    expect(
      nextOpenDelay({ anotherOpen: false, msSinceClose: SKIP_DELAY_MS }),
    ).toBe(OPEN_DELAY_MS);
  });

  it("opens at once within the skip window after a close", () => {
    expect(nextOpenDelay({ anotherOpen: false, msSinceClose: 0 })).toBe(0);
    expect(
      nextOpenDelay({ anotherOpen: false, msSinceClose: SKIP_DELAY_MS - 1 }),
    ).toBe(0);
  });

  it("opens at once while another dropdown is open", () => {
    expect(nextOpenDelay({ anotherOpen: true, msSinceClose: Infinity })).toBe(
      0,
    );
  });

  it("uses the spec's numbers", () => {
    expect([OPEN_DELAY_MS, SKIP_DELAY_MS]).toEqual([200, 300]);
  });
});
