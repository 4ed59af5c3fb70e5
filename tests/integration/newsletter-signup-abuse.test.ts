import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsletterSignupResponse } from "~/domain/newsletter/newsletter-response";
import { issueFormToken } from "~/server/security/form-token.server";
import { SIGNUP_ANSWER_FLOOR_MS } from "~/server/newsletter/newsletter-signup-post.server";
import { eventually } from "../support/eventually";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * The newsletter sign-up against abuse (docs/newsletter.md, "Abuse limits"), on the wire
 * against the built server, reading the e-mails it writes to DATA_DIR/mail:
 * - a token handed back to a tokenless post is not dated back, so a script's second post at
 *   once is caught by the fill-time check and mails no one;
 * - the per-address limit and the daily cap on confirmation e-mails count mailboxes, so
 *   `victim+1@` … `+7@` get one e-mail between them;
 * - every answer takes at least SIGNUP_ANSWER_FLOOR_MS, whatever the address's state, so the
 *   time does not tell who is on the list. Only the lower bound is asserted: a bound above
 *   would flake on a loaded machine.
 */
const SECRET = "newsletter-abuse-test-secret-0123456789abcdef";
const MIN_FILL_MS = 3000;
const environments = serverEnvironments();
let server: ServerProcess;
let mailFolder: string;

beforeAll(async () => {
  const env = await environments.fresh("demo");
  mailFolder = path.join(env.DATA_DIR!, "mail");
  server = await startServer({
    ...env,
    BETTER_AUTH_SECRET: SECRET,
    LOG_LEVEL: "error",
    FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    FORM_RATE_LIMIT: "0",
    OUTBOX_POLL_MS: "100",
  });
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

const RUN = Date.now().toString(36);
const address = (name: string, domain = "example.org") =>
  `${name}-${RUN}@${domain}`;
/** A token shown to a person ten seconds ago. */
const humanToken = () =>
  issueFormToken(SECRET, "newsletter", Date.now() - 10_000);

async function signUp(
  email: string,
  formToken?: string,
): Promise<{ status: number; body: NewsletterSignupResponse; ms: number }> {
  const fields: Record<string, string> = { email, locale: "en" };
  if (formToken !== undefined) fields._formToken = formToken;
  const started = performance.now();
  const response = await fetch(`${server.url}/api/newsletter`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams(fields),
  });
  const body = (await response.json()) as NewsletterSignupResponse;
  return { status: response.status, body, ms: performance.now() - started };
}

/** Every e-mail written so far, decoded from quoted-printable. */
function mails(): string[] {
  if (!fs.existsSync(mailFolder)) return [];
  return fs
    .readdirSync(mailFolder)
    .filter((file) => file.endsWith(".eml"))
    .map((file) =>
      fs
        .readFileSync(path.join(mailFolder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
    );
}

const mailsTo = (email: string) =>
  mails().filter((text) =>
    text.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );

/** Waits until `email` has received a confirmation: the outbox sends in order, so earlier ones are out too. */
function waitForMailTo(email: string): Promise<string> {
  return eventually(() => mailsTo(email)[0], `an e-mail to ${email} arrived`, {
    timeoutMs: 30_000,
    intervalMs: 100,
  });
}

const retryTokenOf = (body: NewsletterSignupResponse) => {
  expect(body).toMatchObject({ ok: false, kind: "retry" });
  return body.ok ? "" : body.formToken!;
};
const issuedAtOf = (token: string) => Number(token.split(".")[1]);

describe(`newsletter sign-up abuse, on the wire (${testDbKind()})`, () => {
  it("a tokenless post gets a token of now: posting it at once is caught by the fill-time check, asked again and mails no one", async () => {
    const bot = address("bot");
    const before = Date.now();
    const first = await signUp(bot);
    expect(first.status).toBe(200);
    const fresh = retryTokenOf(first.body);
    expect(issuedAtOf(fresh)).toBeGreaterThanOrEqual(before - 1000);
    // Sent at once, it is asked again with the same token: nothing stored, nothing mailed
    // (a person who pressed Subscribe too soon presses again; a script must wait).
    const second = await signUp(bot, fresh);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ ok: false, kind: "retry" });
    expect(retryTokenOf(second.body)).toBe(fresh);

    // An invalid address without a token gets a token of now too.
    const invalid = await signUp("not an address");
    expect(invalid.status).toBe(400);
    const invalidToken = invalid.body.ok ? "" : invalid.body.formToken!;
    expect(issuedAtOf(invalidToken)).toBeGreaterThanOrEqual(before - 1000);

    // An expired token of ours is the visitor who left the page open: its renewal is dated
    // back, so pressing Subscribe at once sends the e-mail.
    const person = address("left-open");
    const expired = await signUp(
      person,
      issueFormToken(SECRET, "newsletter", Date.now() - 25 * 3_600_000),
    );
    const renewed = retryTokenOf(expired.body);
    expect(issuedAtOf(renewed)).toBeLessThanOrEqual(Date.now() - MIN_FILL_MS);
    expect((await signUp(person, renewed)).body.ok).toBe(true);
    await waitForMailTo(person);
    expect(mailsTo(bot)).toEqual([]);
  });

  it("counts a mailbox, not its spellings: victim+1@ … +7@ get one confirmation e-mail and the sixth request is refused", async () => {
    const victim = (tag: number) => address(`victim+${tag}`);
    const statuses: number[] = [];
    for (let tag = 1; tag <= 7; tag++)
      statuses.push((await signUp(victim(tag), humanToken())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);

    // Dots at Gmail, and googlemail.com, are one mailbox too.
    const gmail = `ada.lovelace.${RUN}@gmail.com`;
    expect((await signUp(gmail, humanToken())).status).toBe(200);
    expect(
      (await signUp(`adalovelace${RUN}+news@googlemail.com`, humanToken()))
        .status,
    ).toBe(200);

    // A later address's e-mail is out, so all of these would be by now.
    const control = address("control");
    await signUp(control, humanToken());
    await waitForMailTo(control);
    const toVictim = [1, 2, 3, 4, 5, 6, 7].flatMap((tag) =>
      mailsTo(victim(tag)),
    );
    expect(toVictim).toHaveLength(1);
    // The e-mail goes to the address as typed.
    expect(toVictim[0]!.toLowerCase()).toContain(`to: ${victim(1)}`);
    expect(
      mailsTo(gmail).length +
        mailsTo(`adalovelace${RUN}+news@googlemail.com`).length,
    ).toBe(1);
  });

  it(`answers no sooner than ${SIGNUP_ANSWER_FLOOR_MS} ms whatever the address's state: new, pending, confirmed, without a token`, async () => {
    const reader = address("reader");
    const created = await signUp(reader, humanToken());
    const confirmation = await waitForMailTo(reader);
    const link = /https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=(\S+))/.exec(
      confirmation,
    )!;
    const confirmed = await fetch(`${server.url}${link[1]}`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ token: link[2]! }),
    });
    expect(confirmed.status).toBe(200);

    const pending = address("pending");
    await signUp(pending, humanToken());
    const timings = {
      new: created.ms,
      "new again": (await signUp(address("new"), humanToken())).ms,
      pending: (await signUp(pending, humanToken())).ms,
      confirmed: (await signUp(reader, humanToken())).ms,
      "no token": (await signUp(address("tokenless"))).ms,
      "bad address": (await signUp("nope", humanToken())).ms,
    };
    for (const [state, ms] of Object.entries(timings))
      expect(ms, state).toBeGreaterThanOrEqual(SIGNUP_ANSWER_FLOOR_MS);
  });
});

