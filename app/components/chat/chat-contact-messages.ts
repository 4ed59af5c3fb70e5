import { defineMessages } from "react-intl";

/** The labels of the visitor's details, by field name. */
export const detailLabels = defineMessages({
  fullName: { id: "chat.contact.name", defaultMessage: "Name" },
  email: { id: "chat.contact.email", defaultMessage: "Work e-mail" },
  organisation: {
    id: "chat.contact.organisation",
    defaultMessage: "Organisation",
  },
});
