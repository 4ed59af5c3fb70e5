import type { MessageCatalog } from "../messages";

/** The client portal (/dashboard and its tabs), and the shared interface pieces it uses (ui.*). */
export default {
  "ui.timeUnknown": "inconnue",
} satisfies MessageCatalog;
