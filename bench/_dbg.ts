import { createChatKnowledge } from "../app/server/chat/brain/chat-brain-engine.server";
import { answerQuestion } from "../app/server/chat/answering/answer-question";
import model from "../app/server/chat/answering/chat-model.json";
import { openDatabase } from "../app/server/db/client.server";
import { createLogger } from "../app/server/logger.server";
import { seedDatabase } from "../app/server/sample-data/seed.server";
const db = await openDatabase({ kind: "pglite", dataDir: null });
await db.migrate(); await seedDatabase(db.db, { includeDemo: false });
const k = createChatKnowledge({ db: db.db, logger: createLogger("silent") });
for (const q of process.argv.slice(2)) {
  const locale = q.startsWith("fr:") ? "fr" : "en";
  const r = answerQuestion(model as never, await k.index(locale), { message: q.replace(/^fr:/, ""), history: [], attachments: [], locale });
  console.log(q, "→", r.intent, r.answerable.toFixed(2), r.answer.confidence);
  for (const h of r.ranked.slice(0, 4)) console.log("   ", h.probability.toFixed(3), h.bm25.toFixed(1), h.passage.document.href, h.passage.text.slice(0, 70));
  console.log("  ", r.answer.text.slice(0, 150).replace(/\n/g, " "));
}
await db.close();
