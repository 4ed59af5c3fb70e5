import { defineMessages, type IntlShape } from "react-intl";

/**
 * The schema's field messages (chat-api.ts), whose English text is the key: the schema is
 * shared with the server and stays English there, so the form translates what it reports.
 */
const schemaMessages = defineMessages({
  nameTooShort: {
    id: "chat.contact.nameTooShort",
    defaultMessage: "Name must be at least 2 characters",
  },
  nameTooLong: {
    id: "chat.contact.nameTooLong",
    defaultMessage: "Name must be 100 characters or fewer",
  },
  emailInvalid: {
    id: "chat.contact.emailInvalid",
    defaultMessage: "Please enter a valid email address",
  },
  organisationMissing: {
    id: "chat.contact.organisationMissing",
    defaultMessage: "Please tell us your organisation",
  },
  organisationTooLong: {
    id: "chat.contact.organisationTooLong",
    defaultMessage: "Organisation must be 150 characters or fewer",
  },
  consentMissing: {
    id: "chat.contact.consentMissing",
    defaultMessage: "Please confirm you agree to us storing these details.",
  },
});

const schemaMessageByEnglish = new Map(
  Object.values(schemaMessages).map((message) => [
    String(message.defaultMessage),
    message,
  ]),
);

/** A schema or server field message in the page's language; one it does not know stays as is. */
export function fieldMessage(intl: IntlShape, english: string): string {
  const message = schemaMessageByEnglish.get(english);
  return message ? intl.formatMessage(message) : english;
}

/** The labels of the visitor's details, by field name. */
export const detailLabels = defineMessages({
  fullName: { id: "chat.contact.name", defaultMessage: "Name" },
  email: { id: "chat.contact.email", defaultMessage: "Work e-mail" },
  organisation: {
    id: "chat.contact.organisation",
    defaultMessage: "Organisation",
  },
});
