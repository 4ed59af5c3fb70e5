import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { insights } from "~/server/db/schema.server";
import {
  setInsightPublished,
  updateInsight,
} from "~/server/content/content-writes.server";
import {
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

/**
 * Two production server processes on one PostgreSQL database, each with its own page cache.
 * A content write made by another process (this test, as a third instance would) reaches
 * both caches through the trigger's NOTIFY: the periodic version check is set to an hour,
 * so nothing else could. PostgreSQL only: the embedded database is one process.
 */
describe.runIf(testDbKind() === "postgres")(
  "page cache across two instances on PostgreSQL",
  () => {
    let servers: ServerProcess[] = [];
    let writer: DatabaseConnection;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const database = await createPostgresDatabase("demo");
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url,
        PAGE_CACHE_VERSION_CHECK_MS: "3600000",
        LOG_LEVEL: "warn",
      };
      // Already migrated and seeded (the run's template): each finds nothing to do.
      servers.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
      servers.push(await startServer({ ...env, DATA_DIR: tempDataDir() }));
      writer = await openDatabase({
        kind: "postgres",
        url: database.url,
        poolSize: 2,
      });
    }, 360_000);

    afterAll(async () => {
      for (const server of servers) await server.stop("SIGKILL");
      servers = [];
      await writer?.close();
      await drop?.();
    });

    async function page(server: ServerProcess, path: string) {
      const response = await fetch(`${server.url}${path}`);
      return {
        status: response.status,
        cache: response.headers.get("x-page-cache"),
        cacheControl: response.headers.get("cache-control"),
        text: await response.text(),
      };
    }

    async function warm(path: string) {
      for (const server of servers) {
        await page(server, path);
        expect((await page(server, path)).cache, `${server.url}${path}`).toBe(
          "hit",
        );
      }
    }

    it("drops both instances' pages on a write elsewhere: publish, edit, unpublish", async () => {
      const [draft] = await writer.db
        .select()
        .from(insights)
        .where(eq(insights.isPublished, false))
        .limit(1);
      expect(draft).toBeTruthy();
      const detail = `/blog/${draft!.slug}`;

      await warm("/blog");
      for (const server of servers)
        expect((await page(server, detail)).status).toBe(404);
      await setInsightPublished(writer.db, draft!.id, true);
      for (const server of servers) {
        await expect
          .poll(async () => (await page(server, "/blog")).text, {
            timeout: 15_000,
          })
          .toContain(`${detail}"`);
        expect((await page(server, detail)).status).toBe(200);
      }

      await warm(detail);
      const title = `Edited on another instance ${Date.now()}`;
      await updateInsight(writer.db, draft!.id, { title });
      for (const server of servers) {
        await expect
          .poll(async () => (await page(server, detail)).text, {
            timeout: 15_000,
          })
          .toContain(title);
      }

      await warm(detail);
      await setInsightPublished(writer.db, draft!.id, false);
      for (const server of servers) {
        await expect
          .poll(async () => (await page(server, detail)).status, {
            timeout: 15_000,
          })
          .toBe(404);
        const gone = await page(server, detail);
        // The blog's not-found page, the same for every unpublished slug: not for caches.
        expect(gone.text).toContain("Insight Not Found");
        expect(gone.cacheControl).toMatch(/no-store/);
        expect((await page(server, "/blog")).text).not.toContain(title);
      }
    });

    it("passes what it does not keep to the normal renderer (unknown filters), and answers unknown slugs with the section's not-found page", async () => {
      const [server] = servers;
      const unknown = await page(server!, "/projects?sector=no-such-sector");
      expect(unknown.status).toBe(200);
      expect(unknown.cache).toBeNull();
      expect(unknown.cacheControl).toMatch(/no-store/);
      const missing = await page(server!, "/projects/no-such-case-study");
      expect(missing.status).toBe(404);
      expect(missing.text).toContain("Project Not Found");
      expect(missing.cacheControl).toMatch(/no-store/);
    });
  },
);
