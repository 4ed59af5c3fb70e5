import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { and, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  insights,
  publicProjects,
  sectors,
  capabilities,
} from "~/server/db/schema.server";
import {
  setCaseStudyPublished,
  setInsightPublished,
  updateInsight,
} from "~/server/content/content-writes.server";
import { authAction } from "~/server/auth/auth.handler.server";
import { createHttpApp } from "~/server/http/http-app.server";
import { createHttpServer } from "~/server/http/http-server.server";
import type { AppServices } from "~/server/services.server";
import { callRoute, CookieJar, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  freePort,
  PROJECT_ROOT,
  requireBuild,
} from "../support/server-process";
import { testDbKind } from "../support/test-database";

/**
 * The page cache in the real HTTP app (production build) in this process, so a content write
 * made here through app/server/content/content-writes.server.ts is the write the console
 * would make. The version check is set to an hour: only the write's own signal (and, on
 * PostgreSQL, NOTIFY) can invalidate within a test.
 *
 * In this process only the cache's own answers are checked: what it passes on to the normal
 * renderer fails here (Vitest loads a second react-router, whose RouterContextProvider the
 * native @react-router/express refuses), so those answers are checked against real server
 * processes in page-cache-cluster.test.ts.
 */
let services: AppServices;
let stopServices: () => Promise<void>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  requireBuild();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // PUBLIC_URL is the served origin: the sign-in post's Origin is checked against it.
  const started = await startTestServices({
    PAGE_CACHE_VERSION_CHECK_MS: "3600000",
    AUTH_RATE_LIMIT: "0",
    PUBLIC_URL: base,
    LOG_LEVEL: "error",
  });
  services = started.services;
  stopServices = started.stop;
  const build = (await import(
    pathToFileURL(path.join(PROJECT_ROOT, "build/server/index.js")).href
  )) as ServerBuild;
  const app = createHttpApp({
    services,
    build,
    clientDir: path.join(PROJECT_ROOT, "build/client"),
  });
  server = createHttpServer(app, services.env);
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await stopServices?.();
});

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  text: string;
};

/** One request with node:http, so the bytes on the wire (not a decoded body) can be compared. */
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      { method, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const plain =
            raw.length === 0
              ? raw
              : encoding === "br"
                ? zlib.brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? zlib.gunzipSync(raw)
                  : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: plain.toString("utf8"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      (match) =>
        !/\bsrc\s*=/.test(match[1] ?? "") &&
        !/application\/(ld\+)?json/i.test(match[1] ?? ""),
    )
    .map((match) => match[2] ?? "");
}

async function firstRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("the seed has no such row");
  return row;
}

