import { describe, expect, it } from "vitest";
import { EXPIRED_FORM_MESSAGE, expiredFormMessage } from "./lead-post.server";

describe("expiredFormMessage", () => {
  const hours = (count: number) => count * 3_600_000;

  it("names the configured lifetime (FORM_TOKEN_MAX_AGE_HOURS), not always a day", () => {
    expect(expiredFormMessage(hours(24))).toBe(
      "This form has been open for more than a day. Please check your details and send it again.",
    );
    expect(expiredFormMessage(hours(72))).toBe(
      "This form has been open for more than 3 days. Please check your details and send it again.",
    );
    expect(expiredFormMessage(hours(2))).toBe(
      "This form has been open for more than 2 hours. Please check your details and send it again.",
    );
    expect(expiredFormMessage(hours(1))).toMatch(
      /^This form has been open for more than 1 hour\. /,
    );
    expect(expiredFormMessage(hours(1.5))).toMatch(/more than 1\.5 hours\. /);
  });

  it("is the default message with the default lifetime", () => {
    expect(EXPIRED_FORM_MESSAGE).toBe(expiredFormMessage(hours(24)));
  });
});
