import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Browser, Page } from "@playwright/test";
import { startServer, type ServerProcess } from "../support/server-process";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * Sending an insight to its newsletter subscribers from the studio (docs/newsletter.md), as the
 * marketing editor does it: preview, a test to themselves, the confirmed send and its progress,
 * with and without JavaScript. On a server of this file's own, whose database holds exactly the
 * subscribers and insights written here, so no send reaches another spec's data.
 */
const EDITOR = "nadia.rahman@example.org";
// Twelve at one message a second: a send lasts long enough to be paused while it runs.
const SUBSCRIBERS = Array.from(
  { length: 12 },
  (_, n) => `reader-${String(n + 1).padStart(2, "0")}@example.net`,
);
let server: ServerProcess;
let dataDir: string;
const ids = { js: "", noJs: "", french: "" };

test.describe.configure({ mode: "serial" });

/** Three confirmed English subscribers (every topic), and three published insights of our own. */
async function writeSpecData(dir: string) {
  const db = await PGlite.create(path.join(dir, "pglite"), {
    extensions: { btree_gist, pg_trgm, unaccent },
  });
  try {
    await db.exec("delete from newsletter_subscribers");
    for (const email of SUBSCRIBERS)
      await db.query(
        `insert into newsletter_subscribers (email, status, locale, consent_text, confirmed_at)
         values ($1, 'confirmed', 'en', 'Send me new insights.', now())`,
        [email],
      );
    const insight = async (slug: string, locale: string, title: string) => {
      const result = await db.query<{ id: string }>(
        `insert into insights (slug, locale, title, excerpt, content, author, is_published, published_at)
         values ($1, $2, $3, 'Ledgers that reconcile themselves overnight.', '<p>Body</p>', 'Hélène Marchand', true, now())
         returning id`,
        [slug, locale, title],
      );
      return result.rows[0]!.id;
    };
    ids.js = await insight(
      "newsletter-e2e-ledgers",
      "en",
      "Ledgers that close themselves",
    );
    ids.noJs = await insight(
      "newsletter-e2e-forms",
      "en",
      "Forms that fill themselves",
    );
    ids.french = await insight(
      "infolettre-e2e-registres",
      "fr",
      "Des registres qui se ferment seuls",
    );
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = seededDataDir();
  await writeSpecData(dataDir);
  server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEWSLETTER_RATE_PER_SECOND: "1",
  });
});

test.afterAll(async () => server?.stop());

async function signedInPage(
  browser: Browser,
  javaScript = true,
): Promise<Page> {
  const page = await browserPage(browser, server.url, javaScript);
  await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
  return page;
}

