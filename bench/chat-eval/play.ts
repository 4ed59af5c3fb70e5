import { performance } from "node:perf_hooks";
import type { Locale } from "../../app/i18n/locale";
import { buildChatBrain } from "../../app/server/chat/brain/chat-brain-engine.server";
import type { KnowledgeBase } from "../../app/server/chat/brain/knowledge-base.server";
import type {
  BrainInput,
  BrainTurn,
  ChatBrain,
} from "../../app/server/chat/chat-brain.server";
import {
  chatEnvFrom,
  chatEnvSchema,
  type ChatEnv,
} from "../../app/server/chat/chat-env.server";
import { messageLocale } from "../../app/server/chat/conversation/message-locale";
import {
  openDatabase,
  type Database,
  type DatabaseConnection,
} from "../../app/server/db/client.server";
import { createLogger } from "../../app/server/logger.server";
import { seedDatabase } from "../../app/server/sample-data/seed.server";
import type { EvalItem } from "./eval-item";
import {
  scoreReply,
  type EvalGround,
  type EvalReply,
  type ItemScore,
} from "./score";

/**
 * How an evaluation set is played through the assistant (decision 062), shared by
 * bench:chat-answers, the freeze script and the CI gate on frozen sets, so all three measure
 * the same thing. Each item is a fresh conversation: its earlier messages (`before`) first,
 * the brain's replies kept as history, then its question with its attachments.
 */
export type PlayedItem = { item: EvalItem; reply: EvalReply; score: ItemScore };

/** A brain as bench:chat-answers builds it: buildChatBrain's brain and the knowledge it answers from. */
export type BenchBrain = { brain: ChatBrain; knowledge: KnowledgeBase };

/** Both languages' ground: what a figure in a reply must come from. */
export type Grounds = Record<Locale, EvalGround>;

/** The brain the app builds with no provider configured, over `db`. */
export function offlineBrain(db: Database): BenchBrain {
  return brainWith(db, chatEnvFrom(chatEnvSchema.parse({})));
}

export function brainWith(db: Database, chat: ChatEnv): BenchBrain {
  return buildChatBrain({
    env: { chat },
    db,
    logger: createLogger("silent"),
  });
}

/** An in-memory PGlite database, migrated and seeded with the site's content (no demo data). */
export async function openSeededDatabase(): Promise<DatabaseConnection> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    await seedDatabase(database.db, { includeDemo: false });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** One reply, as the visitor sees it, with the time from the call to its first streamed text. */
export async function ask(
  brain: ChatBrain,
  input: BrainInput,
): Promise<EvalReply> {
  const started = performance.now();
  let firstTokenMs = Number.NaN;
  let text = "";
  const sources: EvalReply["sources"] = [];
  let action: EvalReply["action"] = null;
  let confidence: EvalReply["confidence"];
  for await (const event of brain.reply(input)) {
    if (event.type === "delta") {
      if (Number.isNaN(firstTokenMs))
        firstTokenMs = performance.now() - started;
      text += event.text;
    } else if (event.type === "sources") sources.push(...event.sources);
    else if (event.type === "action") action = event.action;
    else if (event.type === "grounding")
      confidence = event.grounding.confidence;
  }
  return { text, sources, action, firstTokenMs, confidence };
}

/**
 * A fresh conversation: the earlier messages first (their replies kept), then the question.
 * Each message's language is the app's (message-locale): the visitor is on a page in the
 * item's language, and the conversation keeps its language when a message does not tell.
 */
export async function play(
  brain: ChatBrain,
  item: EvalItem,
): Promise<EvalReply> {
  const history: BrainTurn[] = [];
  let locale: Locale = item.locale;
  const localeOf = (message: string) =>
    (locale = messageLocale(message, {
      pageLocale: item.locale,
      previousLocale: locale,
    }));
  for (const message of item.before ?? []) {
    const earlier = await ask(brain, {
      history: [...history],
      message,
      attachments: [],
      locale: localeOf(message),
    });
    history.push(
      { role: "user", content: message },
      { role: "assistant", content: earlier.text },
    );
  }
  return ask(brain, {
    history,
    message: item.question,
    attachments: item.attachments ?? [],
    locale: localeOf(item.question),
  });
}

/** Everything the knowledge holds in one language: the ground a figure in a reply must come from. */
export async function groundOf(
  knowledge: KnowledgeBase,
  locale: Locale,
): Promise<EvalGround> {
  const { documents } = await knowledge.index(locale);
  const titles = new Map<string, string>();
  for (const document of documents)
    if (!titles.has(document.href)) titles.set(document.href, document.title);
  return {
    siteText: documents
      .map((document) => `${document.title}\n${document.text}`)
      .join("\n\n"),
    titles,
  };
}

/**
 * Builds each language's index with a first reply (not a visitor's wait, so not timed with the
 * set) and returns both languages' ground.
 */
export async function warmUp({
  brain,
  knowledge,
}: BenchBrain): Promise<Grounds> {
  for (const locale of ["en", "fr"] as const)
    await ask(brain, {
      history: [],
      message: locale === "en" ? "Hello" : "Bonjour",
      attachments: [],
      locale,
    });
  return {
    en: await groundOf(knowledge, "en"),
    fr: await groundOf(knowledge, "fr"),
  };
}

/** Plays and scores `items` one after the other (latency is measured per reply). */
export async function playItems(
  { brain }: BenchBrain,
  items: readonly EvalItem[],
  grounds: Grounds,
): Promise<PlayedItem[]> {
  const played: PlayedItem[] = [];
  for (const item of items) {
    const reply = await play(brain, item);
    played.push({
      item,
      reply,
      score: scoreReply(item, reply, grounds[item.locale]),
    });
  }
  return played;
}
