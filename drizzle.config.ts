import { defineConfig } from "drizzle-kit";

// Generates SQL into drizzle/ from the one schema; the same files migrate PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./drizzle",
});
