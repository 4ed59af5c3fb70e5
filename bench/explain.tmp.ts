import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/server/db/client.server";
import { seedPortalBench } from "./portal-seed";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "explain-"));
const database = await openDatabase({ kind: "pglite", dataDir: dir });
await database.migrate();
const seeded = await seedPortalBench(database.db);
const c = seeded.bigClientId;
const queries = [
  `select count(*) from projects where client_id = '${c}'`,
  `select id, name, description, status, created_at from projects where client_id = '${c}' order by created_at desc, id desc limit 24 offset 0`,
  `select count(*) from project_updates where client_id='${c}' and project_id='${seeded.featuredProjectId}'`,
];
for (const q of queries) {
  for (let i = 0; i < 3; i++) { const t = performance.now(); await database.db.execute(sql.raw(q)); console.log((performance.now() - t).toFixed(1), "ms", q.slice(0, 60)); }
  const r = await database.db.execute(sql.raw("explain analyze " + q)) as unknown as { rows: Record<string, string>[] };
  console.log(r.rows.map((x) => Object.values(x)[0]).join("\n"));
}
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
