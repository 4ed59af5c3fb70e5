import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLUG_RULE_MESSAGE } from "~/domain/studio/taxonomy";
import { signInOverHttp } from "../support/http-sign-in";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * The taxonomy page through the real server (the edge, React Router, the page cache), as a
 * browser without JavaScript uses it: plain form posts rename a sector — its old
 * /projects?sector= address answers 301 to the new one, directly after a second rename — and
 * add and delete a content type; a deletion of what is in use, and bad input, come back as the
 * page with the reason (409, 400), never a 500 (docs/decisions/053-taxonomy-management.md).
 */
const environments = serverEnvironments();
let server: ServerProcess;
let cookie: string;

const PAGE = "/lead_admin/taxonomy";

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "0",
  });
  cookie = await signInOverHttp(
    server.url,
    "staff.admin@example.org",
    "/admin/auth",
  );
}, 240_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

/** The page as a signed-in browser gets it, without its per-request nonces. */
async function page(): Promise<string> {
  const response = await fetch(`${server.url}${PAGE}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
  return (await response.text()).replace(/nonce="[^"]*"/g, "");
}

/** The id of the row showing `name`, read from its Rename link as a browser would follow it. */
function idOfRow(html: string, name: string): string {
  const row = html.split("<tr").find((part) => part.includes(`>${name}<`));
  const id = row && /[?&]edit=([0-9a-f-]{36})/.exec(row)?.[1];
  if (!id) throw new Error(`no row for ${name}`);
  return id;
}

function postForm(fields: Record<string, string>) {
  return fetch(`${server.url}${PAGE}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
}

function visit(path: string, method: "GET" | "HEAD" = "GET") {
  return fetch(`${server.url}${path}`, { method, redirect: "manual" });
}

describe(`the taxonomy page over HTTP (${testDbKind()})`, () => {
  it("renames a sector with plain posts: its old filter address answers 301 to the new one, directly after a second rename", async () => {
    const id = idOfRow(await page(), "Digital Legacy");
    // Cached first, so the page cache has this filter's page and slugs in memory.
    const before = await visit("/projects?sector=digital-legacy");
    expect(before.status).toBe(200);
    const studies = await before.text();
    expect(studies).toContain("data-case-study=");

    const renamed = await postForm({
      intent: "rename",
      kind: "sector",
      id,
      name: "Digital Afterlife",
      slug: "digital-afterlife",
    });
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get("location")).toBe(`${PAGE}#taxonomy-sector`);

    for (const method of ["GET", "HEAD"] as const) {
      const moved = await visit(
        "/projects?sector=digital-legacy&utm_source=newsletter",
        method,
      );
      expect(moved.status, method).toBe(301);
      expect(moved.headers.get("location"), method).toBe(
        "/projects?sector=digital-afterlife&utm_source=newsletter",
      );
      expect(moved.headers.get("cache-control"), method).toBe(
        "public, max-age=3600",
      );
    }
    const now = await visit("/projects?sector=digital-afterlife");
    expect(now.status).toBe(200);
    expect(await now.text()).toContain("Digital Afterlife");

    expect(
      (
        await postForm({
          intent: "rename",
          kind: "sector",
          id,
          name: "Legacy Services",
          slug: "legacy-services",
        })
      ).status,
    ).toBe(302);
    for (const old of ["digital-legacy", "digital-afterlife"]) {
      const moved = await visit(`/projects?sector=${old}`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("location"), old).toBe(
        "/projects?sector=legacy-services",
      );
    }
    const html = await page();
    expect(html).toContain("Legacy Services");
    expect(html).toContain("Old slugs, leading here:");
  });

  it("answers bad input with the page and the reason, never a 500, and changes nothing", async () => {
    const before = await page();
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "create", kind: "sector", name: "", slug: "" },
        400,
        "Type a name.",
      ],
      [
        {
          intent: "create",
          kind: "sector",
          name: "Trade",
          slug: "Trade Routes",
        },
        400,
        SLUG_RULE_MESSAGE,
      ],
      [
        {
          intent: "create",
          kind: "sector",
          name: "Trade",
          slug: "immigration",
        },
        409,
        "already has the slug “immigration”: choose another.",
      ],
      [
        { intent: "create", kind: "galaxy", name: "Trade", slug: "" },
        400,
        "The form did not say what to change.",
      ],
      [
        {
          intent: "delete",
          kind: "sector",
          id: idOfRow(before, "Immigration &amp; Border Management"),
        },
        409,
        "is used by 2 case studies (published or not). Move them to another sector first.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await postForm(fields);
      const html = await response.text();
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(html, JSON.stringify(fields)).toContain(message);
    }
    const notFound = await postForm({
      intent: "delete",
      kind: "sector",
      id: "not-an-id",
    });
    expect(notFound.status).toBe(404);
    expect(await page()).toBe(before);
  });

  it("adds a content type and deletes it: asked first, then gone", async () => {
    const added = await postForm({
      intent: "create",
      kind: "content_type",
      name: "Webinar recap",
      slug: "",
    });
    expect(added.status).toBe(302);
    const id = idOfRow(await page(), "Webinar recap");
    const asked = await postForm({
      intent: "delete",
      kind: "content_type",
      id,
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(
      "Delete the content type “Webinar recap”?",
    );
    const deleted = await postForm({
      intent: "delete",
      kind: "content_type",
      id,
      confirmed: "yes",
    });
    expect(deleted.status).toBe(302);
    expect(await page()).not.toContain("Webinar recap");
  });
});