describe(`page cache on ${testDbKind()}`, () => {
  it("answers the second request from memory with the same bytes, brotli and gzip, HEAD and 304", async () => {
    const first = await request("/blog", { "Accept-Encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await request("/blog", { "Accept-Encoding": "br" });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    // The security headers of every response are still there.
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["permissions-policy"]).toBeTruthy();

    const gzip = await request("/blog", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(first.text);
    const plain = await request("/blog");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(first.text);

    const head = await request("/blog", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(first.raw.length));

    const revalidated = await request("/blog", {
      "If-None-Match": String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
  });

  it("caches French pages under their own paths, answers an English slug on the French site with a 301 to its translation or the English-only notice", async () => {
    const first = await request("/fr/blog", { "Accept-Encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.text).toContain('<html lang="fr-CA"');
    const second = await request("/fr/blog", { "Accept-Encoding": "gzip" });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    const english = await request("/blog", { "Accept-Encoding": "gzip" });
    expect(english.text).toContain('<html lang="en-CA"');

    const article = "/fr/blog/tri-des-visas-assiste-par-ia";
    expect((await request(article)).status).toBe(200);
    const again = await request(article);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.text).toContain('<html lang="fr-CA"');

    // An English slug with a French version: its French slug. Both ways.
    const moved = await request("/fr/blog/ai-visa-triage-humans-in-the-loop");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(article);
    const back = await request("/blog/tri-des-visas-assiste-par-ia");
    expect(back.status).toBe(301);
    expect(back.headers.location).toBe(
      "/blog/ai-visa-triage-humans-in-the-loop",
    );

    // An article only in English: the French notice, cached like a page.
    const notice = "/fr/blog/ethics-of-post-life-avatars";
    expect((await request(notice)).status).toBe(200);
    const noticeAgain = await request(notice);
    expect(noticeAgain.status).toBe(200);
    expect(noticeAgain.headers["x-page-cache"]).toBe("hit");
    expect(noticeAgain.text).toContain('<html lang="fr-CA"');
    expect(noticeAgain.text).toContain(
      'href="/blog/ethics-of-post-life-avatars"',
    );

    const missing = await request("/fr/blog/no-such-article-anywhere");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="fr-CA"');
  });

  it("sends a CSP of hashes, no nonce, and every inline script of the cached page matches a hash", async () => {
    for (const urlPath of ["/blog", "/projects"]) {
      await request(urlPath);
      const page = await request(urlPath);
      expect(page.headers["x-page-cache"], urlPath).toBe("hit");
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).not.toContain("nonce-");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(page.text).not.toMatch(/\snonce=/);
      const scripts = inlineScripts(page.text);
      expect(scripts.length, urlPath).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = createHash("sha256")
          .update(script, "utf8")
          .digest("base64");
        expect(csp, urlPath).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("shows a publish, an edit and an unpublish made through the content write path on the next request", async () => {
    const db = services.database.db;
    const draft = await firstRow(
      db
        .select()
        .from(insights)
        .where(eq(insights.isPublished, false))
        .limit(1),
    );
    const warm = async () => {
      await request("/blog");
      expect((await request("/blog")).headers["x-page-cache"]).toBe("hit");
    };

    await warm();
    expect((await request("/blog")).text).not.toContain(`/blog/${draft.slug}"`);
    // The section's not-found page, kept for every slug it does not publish…
    await request("/blog/not-a-published-insight");
    expect((await request(`/blog/${draft.slug}`)).headers["x-page-cache"]).toBe(
      "hit",
    );
    // …is not what a slug gets once it is published.
    expect(await setInsightPublished(db, draft.id, true)).toBe(true);
    const published = await request("/blog");
    expect(published.headers["x-page-cache"]).toBe("miss");
    expect(published.text).toContain(`/blog/${draft.slug}"`);
    expect((await request(`/blog/${draft.slug}`)).status).toBe(200);

    await warm();
    await request(`/blog/${draft.slug}`);
    const newTitle = `Edited title ${Date.now()}`;
    expect(await updateInsight(db, draft.id, { title: newTitle })).toBe(true);
    expect((await request("/blog")).text).toContain(newTitle);
    expect((await request(`/blog/${draft.slug}`)).text).toContain(newTitle);

    await warm();
    expect(await setInsightPublished(db, draft.id, false)).toBe(true);
    expect((await request("/blog")).text).not.toContain(newTitle);
    // Not a page any more: the section's not-found page.
    const withdrawn = await request(`/blog/${draft.slug}`);
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.text).toContain("Insight Not Found");

    // A case study, on /projects, its detail page, the sitemap.
    const study = await firstRow(
      db
        .select()
        .from(publicProjects)
        .where(
          and(
            eq(publicProjects.published, true),
            eq(publicProjects.locale, "en"),
          ),
        )
        .limit(1),
    );
    await request("/projects");
    await request("/sitemap.xml");
    expect((await request("/sitemap.xml")).text).toContain(
      `/projects/${study.slug}<`,
    );
    expect(await setCaseStudyPublished(db, study.id, false)).toBe(true);
    expect((await request("/projects")).text).not.toContain(
      `/projects/${study.slug}"`,
    );
    const withdrawnStudy = await request(`/projects/${study.slug}`);
    expect(withdrawnStudy.status).toBe(404);
    expect(withdrawnStudy.text).toContain("Project Not Found");
    expect((await request("/sitemap.xml")).text).not.toContain(
      `/projects/${study.slug}<`,
    );
    expect(await setCaseStudyPublished(db, study.id, true)).toBe(true);
    expect((await request("/projects")).text).toContain(
      `/projects/${study.slug}"`,
    );
  });

  it("answers every slug a section does not publish with the section's not-found page, rendered once: 404, not for caches, logged", async () => {
    // A new content version: nothing of this section is cached or known yet.
    await services.contentVersion.refresh();
    const db = services.database.db;
    const study = await firstRow(
      db
        .select()
        .from(publicProjects)
        .where(
          and(
            eq(publicProjects.published, true),
            eq(publicProjects.locale, "en"),
          ),
        )
        .limit(1),
    );
    await setCaseStudyPublished(db, study.id, true);
    const first = await request("/projects/no-such-case-study", {
      "Accept-Encoding": "gzip",
      Referer: "https://elsewhere.example/a-broken-link",
    });
    expect(first.status).toBe(404);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.text).toContain("Project Not Found");
    expect(first.text).not.toContain("no-such-case-study");

    for (const slug of ["another-missing-study", "no-such-case-study"]) {
      const again = await request(`/projects/${slug}`, {
        "Accept-Encoding": "gzip",
        "If-None-Match": String(first.headers.etag),
      });
      expect(again.status, slug).toBe(404);
      expect(again.headers["x-page-cache"], slug).toBe("hit");
      expect(again.text, slug).toBe(first.text);
      // Not for caches, as the normal renderer's not-found page: no-store, nothing to revalidate.
      expect(again.headers["cache-control"], slug).toMatch(/no-store/);
      expect(again.headers.etag, slug).toBeUndefined();
      expect(again.headers["content-encoding"], slug).toBe("gzip");
      expect(again.headers["x-content-type-options"], slug).toBe("nosniff");
    }
    const head = await request("/projects/yet-another-one", {}, "HEAD");
    expect(head.status).toBe(404);
    expect(head.raw.length).toBe(0);
    // A published slug is still its page, and the other section has its own not-found page.
    expect((await request(`/projects/${study.slug}`)).status).toBe(200);
    const insight = await request("/blog/no-such-insight-here");
    expect(insight.status).toBe(404);
    expect(insight.text).toContain("Insight Not Found");
  });

  it("never keeps or serves a page made for one visitor: a signed-in visitor with a flash toast gets the shared page", async () => {
    const jar = new CookieJar();
    const signIn = await callRoute(
      authAction,
      post("/auth", {
        intent: "signin",
        email: "amira.haddad@example.org",
        password: DEMO_PASSWORD,
      }),
      jar,
    );
    expect(signIn.status).toBe(302);
    // The session and the "Welcome back!" toast, both still pending.
    expect(jar.names().some((name) => name.endsWith("kestrel.flash"))).toBe(
      true,
    );
    expect(jar.names().length).toBeGreaterThan(1);
    const cookie = jar.header();

    // A new content version, so the signed-in visitor's request is the one that renders.
    const db = services.database.db;
    const study = await firstRow(
      db
        .select()
        .from(publicProjects)
        .where(
          and(
            eq(publicProjects.published, true),
            eq(publicProjects.locale, "en"),
          ),
        )
        .limit(1),
    );
    await setCaseStudyPublished(db, study.id, true);
    const theirs = await request(`/projects/${study.slug}`, { Cookie: cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.headers["x-page-cache"]).toBe("miss");
    expect(theirs.headers["set-cookie"]).toBeUndefined();
    expect(theirs.text).not.toContain("Amira");
    expect(theirs.text).not.toContain("Welcome back");

    const anonymous = await request(`/projects/${study.slug}`);
    expect(anonymous.headers["x-page-cache"]).toBe("hit");
    expect(anonymous.text).toBe(theirs.text);
    expect(anonymous.headers["set-cookie"]).toBeUndefined();
    // And the other way round: a page cached from an anonymous request is served to them unchanged.
    const again = await request(`/projects/${study.slug}`, { Cookie: cookie });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.text).toBe(anonymous.text);
  });

  it("keys /projects by its known filters in a stable order, and lets neither junk parameters nor unknown values grow the cache", async () => {
    const db = services.database.db;
    const sector = await firstRow(db.select().from(sectors).limit(1));
    const capability = await firstRow(db.select().from(capabilities).limit(1));
    const both = `sector=${sector.slug}&capability=${capability.slug}`;

    const first = await request(`/projects?${both}`);
    expect(first.headers["x-page-cache"]).toBe("miss");
    // Same filters, other order, other case, extra parameters: the same cached page.
    for (const query of [
      `capability=${capability.slug}&sector=${sector.slug}`,
      `sector=${sector.slug.toUpperCase()}&capability=${capability.slug}&utm_source=news`,
      `${both}&sector=other-one`,
    ]) {
      const again = await request(`/projects?${query}`);
      expect(again.headers["x-page-cache"], query).toBe("hit");
      expect(again.text, query).toBe(first.text);
    }
    // The filter shows in the page: the chip of the chosen sector is marked as current.
    expect(first.text).not.toBe((await request("/projects")).text);

    await request("/blog");
    for (let i = 0; i < 30; i += 1) {
      const junk = await request(`/blog?utm_source=${i}&x${i}=${i}`);
      expect(junk.headers["x-page-cache"]).toBe("hit");
    }
    // A made-up sector is a valid slug but no sector: passed on to the normal renderer, never kept.
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await request(`/projects?sector=no-such-sector-${i}`)).headers[
          "x-page-cache"
        ],
      ).toBeUndefined();
    }
    // A value that is not a slug is ignored by the page, so it is the unfiltered page.
    expect(
      (await request("/projects?sector=%3Cscript%3E")).headers["x-page-cache"],
    ).toBe("hit");
  });

  it("follows a write that bypassed the write helper (raw SQL) at the next version check", async () => {
    const db = services.database.db;
    const study = await firstRow(
      db
        .select()
        .from(publicProjects)
        .where(
          and(
            eq(publicProjects.published, true),
            eq(publicProjects.locale, "en"),
          ),
        )
        .limit(1),
    );
    await request("/projects");
    expect((await request("/projects")).headers["x-page-cache"]).toBe("hit");
    const title = `Raw SQL title ${Date.now()}`;
    await db
      .update(publicProjects)
      .set({ title })
      .where(eq(publicProjects.id, study.id));
    if (testDbKind() === "pglite") {
      // One process: no NOTIFY is listened to; the periodic check (an hour here) catches up.
      expect((await request("/projects")).text).not.toContain(title);
      await services.contentVersion.refresh();
    }
    // On PostgreSQL the trigger's NOTIFY reaches the LISTEN connection without any check.
    await expect
      .poll(async () => (await request("/projects")).text, { timeout: 10_000 })
      .toContain(title);
  });
});
