import { describe, expect, it } from "vitest";
import {
  DELIVERY_STATUS_LABELS,
  newsletterSendIntentSchema,
  parseDeliveryFilter,
} from "./newsletter-send-form";

describe("parseDeliveryFilter", () => {
  it("keeps a known status, a trimmed search and a page number", () => {
    expect(
      parseDeliveryFilter(
        new URLSearchParams("status=dead&q=%20example.net%20&page=3"),
      ),
    ).toEqual({ status: "dead", q: "example.net", page: 3 });
  });

  it("ignores an unknown status and a page that is not a positive whole number", () => {
    for (const page of ["0", "-1", "2.5", "x", "99999999"])
      expect(
        parseDeliveryFilter(new URLSearchParams(`status=lost&page=${page}`)),
      ).toEqual({ status: null, q: "", page: 1 });
  });
});

describe("newsletterSendIntentSchema", () => {
  it("accepts the page's buttons only", () => {
    for (const intent of ["test", "review", "send", "pause", "resume"])
      expect(newsletterSendIntentSchema.safeParse(intent).success).toBe(true);
    expect(newsletterSendIntentSchema.safeParse("delete").success).toBe(false);
  });
});

describe("delivery statuses", () => {
  it("are named in the words staff use, a delivery given up on saying so plainly", () => {
    expect(DELIVERY_STATUS_LABELS.dead).toBe("Failed — no more retries");
    expect(DELIVERY_STATUS_LABELS.failed).toBe("Failed — will retry");
  });
});
