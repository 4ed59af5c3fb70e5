// The operator's commands (`npm run admin`, `db:export`, `db:import`) run the built app, as
// `npm start` does: without a build they stop here with what to do instead of a module error.
import fs from "node:fs";
import path from "node:path";

const entry = path.resolve(import.meta.dirname, "../build/entry");
const missing = ["admin.js", "db-transfer.js"].filter(
  (file) => !fs.existsSync(path.join(entry, file)),
);
if (missing.length > 0) {
  console.error(
    [
      "The maintenance commands run the built app, and there is no build here yet.",
      "Run `npm run build` once (`npm start` builds too), then run this command again.",
      "After changing the code, build again: the commands run what was last built.",
    ].join("\n"),
  );
  process.exit(1);
}
