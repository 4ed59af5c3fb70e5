import { describe, expect, it } from "vitest";
import { chatContactRequestSchema, chatSendRequestSchema } from "./chat-api";
import { chatIntlFor } from "./chat-intl";
import { visitorFieldMessageOf } from "./visitor-field-messages";

const ids = {
  sessionId: "7b0f8f3e-2d1c-4a5b-9c6d-1e2f3a4b5c6d",
  conversationId: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
};
const validContact = {
  ...ids,
  purpose: "lead",
  fullName: "Noor Basri",
  email: "noor.basri@revenue.example",
  organisation: "Meridian Revenue Authority",
  consent: true,
};

/** Each visitor field's issue as the schema reports it, with what the chat says of it. */
function said(schema: typeof chatContactRequestSchema, input: object) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return parsed.error.issues.map((issue) => {
    const { descriptor, values } = visitorFieldMessageOf(issue);
    return {
      schema: issue.message,
      english: chatIntlFor("en").formatMessage(descriptor, values),
      french: chatIntlFor("fr").formatMessage(descriptor, values),
    };
  });
}

describe("visitorFieldMessageOf", () => {
  it.each([
    ["a short name", { fullName: "A" }],
    ["a long name", { fullName: "A".repeat(101) }],
    ["an invalid e-mail", { email: "amira@" }],
    ["no organisation", { organisation: "" }],
    ["a long organisation", { organisation: "O".repeat(151) }],
    ["no consent", { consent: false }],
  ])("says %s in the schema's own English, and in French", (_case, change) => {
    const [message] = said(chatContactRequestSchema, {
      ...validContact,
      ...change,
    });
    expect(message!.english).toBe(message!.schema);
    expect(message!.french).not.toBe(message!.english);
    expect(message!.french).not.toMatch(/\b(must|Please|characters)\b/);
  });

  it("names a field it has no sentence for", () => {
    const parsed = chatSendRequestSchema.safeParse({ ...ids, pagePath: 7 });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === "pagePath")!;
    const { descriptor, values } = visitorFieldMessageOf(issue);
    expect(chatIntlFor("en").formatMessage(descriptor, values)).toBe(
      "pagePath: invalid value.",
    );
  });
});
