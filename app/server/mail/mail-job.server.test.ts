import { describe, expect, it } from "vitest";
import { isPermanentSmtpFailure, outboxMessageSchema } from "./mail-job.server";

describe("isPermanentSmtpFailure", () => {
  it("is true for 5xx answers only", () => {
    expect(
      isPermanentSmtpFailure(
        Object.assign(new Error("no such user"), { responseCode: 550 }),
      ),
    ).toBe(true);
    expect(
      isPermanentSmtpFailure(
        Object.assign(new Error("message too big"), { responseCode: 552 }),
      ),
    ).toBe(true);
    expect(
      isPermanentSmtpFailure(
        Object.assign(new Error("try later"), { responseCode: 451 }),
      ),
    ).toBe(false);
    expect(
      isPermanentSmtpFailure(
        Object.assign(new Error("connect ECONNREFUSED"), {
          code: "ECONNECTION",
        }),
      ),
    ).toBe(false);
    expect(isPermanentSmtpFailure(null)).toBe(false);
  });
});

describe("outboxMessageSchema", () => {
  const message = {
    to: ["staff@kestrel.test"],
    subject: "New lead",
    text: "Body",
  };

  it("accepts a message the lead pipeline queues", () => {
    expect(
      outboxMessageSchema.safeParse({
        ...message,
        replyTo: "v@example.org",
        attachmentFileIds: [crypto.randomUUID()],
      }).success,
    ).toBe(true);
  });

  it("refuses a message that can never be sent, saying why without echoing values", () => {
    const problems = (payload: unknown) =>
      outboxMessageSchema
        .safeParse(payload)
        .error?.issues.map(
          (issue) => `${issue.path.join(".")} ${issue.message}`,
        );
    expect(problems({ ...message, to: [] })).toEqual(["to has no recipient"]);
    expect(problems({ ...message, to: ["not an address"] })).toEqual([
      "to.0 is not an e-mail address",
    ]);
    expect(problems({ ...message, subject: "" })).toEqual(["subject is empty"]);
    expect(
      problems({ ...message, attachmentFileIds: ["../etc/passwd"] })?.[0],
    ).toMatch(/^attachmentFileIds\.0 /);
    expect(problems("a string")).toHaveLength(1);
  });
});

describe("outboxMessageSchema headers", () => {
  const message = {
    to: ["reader@kestrel.test"],
    subject: "New insight",
    text: "Body",
    html: "<p>Body</p>",
  };

  it("accepts RFC 8058 headers and an HTML part", () => {
    expect(
      outboxMessageSchema.safeParse({
        ...message,
        headers: {
          "List-Unsubscribe":
            "<https://kestrel.test/newsletter/unsubscribe?token=p1.a.b>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      }).success,
    ).toBe(true);
  });

  it("refuses a header that would break the message head", () => {
    expect(
      outboxMessageSchema.safeParse({
        ...message,
        headers: { "X-Note": "one\r\nBcc: victim@example.org" },
      }).success,
    ).toBe(false);
    expect(
      outboxMessageSchema.safeParse({
        ...message,
        headers: { "Bad Name:": "x" },
      }).success,
    ).toBe(false);
  });
});
