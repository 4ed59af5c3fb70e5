import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createChatKnowledge } from "../app/server/chat/brain/chat-brain-engine.server";

import { createOfflineBrain } from "../app/server/chat/answering/pipeline-brain.server";
import { openDatabase } from "../app/server/db/client.server";
import { createLogger } from "../app/server/logger.server";
import { seedDatabase } from "../app/server/sample-data/seed.server";
import { messageLocale } from "../app/server/chat/conversation/message-locale";
import { scoreReply } from "./chat-eval/score";
const sets = (process.env.SETS ?? "tuned").split(",");
const show = process.env.SHOW === "1";
const database = await openDatabase({ kind: "pglite", dataDir: null });
await database.migrate();
await seedDatabase(database.db, { includeDemo: false });
const knowledge = createChatKnowledge({ db: database.db, logger: createLogger("silent") });
const brain = createOfflineBrain({ knowledge });
async function ask(input: any) {
  let text = ""; const sources: any[] = []; let action: any = null; const t = performance.now(); let first = NaN;
  for await (const e of brain.reply(input)) { if (e.type === "delta") { if (isNaN(first)) first = performance.now() - t; text += e.text; } else if (e.type === "sources") sources.push(...e.sources); else if (e.type === "action") action = e.action; }
  return { text, sources, action, firstTokenMs: first };
}
for (const set of sets) {
  const items = JSON.parse(readFileSync(join(import.meta.dirname, "chat-eval", `${set}.json`), "utf8"));
  const ground: any = {};
  for (const l of ["en", "fr"] as const) { const { documents } = await knowledge.index(l); const titles = new Map(); for (const d of documents) if (!titles.has(d.href)) titles.set(d.href, d.title); ground[l] = { siteText: documents.map((d) => `${d.title}\n${d.text}`).join("\n\n"), titles }; }
  const rows: Record<string, { n: number; right: number; direct: number; dn: number; inv: number }> = {};
  const times: number[] = [];
  for (const item of items) {
    const history: any[] = []; let locale = item.locale;
    const loc = (m: string) => (locale = messageLocale(m, { pageLocale: item.locale, previousLocale: locale }));
    for (const m of item.before ?? []) { const r = await ask({ history: [...history], message: m, attachments: [], locale: loc(m) }); history.push({ role: "user", content: m }, { role: "assistant", content: r.text }); }
    const reply = await ask({ history, message: item.question, attachments: item.attachments ?? [], locale: loc(item.question) });
    times.push(reply.firstTokenMs);
    const s = scoreReply(item, reply, ground[item.locale]);
    for (const key of ["all", item.kind, `${item.kind}/${item.locale}`]) {
      const r = (rows[key] ??= { n: 0, right: 0, direct: 0, dn: 0, inv: 0 });
      r.n++; if (s.right) r.right++; if (s.direct !== null) { r.dn++; if (s.direct) r.direct++; } r.inv += s.invented.length;
    }
    if (show && set === "tuned" && (!s.right || s.direct === false)) console.log(`${item.id} [${item.kind}] ${item.question}${item.before ? " (after: " + item.before.join(" | ") + ")" : ""}\n   → ${reply.text.replace(/\s+/g, " ").slice(0, 220)}\n   src ${reply.sources.map((x: any) => x.href).join(",")} ${reply.action ?? ""}\n   why ${s.why.join("; ")}`);
  }
  times.sort((a, b) => a - b);
  console.log(`== ${set}: p95 first token ${times[Math.floor(times.length * 0.95)].toFixed(1)} ms`);
  for (const [k, r] of Object.entries(rows).sort()) console.log(`${k.padEnd(22)} n=${String(r.n).padStart(4)} right ${(100 * r.right / r.n).toFixed(1)}  direct ${(100 * r.direct / Math.max(1, r.dn)).toFixed(1)}  invented ${r.inv}`);
}
await database.close();
