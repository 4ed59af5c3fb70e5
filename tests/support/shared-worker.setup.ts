import v8 from "node:v8";
import { afterAll } from "vitest";
import { SHORT_LIVED_NODE_FLAGS } from "./server-process";
import { cleanUpAfterFile, resetForNextFile } from "./shared-worker";

// The embedded databases this worker opens compile with V8's baseline compiler only
// (server-process.ts says why). The flags are process-wide and read at each compile.
for (const flag of SHORT_LIVED_NODE_FLAGS) v8.setFlagsFromString(flag);

// Runs before each integration file in a shared worker (shared-worker.ts says what and why).
// Hooks run as a stack: this afterAll comes after the file's own.
resetForNextFile();
afterAll(cleanUpAfterFile);
