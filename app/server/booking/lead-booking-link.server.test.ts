import { describe, expect, it } from "vitest";
import {
  bookingPathForLead,
  LEAD_LINK_MAX_AGE_MS,
  leadBookingToken,
  sourceIdOfLeadToken,
} from "./lead-booking-link.server";

const SECRET = "a-test-secret-of-some-length-0123456789";
const ID = "0b3c6a3e-6f4f-4b8e-9a55-1f6b1d2c3e4f";

describe("the get-started lead's booking link", () => {
  it("names its request while it lives", () => {
    const now = Date.UTC(2027, 0, 4, 15);
    const token = leadBookingToken(SECRET, ID, now);
    expect(sourceIdOfLeadToken(SECRET, token, now)).toBe(ID);
    expect(
      sourceIdOfLeadToken(SECRET, token, now + LEAD_LINK_MAX_AGE_MS - 1000),
    ).toBe(ID);
  });

  it("is refused once expired, forged, signed with another secret or malformed", () => {
    const now = Date.UTC(2027, 0, 4, 15);
    const token = leadBookingToken(SECRET, ID, now);
    expect(
      sourceIdOfLeadToken(SECRET, token, now + LEAD_LINK_MAX_AGE_MS + 1000),
    ).toBeNull();
    const other = "1b3c6a3e-6f4f-4b8e-9a55-1f6b1d2c3e4f";
    expect(
      sourceIdOfLeadToken(SECRET, token.replace(ID, other), now),
    ).toBeNull();
    expect(sourceIdOfLeadToken("another-secret", token, now)).toBeNull();
    for (const bad of [null, "", "b1", "b1.x.y.z", `${token}.extra`])
      expect(sourceIdOfLeadToken(SECRET, bad, now)).toBeNull();
  });

  it("leads to the picker in the visitor's language", () => {
    expect(bookingPathForLead(SECRET, "en", ID)).toMatch(/^\/book\?lead=b1\./);
    expect(bookingPathForLead(SECRET, "fr", ID)).toMatch(
      /^\/fr\/book\?lead=b1\./,
    );
  });
});
