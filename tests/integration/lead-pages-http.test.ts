import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedPaths } from "~/content/prerendered-paths";
import { SINGLE_LINE_MESSAGE } from "~/domain/forms/form-fields";
import {
  checkFormToken,
  issueFormToken,
} from "~/server/security/form-token.server";
import { startServer } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * Decision 007, through the real server process: pages that carry a per-request
 * nonce or form token are never stored by a shared cache, the prerendered ones carry
 * neither, and the page post without JavaScript survives an expired token.
 */
const SECRET = "lead-pages-http-test-secret-0123456789abcdef";
const environments = serverEnvironments();
let url: string;
let stopServer: () => Promise<void>;

beforeAll(async () => {
  // PUBLIC_URL is the address the tests use (startServer's default), so posts carry an Origin
  // the server calls its own.
  const server = await startServer(
    {
      ...(await environments.fresh("demo")),
      BETTER_AUTH_SECRET: SECRET,
      FORM_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
    },
    { startupTimeoutMs: 120_000 },
  );
  url = server.url;
  stopServer = async () => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  };
}, 150_000);
afterAll(async () => {
  await stopServer?.();
  await environments.removeAll();
});

const postForm = (
  path: string,
  fields: Record<string, string>,
  accept = "text/html",
) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      Origin: url,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: accept,
    },
    body: new URLSearchParams(fields),
  });

/** The value of a hidden input in the form with this id. */
function hiddenValue(
  html: string,
  formId: string,
  name: string,
): string | undefined {
  const form =
    new RegExp(`<form[^>]*id="${formId}"[\\s\\S]*?</form>`).exec(html)?.[0] ??
    "";
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(
    form,
  )?.[1];
}

describe(`page caching (${testDbKind()})`, () => {
  // /blog and the other database-backed content pages are served by the page cache instead:
  // the same bytes for everyone, with hashes and no nonce (tests/integration/page-cache.test.ts).
  it.each([
    "/privacy",
    "/terms",
    "/cookies",
    "/contact",
    "/blueprint",
    "/careers",
    "/get-started",
    "/no-such-page",
  ])(
    "%s is private, no-store (it carries a per-request nonce, and forms a token)",
    async (path) => {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-security-policy")).toMatch(
        /'nonce-[^']+'/,
      );
    },
  );

  it("sends the loader data of a form page (its token) private, no-store too", async () => {
    const response = await fetch(`${url}/contact.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("formToken");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a form page's token is fresh on every request", async () => {
    const tokens = await Promise.all(
      [1, 2].map(async () =>
        hiddenValue(
          await (await fetch(`${url}/contact`)).text(),
          "contact-form",
          "_formToken",
        ),
      ),
    );
    expect(tokens[0]).toBeTruthy();
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it.each(prerenderedPaths)(
    "prerendered %s stays publicly cacheable and carries no nonce and no form token",
    async (path) => {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/^public/);
      const html = await response.text();
      expect(html).not.toContain("_formToken");
      expect(html).not.toMatch(/nonce="/);
      expect(response.headers.get("content-security-policy")).not.toContain(
        "'nonce-",
      );
    },
  );
});

describe(`forms without JavaScript (${testDbKind()})`, () => {
  const contact = {
    _formId: "contact-form",
    firstName: "Lars",
    lastName: "Nilsen",
    email: "lars-nojs@example.org",
    company: "Regional Health Trust",
    interest: "healthcare",
    message: "We need telemedicine for 40 rural clinics.",
  };

  it("re-renders an expired form with the input kept, the message, and a token that is sent again at once", async () => {
    const expired = issueFormToken(
      SECRET,
      "contact",
      Date.now() - 25 * 3_600_000,
    );
    const refused = await postForm("/contact", {
      ...contact,
      _formToken: expired,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    const html = await refused.text();
    expect(html).toContain(
      "This form has been open for more than a day. Please check your details and send it again.",
    );
    expect(html).toContain('value="lars-nojs@example.org"');
    expect(html).toContain("We need telemedicine for 40 rural clinics.");
    const renewed = hiddenValue(html, "contact-form", "_formToken")!;
    const check = checkFormToken(SECRET, "contact", renewed);
    expect(check).toMatchObject({ valid: true });
    // Dated back by the minimum fill time (3 s by default): sending again at once is not a bot.
    if (check.valid)
      expect(Date.now() - check.issuedAt).toBeGreaterThanOrEqual(3000);

    const accepted = await postForm("/contact", {
      ...contact,
      _formToken: renewed,
    });
    expect(accepted.status).toBe(200);
  });

  it("refuses a name with a line break with the field's message, beside the field", async () => {
    const token = issueFormToken(SECRET, "contact", Date.now() - 10_000);
    const response = await postForm("/contact", {
      ...contact,
      firstName: "Dear Al\r\nBcc: victim@example.net",
      _formToken: token,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(
        `id="contact-form-firstName-error"[^>]*>${SINGLE_LINE_MESSAGE}<`,
      ),
    );
  });

  it("the enhanced endpoint answers an expired token with JSON carrying the fresh token", async () => {
    const expired = issueFormToken(
      SECRET,
      "contact",
      Date.now() - 25 * 3_600_000,
    );
    const response = await postForm(
      "/api/forms/contact",
      { ...contact, email: "lars-json@example.org", _formToken: expired },
      "application/json",
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      ok: boolean;
      formErrors: string[];
      formToken?: string;
    };
    expect(body.formErrors).toEqual([
      "This form has been open for more than a day. Please check your details and send it again.",
    ]);
    expect(checkFormToken(SECRET, "contact", body.formToken)).toMatchObject({
      valid: true,
    });
  });
});
