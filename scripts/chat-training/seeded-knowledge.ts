import type { Locale } from "../../app/i18n/locale";
import { openDatabase } from "../../app/server/db/client.server";
import { createLogger } from "../../app/server/logger.server";
import { seedDatabase } from "../../app/server/sample-data/seed.server";
import { createChatKnowledge } from "../../app/server/chat/brain/chat-brain-engine.server";
import type { PassageIndex } from "../../app/server/chat/answering/passage-index";

/**
 * The site's knowledge as the demo content makes it (an embedded database, seeded): what the
 * model is trained on and what its staleness test recomputes the digest from.
 */
export async function seededIndexes(): Promise<Record<Locale, PassageIndex>> {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    await seedDatabase(database.db, { includeDemo: false });
    const knowledge = createChatKnowledge({
      db: database.db,
      logger: createLogger("silent"),
    });
    return { en: await knowledge.index("en"), fr: await knowledge.index("fr") };
  } finally {
    await database.close();
  }
}
