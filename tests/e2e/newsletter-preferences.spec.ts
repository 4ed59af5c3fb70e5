import { execFileSync } from "node:child_process";
import type { Browser, Page } from "@playwright/test";
import {
  PROJECT_ROOT,
  SHORT_LIVED_NODE_FLAGS,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import type { E2eNewsletterLinks } from "../support/e2e-newsletter";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { seededDataDir } from "./seeded-data";

/**
 * The newsletter's preferences page and leaving it (docs/newsletter.md, "Preferences and
 * leaving"), as a subscriber reaches it from an e-mail: with and without JavaScript, in English
 * and French, and the refusal of a link that is not ours. The subscribers are added to a copy of
 * the seeded database before this file's own server starts (tests/support/e2e-newsletter.ts).
 */
const SECRET = "e2e-newsletter-preferences-secret-0123456789abcdef";

test.describe("a subscriber's newsletter preferences", () => {
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;
  let links: E2eNewsletterLinks;

  test.beforeAll(async () => {
    // A second server, started while the suite's own is busy: give it time on a loaded machine.
    test.setTimeout(240_000);
    const dataDir = seededDataDir();
    links = JSON.parse(
      execFileSync(
        process.execPath,
        [
          ...SHORT_LIVED_NODE_FLAGS,
          "--import",
          "tsx",
          "tests/support/e2e-newsletter.ts",
          SECRET,
        ],
        {
          cwd: PROJECT_ROOT,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATA_DIR: dataDir,
            LOG_LEVEL: "silent",
          },
          timeout: 120_000,
        },
      ).toString(),
    ) as E2eNewsletterLinks;
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: SECRET,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function open(browser: Browser, javaScriptEnabled: boolean) {
    const context = await browser.newContext({
      baseURL: server.url,
      javaScriptEnabled,
    });
    return context.newPage();
  }

  const topics = (page: Page) =>
    page.getByRole("group", { name: /^(Topics|Sujets)$/ });
  const language = (page: Page) =>
    page.getByRole("group", {
      name: /^(Language of your edition|Langue de votre édition)$/,
    });

  // axe runs in the page and needs its timers: it scans the pages with JavaScript on. Without,
  // the server sends the very same HTML (public pages are not hydrated).
  const axe = async (page: Page, javaScriptEnabled: boolean) => {
    if (javaScriptEnabled) await expectNoAxeViolations(page);
  };

  for (const javaScriptEnabled of [true, false]) {
    const who = javaScriptEnabled ? "withScript" : "withoutScript";
    test(`changes topics and language, then leaves (${javaScriptEnabled ? "with" : "without"} JavaScript), with no axe violation`, async ({
      browser,
    }) => {
      // Four axe scans and six page loads, on a loaded machine.
      test.setTimeout(180_000);
      const page = await open(browser, javaScriptEnabled);
      const link = links[who];
      const opened = await page.goto(link.preferences);
      expect(opened?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 1, name: "Newsletter preferences" }),
      ).toBeVisible();
      await expect(page.getByText(link.email)).toBeVisible();
      await expect(page.getByText("Subscribed", { exact: true })).toBeVisible();
      // None ticked: every topic.
      await expect(
        topics(page).getByRole("checkbox", { checked: true }),
      ).toHaveCount(0);
      await expect(language(page).getByLabel("English")).toBeChecked();
      await axe(page, javaScriptEnabled);

      await topics(page).getByLabel("Cybersecurity", { exact: false }).check();
      await topics(page)
        .getByLabel("Digital Identity", { exact: false })
        .check();
      await language(page).getByLabel("Français").check();
      await page.getByRole("button", { name: "Save preferences" }).click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Your preferences are saved." }),
      ).toBeVisible();
      await expect(
        topics(page).getByRole("checkbox", { checked: true }),
      ).toHaveCount(2);
      await expect(language(page).getByLabel("Français")).toBeChecked();
      await axe(page, javaScriptEnabled);

      // Opened again later: what was saved.
      await page.goto(link.preferences);
      await expect(
        topics(page).getByLabel("Cybersecurity", { exact: false }),
      ).toBeChecked();
      await expect(language(page).getByLabel("Français")).toBeChecked();

      // The List-Unsubscribe URL opened in a browser (or by a link scanner) leaves nothing:
      // it shows this page, where the button is.
      await page.goto(link.unsubscribe);
      await expect(page).toHaveURL(/\/newsletter\/preferences\?token=/);
      await expect(page.getByText("Subscribed", { exact: true })).toBeVisible();

      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(
        page.getByRole("heading", { name: "You are unsubscribed" }),
      ).toBeVisible();
      await expect(
        page.getByText(
          "You have left the newsletter. We will send you nothing more.",
        ),
      ).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Subscribe again" }),
      ).toHaveAttribute("href", "/newsletter");
      await axe(page, javaScriptEnabled);

      // Back later: the unsubscribed state and the way back in (through the sign-up page).
      await page.goto(link.preferences);
      await expect(
        page.getByRole("heading", { name: "You are unsubscribed" }),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: "Unsubscribe" }),
      ).toHaveCount(0);
      await expect(
        page.getByRole("link", { name: "Subscribe again" }),
      ).toBeVisible();
      await axe(page, javaScriptEnabled);
      await page.context().close();
    });
  }

  test("works in French, lang fr-CA, with French topic names and no axe violation", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await open(browser, true);
    await page.goto(links.french.preferences);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Préférences de l’infolettre",
      }),
    ).toBeVisible();
    await expect(page.getByText("Abonné", { exact: true })).toBeVisible();
    await expect(language(page).getByLabel("Français")).toBeChecked();
    await topics(page).getByLabel("Cybersécurité et résilience").check();
    await page
      .getByRole("button", { name: "Enregistrer les préférences" })
      .click();
    await expect(
      page.getByText("Vos préférences sont enregistrées."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Me désabonner" }).click();
    await expect(
      page.getByRole("heading", { name: "Désabonnement confirmé" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Me réabonner" }),
    ).toHaveAttribute("href", "/fr/newsletter");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test("refuses a link that is not ours, clearly, in both languages", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await open(browser, true);
    const forged = links.shots.preferences.slice(0, -5);
    const refused = await page.goto(forged);
    expect(refused?.status()).toBe(400);
    await expect(
      page.getByRole("heading", { name: "This link is not valid" }),
    ).toBeVisible();
    await expect(
      page.getByText("Use the link from your latest newsletter e-mail"),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Save preferences" }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto(`/fr${forged}`);
    await expect(
      page.getByRole("heading", { name: "Ce lien n’est pas valide" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing was changed: the real link still opens the subscribed page.
    await page.goto(links.shots.preferences);
    await expect(page.getByText("Subscribed", { exact: true })).toBeVisible();
    await page.context().close();
  });
});
