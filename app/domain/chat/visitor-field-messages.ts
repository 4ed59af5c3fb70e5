import type { z } from "zod";
import { defineMessages, type MessageDescriptor } from "react-intl";

/**
 * What the chat says of the visitor's fields in its schemas (chat-api.ts), by field and kind of
 * issue — one wording for the panel's own check in the browser and for the server's refusal.
 * Each English is the schema's own message, which a visitor on an English page reads;
 * chat-refusals-french.test.ts checks they agree. French: app/i18n/fr/chat.ts.
 */
export const visitorFieldMessages = defineMessages({
  invalidField: {
    id: "chat.refusal.invalidField",
    defaultMessage: "{field}: invalid value.",
  },
  messageTooLong: {
    id: "chat.refusal.messageTooLong",
    defaultMessage:
      "Messages can be up to {max} characters. Please shorten yours or split it in two.",
  },
  emptyMessage: {
    id: "chat.refusal.emptyMessage",
    defaultMessage: "Type a message or attach a document.",
  },
  nothingToRead: {
    id: "chat.refusal.nothingToRead",
    defaultMessage: "There is nothing to read aloud.",
  },
  nameTooShort: {
    id: "chat.refusal.nameTooShort",
    defaultMessage: "Name must be at least {min} characters",
  },
  nameTooLong: {
    id: "chat.refusal.nameTooLong",
    defaultMessage: "Name must be {max} characters or fewer",
  },
  invalidEmail: {
    id: "chat.refusal.invalidEmail",
    defaultMessage: "Please enter a valid email address",
  },
  noOrganisation: {
    id: "chat.refusal.noOrganisation",
    defaultMessage: "Please tell us your organisation",
  },
  organisationTooLong: {
    id: "chat.refusal.organisationTooLong",
    defaultMessage: "Organisation must be {max} characters or fewer",
  },
  noConsent: {
    id: "chat.refusal.noConsent",
    defaultMessage: "Please confirm you agree to us storing these details.",
  },
});

export type VisitorFieldMessage = {
  descriptor: MessageDescriptor;
  values?: Record<string, string | number>;
};

/** The message for an issue with one of the visitor's fields (a zod issue of chat-api.ts). */
export function visitorFieldMessageOf(
  issue: z.core.$ZodIssue,
): VisitorFieldMessage {
  const field = issue.path.join(".");
  const limits = {
    min: "minimum" in issue ? Number(issue.minimum) : 0,
    max: "maximum" in issue ? Number(issue.maximum) : 0,
  };
  const tooLong = issue.code === "too_big";
  const said = (
    descriptor: MessageDescriptor,
    values?: Record<string, string | number>,
  ): VisitorFieldMessage => (values ? { descriptor, values } : { descriptor });
  switch (field) {
    case "message":
      return tooLong
        ? said(visitorFieldMessages.messageTooLong, limits)
        : said(visitorFieldMessages.emptyMessage);
    case "text":
      return tooLong
        ? said(visitorFieldMessages.invalidField, { field })
        : said(visitorFieldMessages.nothingToRead);
    case "fullName":
      return tooLong
        ? said(visitorFieldMessages.nameTooLong, limits)
        : said(visitorFieldMessages.nameTooShort, { min: limits.min || 2 });
    case "email":
      return said(visitorFieldMessages.invalidEmail);
    case "organisation":
      return tooLong
        ? said(visitorFieldMessages.organisationTooLong, limits)
        : said(visitorFieldMessages.noOrganisation);
    case "consent":
      return said(visitorFieldMessages.noConsent);
    default:
      return said(visitorFieldMessages.invalidField, { field });
  }
}
