// `npm run docs:config`: writes docs/configuration.md's table of variables from the environment
// schema (app/server/env.server.ts and the *-env.server.ts modules it includes), where each
// variable's description lives. app/server/env-docs.server.test.ts fails when the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import { withVariablesTable } from "../app/server/env-docs.server";
import { configurationTable } from "../app/server/env.server";

const file = new URL("../docs/configuration.md", import.meta.url);
const current = readFileSync(file, "utf8");
const written = withVariablesTable(current, configurationTable());
if (written === current) {
  process.stdout.write(
    "docs/configuration.md: the table of variables is up to date.\n",
  );
} else {
  writeFileSync(file, written);
  process.stdout.write(
    "docs/configuration.md: the table of variables was rewritten from the schema.\n",
  );
}
