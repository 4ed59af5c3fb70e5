import type { Locale } from "~/i18n/locale";
import { z } from "zod";
import type { PageInfo } from "../client-work/client-work-views";

/**
 * The console's Conversations tab: the chat assistant's conversations for staff.
 * Like the other tabs, a filter the list does not know falls back to its default, so a stale
 * or hand-edited link still opens a list.
 */

/** "contact": the visitor gave a name, e-mail or organisation (a lead or a hand-off). */
export const CONVERSATION_FILTERS = ["all", "handed_off", "contact"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const conversationFilterLabels: Record<ConversationFilter, string> = {
  all: "All conversations",
  handed_off: "Handed off to a person",
  contact: "With contact details",
};

export const CONVERSATION_PAGE_SIZE = 25;
export const CONVERSATION_SEARCH_MAX = 200;

export const conversationListSchema = z.object({
  q: z
    .string()
    .catch("")
    .default("")
    .transform((q) => q.trim().slice(0, CONVERSATION_SEARCH_MAX)),
  status: z.enum(CONVERSATION_FILTERS).catch("all").default("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ConversationListParams = z.output<typeof conversationListSchema>;

/** The list's parameters from its URL (?q=&status=&page=); only a key's first value counts. */
export function conversationListParamsOf(
  params: URLSearchParams,
): ConversationListParams {
  return conversationListSchema.parse({
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** What the list and the transcript show as a conversation's state. */
export type ConversationState = "open" | "handed_off" | "lead";

export const conversationStateLabels: Record<ConversationState, string> = {
  open: "Open",
  handed_off: "Handed off",
  lead: "Lead",
};

/** A lead outranks a hand-off: the lead page is where staff then work it. */
export function conversationStateOf(
  status: string,
  leadId: string | null,
): ConversationState {
  if (leadId) return "lead";
  return status === "handed_off" ? "handed_off" : "open";
}

export const ANONYMOUS_VISITOR = "Anonymous visitor";

/** The visitor as staff know them: their name, else their e-mail, else anonymous. */
export function visitorLabelOf(visitor: {
  name: string | null;
  email: string | null;
}): string {
  return visitor.name?.trim() || visitor.email?.trim() || ANONYMOUS_VISITOR;
}

export type ConversationListRow = {
  id: string;
  startedAt: string;
  lastMessageAt: string;
  visitorLabel: string;
  visitorEmail: string | null;
  visitorOrganisation: string | null;
  messageCount: number;
  state: ConversationState;
  startedOnPath: string | null;
  /** The language the visitor chatted in (their page's). */
  locale: Locale;
};

export type ConversationListData = {
  params: ConversationListParams;
  rows: ConversationListRow[];
  pageInfo: PageInfo;
};

export type TranscriptAttachment = {
  id: string;
  name: string;
  kind: "document" | "image";
  mimeType: string;
  size: number;
  extractedText: string | null;
  href: string;
};

export type TranscriptSource = { title: string; href: string };

export type TranscriptMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  intent: string | null;
  answeredBy: string | null;
  sources: TranscriptSource[];
  attachments: TranscriptAttachment[];
};

export type ConversationTranscript = {
  id: string;
  state: ConversationState;
  startedAt: string;
  lastMessageAt: string;
  startedOnPath: string | null;
  /** The language the visitor chatted in (their page's). */
  locale: Locale;
  visitor: {
    label: string;
    name: string | null;
    email: string | null;
    organisation: string | null;
  };
  consentAt: string | null;
  handedOffAt: string | null;
  leadId: string | null;
  messages: TranscriptMessage[];
  /** Files of the conversation that no message carries (e.g. an upload the visitor never sent). */
  looseAttachments: TranscriptAttachment[];
};

/** Who wrote a stored message, as the transcript labels it. */
export const transcriptRoleLabels: Record<TranscriptMessage["role"], string> = {
  user: "Visitor",
  assistant: "Assistant",
};

export const answeredByLabels: Record<string, string> = {
  offline: "Offline brain",
  provider: "AI provider",
};

/** "wants_call" → "Wants call": the detector's intent, readable. */
export function intentLabel(intent: string): string {
  const words = intent.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A link the console may render as a link: a path on this site ("/solutions/e-visa", never
 * "//host" or "/\\host"). Every other address, http(s) included, stays text with its full
 * URL visible: a visitor's message or document (or a reply quoting one) can carry
 * "[Verify your staff account](https://evil.example/login)", and staff must see where it goes.
 */
export function siteHref(href: string): string | null {
  const value = href.trim();
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

export type TextSegment =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A markdown link [text](href) as the assistant writes them.
const LINK_PATTERN = /\[([^\]\n]{1,300})\]\(([^)\s]{1,2000})\)/g;

/**
 * A stored message as plain text with its links picked out: never HTML. Only an assistant
 * reply's markdown links to site pages become links; a visitor's message is text throughout,
 * and any other link (external, javascript:, a bare address) is kept as its literal text.
 */
export function transcriptSegments(
  content: string,
  role: "user" | "assistant" = "assistant",
): TextSegment[] {
  if (content === "") return [];
  if (role === "user") return [{ kind: "text", text: content }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK_PATTERN)) {
    const start = match.index;
    const [whole, label, target] = match;
    const href = siteHref(target!);
    if (!href) continue;
    if (start > last)
      segments.push({ kind: "text", text: content.slice(last, start) });
    segments.push({ kind: "link", text: label!, href });
    last = start + whole.length;
  }
  if (last < content.length)
    segments.push({ kind: "text", text: content.slice(last) });
  return segments;
}
