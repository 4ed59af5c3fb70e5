import type { Env } from "../../env.server";
import type { Logger } from "../../logger.server";
import type { Database } from "../../db/client.server";
import type { ChatBrain } from "../chat-brain.server";
import { contentDocuments, contentSignature } from "./content-documents.server";
import { curatedDocuments, curatedSignature } from "./curated-documents.server";
import type { Locale } from "~/i18n/locale";
import {
  createKnowledgeBase,
  createLocalizedKnowledge,
  type KnowledgeBase,
} from "./knowledge-base.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import { createOfflineBrain } from "../answering/pipeline-brain.server";
import { createProviderBrain } from "./provider-brain.server";
import { siteDocuments } from "./site-documents.server";
import { createTokenBudget } from "./token-budget.server";

export type ChatBrainOptions = {
  env: Pick<Env, "chat">;
  db: Database;
  logger: Logger;
  recheckMs?: number;
};

/**
 * The chat's knowledge, per language: the site's pages (fixed for the life of the process), the
 * database's published case studies and insights in that language, and the answers staff wrote
 * in it (decision 057) — the last two checked for changes, see knowledge-base. If the database
 * cannot be read, the assistant still answers from the pages, and the next check tries again.
 */
export function createChatKnowledge(
  options: Omit<ChatBrainOptions, "env">,
): KnowledgeBase {
  const inLanguage = (locale: Locale): KnowledgeBase => {
    let pages: KnowledgeDocument[] | null = null;
    const sitePages = () => (pages ??= siteDocuments(locale));
    return createKnowledgeBase(
      {
        async load(): Promise<KnowledgeDocument[]> {
          const [content, curated] = await Promise.all([
            contentDocuments(options.db, locale),
            curatedDocuments(options.db, locale),
          ]);
          return [...sitePages(), ...content, ...curated];
        },
        fallback: sitePages,
        async signature() {
          try {
            const [content, curated] = await Promise.all([
              contentSignature(options.db, locale),
              curatedSignature(options.db, locale),
            ]);
            return `${content}|${curated}`;
          } catch {
            return "unreadable";
          }
        },
      },
      { locale, logger: options.logger, recheckMs: options.recheckMs },
    );
  };
  return createLocalizedKnowledge({
    en: inLanguage("en"),
    fr: inLanguage("fr"),
  });
}

/**
 * The brain replies come from: the offline brain, or, with OPENAI_* configured, the provider
 * brain with the offline brain behind it. The knowledge index is built on the first reply, and
 * the OpenAI SDK is loaded on the first provider call.
 */
export function buildChatBrain(options: ChatBrainOptions): {
  brain: ChatBrain;
  knowledge: KnowledgeBase;
} {
  const knowledge = createChatKnowledge(options);
  const offline = createOfflineBrain({ knowledge });
  const provider = options.env.chat.provider;
  if (!provider) return { brain: offline, knowledge };
  const brain = createProviderBrain({
    client: () =>
      import("../openai-client.server").then(({ createOpenAiClient }) =>
        createOpenAiClient(provider),
      ),
    model: provider.chatModel,
    firstTokenTimeoutMs: provider.timeoutMs,
    offline,
    budget: createTokenBudget({
      db: options.db,
      dailyTokens: options.env.chat.dailyTokenBudget,
    }),
    logger: options.logger,
  });
  return { brain, knowledge };
}
