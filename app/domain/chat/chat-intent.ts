/**
 * What a visitor's message asks for, as the pipeline's intent classifier reads it: shared by the
 * brain (which answers accordingly), the stored messages and the console.
 */
export const CHAT_INTENTS = [
  "greeting",
  /** A solution area, capability or sector: e-visa, tax, health, sovereign cloud, AI… */
  "solution_area",
  /** Cost, engagement tiers, how we work commercially. */
  "pricing",
  /** A meeting, call or consultation. */
  "wants_call",
  /** The free blueprint / assessment. */
  "blueprint",
  "careers",
  "offices",
  /** A human rather than the assistant. */
  "talk_to_person",
  /** Signing in to the client portal, or getting access to it. */
  "portal_access",
  /** Questions about a document the visitor attached. */
  "document",
  "general",
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];