/** The newest .eml this server wrote to DATA_DIR/mail for `to` that `matches` accepts. */
async function mailTo(to: string, matches: (text: string) => boolean) {
  const folder = path.join(dataDir, "mail");
  let found = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(folder)
          ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml"))
          : [];
        for (const file of files) {
          const text = fs
            .readFileSync(path.join(folder, file), "utf8")
            .replace(/=\r?\n/g, "");
          if (text.toLowerCase().includes(`to: ${to}`) && matches(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

test("preview, a test to me, then the confirmed send and its progress", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto(`/lead_admin/insights/${ids.js}`);
  await ready(page, true);
  await page.getByRole("link", { name: "Send to subscribers" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Send to subscribers" }),
  ).toBeVisible();
  await ready(page, true);
  await expect(page.locator("[data-recipient-count]")).toContainText(
    "12 confirmed subscribers of the English edition interested in this insight’s topics",
  );
  await expect(
    page.getByText("Subject: Ledgers that close themselves"),
  ).toBeVisible();
  const preview = page.frameLocator(
    'iframe[title="Preview of the e-mail “Ledgers that close themselves”"]',
  );
  await expect(
    preview.getByRole("heading", { name: "Ledgers that close themselves" }),
  ).toBeVisible();
  await page.getByText("Plain-text version").click();
  await expect(page.locator("pre")).toContainText("Read the article:");
  await expectNoAxeViolations(page);
  // Look first, then send: the preview and the test come before "Send to … subscribers".
  const order = await page
    .locator(
      'iframe[title^="Preview of the e-mail"], button:has-text("Send a test to me"), button:has-text("Send to 12 subscribers")',
    )
    .evaluateAll((found) =>
      found.map((element) =>
        element.tagName === "IFRAME" ? "preview" : element.textContent?.trim(),
      ),
    );
  expect(order).toEqual([
    "preview",
    "Send a test to me",
    "Send to 12 subscribers",
  ]);

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(toastWith(page, "Test queued")).toBeVisible();
  const mail = await mailTo(EDITOR, (text) =>
    text.includes("[Test] Ledgers that close themselves"),
  );
  // A header line folded by the mail library; its token names the nil UUID, no subscriber.
  expect(mail).toMatch(
    /List-Unsubscribe:\s+<http[^>]+\/newsletter\/unsubscribe\?token=p2\.0{8}-0{4}-/,
  );
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(mail).toContain("text/html");

  await page.getByRole("button", { name: "Send to 12 subscribers" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeFocused();
  await expect(confirm).toContainText(
    "Send “Ledgers that close themselves” to 12 subscribers? This cannot be undone.",
  );
  await expectNoAxeViolations(page);
  await confirm
    .getByRole("button", { name: "Yes, send to 12 subscribers" })
    .click();
  await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
  await expect(
    page.getByRole("progressbar", { name: /^\d+ sent of 12$/ }),
  ).toBeVisible();
  await expect(page.locator("progress")).toHaveAttribute("max", "12");
  const table = page.getByRole("table", { name: "Recipients of this send" });
  for (const email of SUBSCRIBERS) await expect(table).toContainText(email);
  await expect(page.getByText("at most 1 message a second")).toBeVisible();
  await expectNoAxeViolations(page);

  // Paused from another tab: this one, left alone, shows it by itself (its poll).
  const other = await page.context().newPage();
  await other.goto(`/lead_admin/insights/${ids.js}/newsletter`);
  await ready(other, true);
  await other.getByRole("button", { name: "Pause the send" }).click();
  await expect(toastWith(other, "Send paused")).toBeVisible();
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Resume the send" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Resume the send" }).click();
  await expect(toastWith(page, "Send resumed")).toBeVisible();

  // The editor now says where the send stands.
  await page.goto(`/lead_admin/insights/${ids.js}`);
  await expect(
    page.getByRole("link", { name: /^Newsletter: \d+ sent of 12$/ }),
  ).toBeVisible();
});

test("without JavaScript: confirm, send, pause and resume", async ({
  browser,
}) => {
  const page = await signedInPage(browser, false);
  await page.goto(`/lead_admin/insights/${ids.noJs}/newsletter`);
  await page.getByRole("button", { name: "Send to 12 subscribers" }).click();
  await expect(page.getByText("This cannot be undone.")).toBeVisible();
  await page
    .getByRole("button", { name: "Yes, send to 12 subscribers" })
    .click();
  await expect(
    page.getByRole("progressbar", { name: /^\d+ sent of 12$/ }),
  ).toBeVisible();

  // Pausing may meet a send that already finished (the delivery job is quick with three).
  const pause = page.getByRole("button", { name: "Pause the send" });
  if (await pause.isVisible()) {
    await pause.click();
    await expect(page.getByText("Send paused")).toBeVisible();
    await page.getByRole("button", { name: "Resume the send" }).click();
    await expect(page.getByText("Send resumed")).toBeVisible();
  }
  await page.getByLabel("Status", { exact: true }).selectOption("sent");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=sent/);
  await page.getByRole("link", { name: "Refresh" }).click();
  await expect(page).toHaveURL(/status=sent/);
});

test("no recipients: the send is not offered, and says why", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto(`/lead_admin/insights/${ids.french}/newsletter`);
  await ready(page, true);
  await expect(page.locator("[data-recipient-count]")).toContainText(
    "0 confirmed subscribers of the French edition",
  );
  await expect(
    page.getByRole("button", { name: "Send to 0 subscribers" }),
  ).toBeDisabled();
  await expect(page.getByText(/^Nobody to send to:/)).toBeVisible();
  await expectNoAxeViolations(page);
});
