import type { MessageCatalog } from "../messages";

/** The newsletter's messages sent by server code (the token pages' 429). */
export default {
  "newsletter.refusal.tooManyFromNetwork":
    "Trop de demandes depuis votre réseau. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} et réessayer.",
} satisfies MessageCatalog;