describe(`the preferences link, on the wire (${testDbKind()})`, () => {
  const page = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(`${server.url}${url}`, {
      method: form ? "POST" : "GET",
      headers: form ? { Origin: server.url } : {},
      body: form ? new URLSearchParams(form) : undefined,
    });
    return { status: response.status, html: await response.text() };
  };
  const PREFERENCES_LINK =
    /href="(?:https?:\/\/[^/"]+)?(\/newsletter\/preferences\?token=[^"]+)"/;

  it("is shown only in the answer to the POST that confirmed, not by the used link opened again", async () => {
    const reader = address("used-link");
    await signUp(reader, humanToken());
    const link = /https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=(\S+))/.exec(
      await waitForMailTo(reader),
    )!;
    const confirming = await page(link[1]!, { token: link[2]! });
    expect(confirming.status).toBe(200);
    expect(confirming.html).toMatch(PREFERENCES_LINK);

    const openedAgain = await page(link[1]!);
    expect(openedAgain.status).toBe(200);
    expect(openedAgain.html).toContain("already");
    expect(openedAgain.html).not.toContain("/newsletter/preferences?token=");
    const postedAgain = await page(link[1]!, { token: link[2]! });
    expect(postedAgain.html).not.toContain("/newsletter/preferences?token=");
  });

  it("is revoked by leaving and coming back: every earlier link then answers 400", async () => {
    const reader = address("leaked-link");
    await signUp(reader, humanToken());
    const link = /https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=(\S+))/.exec(
      await waitForMailTo(reader),
    )!;
    const confirming = await page(link[1]!, { token: link[2]! });
    const preferences = PREFERENCES_LINK.exec(confirming.html)![1]!.replace(
      /&amp;/g,
      "&",
    );
    expect((await page(preferences)).status).toBe(200);

    // Leaving keeps the link working (it shows the unsubscribed state and the way back)…
    const token = new URL(preferences, server.url).searchParams.get("token")!;
    const oneClick = await fetch(
      `${server.url}/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
      {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      },
    );
    expect(oneClick.status).toBe(200);
    expect((await page(preferences)).status).toBe(200);

    // …coming back starts a new cycle, and every link handed out before it is refused.
    expect((await signUp(reader, humanToken())).status).toBe(200);
    const revoked = await page(preferences);
    expect(revoked.status).toBe(400);
    expect(revoked.html).not.toContain(reader);
    const revokedClick = await fetch(
      `${server.url}/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
      {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      },
    );
    expect(revokedClick.status).toBe(400);
  });
});
