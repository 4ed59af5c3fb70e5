import { afterAll } from "vitest";
import { cleanUpAfterFile, resetForNextFile } from "./shared-worker";

// Runs before each integration file in a shared worker (shared-worker.ts says what and why).
// Hooks run as a stack: this afterAll comes after the file's own.
resetForNextFile();
afterAll(cleanUpAfterFile);
