import type { Browser, Page } from "@playwright/test";
import { DEVELOPMENT_AUTH_SECRET } from "../../app/server/env.server";
import { issueConfirmationToken } from "../../app/server/newsletter/newsletter-tokens.server";
import { browserPage } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * The newsletter's sign-up and double opt-in in a browser (docs/newsletter.md): the 'Stay
 * Updated' box on /blog and in the footer, with JavaScript (in place, answered in its live
 * region) and without (through /newsletter, one more press of Subscribe), the confirmation
 * e-mail, and its link's page, whose button confirms — English and French, axe on each state.
 */
const RUN = Date.now().toString(36);
let count = 0;
const address = (label: string) => `nl-${label}-${RUN}-${++count}@example.org`;

async function open(browser: Browser, baseURL: string, javaScript: boolean) {
  return browserPage(browser, baseURL, javaScript);
}

/** The confirmation link of the newest e-mail to `email`, as a path on the e2e server. */
async function confirmationPath(email: string, french = false) {
  // newestMailTo decodes quoted-printable byte by byte: the bytes are UTF-8.
  const mail = Buffer.from(
    await newestMailTo(email, (text) =>
      text.includes("newsletter/confirm?token="),
    ),
    "latin1",
  ).toString("utf8");
  expect(mail).toContain(
    french
      ? "ignorez ce courriel\u00a0: rien ne vous sera envoyé"
      : "If this was not you, ignore this e-mail: nothing will be sent",
  );
  expect(mail).toContain(french ? "48\u00a0heures" : "48 hours");
  const url =
    /https?:\/\/[^\s/]+(\/(?:fr\/)?newsletter\/confirm\?token=[^\s]+)/.exec(
      mail,
    );
  expect(url, "confirmation link").not.toBeNull();
  return url![1]!;
}

/**
 * Opens the link (a GET: nothing confirmed), then presses the button (a POST). axe needs a
 * page's JavaScript: the states are checked in the runs with it.
 */
async function confirmThroughLink(
  page: Page,
  path: string,
  { french = false, javaScript }: { french?: boolean; javaScript: boolean },
) {
  const axe = async () => {
    if (javaScript) await expectNoAxeViolations(page);
  };
  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toContain("no-store");
  expect(answer?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    french ? "Confirmez votre abonnement" : "Confirm your subscription",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    /noindex/,
  );
  await axe();
  await page
    .getByRole("button", {
      name: french ? "Confirmer mon abonnement" : "Confirm my subscription",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    french ? "Abonnement confirmé" : "You're subscribed",
  );
  await expect(
    page.getByRole("link", {
      name: french
        ? "Choisir vos sujets ou votre langue, ou vous désabonner"
        : "Choose your topics or language, or unsubscribe",
    }),
  ).toHaveAttribute("href", /\/newsletter\/preferences\?token=/);
  await axe();
  const preferences = await page
    .getByRole("link", {
      name: french
        ? "Choisir vos sujets ou votre langue, ou vous désabonner"
        : "Choose your topics or language, or unsubscribe",
    })
    .getAttribute("href");
  // The preferences page (docs/newsletter.md, "Preferences and leaving") opens for this reader.
  const opened = await page.request.get(preferences!);
  expect(opened.status()).toBe(200);
  // The link again (a mail scanner, or a second click): already subscribed, nothing changes.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    french ? "Abonnement déjà confirmé" : "You're already subscribed",
  );
  // The permanent preferences link was shown once, to the button's POST: not to the link again.
  await expect(
    page.locator('a[href*="/newsletter/preferences?token="]'),
  ).toHaveCount(0);
  await axe();
}

test.describe("with JavaScript", () => {
  test("subscribes from the /blog box in place, then confirms by the e-mail's button @mobile", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, true);
    const email = address("blog-js");
    await page.goto("/blog");
    const box = page.locator("section", {
      has: page.locator("#blog-newsletter-heading"),
    });
    await expect(box.locator("form[data-enhanced]")).toHaveCount(1);
    await box.getByLabel("E-mail address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText(
      "a confirmation e-mail is on its way",
    );
    await expect(page).toHaveURL(/\/blog$/);
    await expect(box.getByLabel("E-mail address")).toHaveValue("");
    await confirmThroughLink(page, await confirmationPath(email), {
      javaScript: true,
    });
    await page.context().close();
  });

  test("subscribes from the footer of a prerendered page in place, in French", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, true);
    const email = address("footer-fr-js");
    await page.goto("/fr/about");
    const footer = page.locator("footer");
    await expect(footer.locator("form[data-enhanced]")).toHaveCount(1);
    await footer.getByLabel("Adresse courriel").fill(email);
    await footer.getByRole("button", { name: "S’abonner" }).click();
    await expect(footer.getByRole("status")).toContainText(
      "un courriel de confirmation est en route",
    );
    await expect(page).toHaveURL(/\/fr\/about$/);
    const path = await confirmationPath(email, true);
    expect(path).toMatch(/^\/fr\/newsletter\/confirm\?/);
    await confirmThroughLink(page, path, { french: true, javaScript: true });
    await page.context().close();
  });
});

test.describe("without JavaScript", () => {
  test("the /blog box leads to /newsletter with the address filled in; Subscribe sends the e-mail; the link's button confirms", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, false);
    const email = address("blog-nojs");
    await page.goto("/blog");
    const box = page.locator("section", {
      has: page.locator("#blog-newsletter-heading"),
    });
    await box.getByLabel("E-mail address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const form = page.locator("#newsletter-form");
    await expect(form.getByLabel("E-mail address")).toHaveValue(email);
    await expect(form.getByRole("status")).toHaveText(
      "Almost there: press Subscribe to receive the confirmation e-mail.",
    );
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toContainText(
      "a confirmation e-mail is on its way",
    );
    await confirmThroughLink(page, await confirmationPath(email), {
      javaScript: false,
    });
    await page.context().close();
  });

  test("the French footer box works the same way, in French @mobile", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, false);
    const email = address("footer-fr-nojs");
    await page.goto("/fr/vision");
    const footer = page.locator("footer");
    await footer.getByLabel("Adresse courriel").fill(email);
    await footer.getByRole("button", { name: "S’abonner" }).click();
    await expect(page).toHaveURL(/\/fr\/newsletter$/);
    const form = page.locator("#newsletter-form");
    await expect(form.getByRole("status")).toContainText("Vous y êtes presque");
    await form.getByRole("button", { name: "S’abonner" }).click();
    await expect(form.getByRole("status")).toContainText("Merci.");
    await confirmThroughLink(page, await confirmationPath(email, true), {
      french: true,
      javaScript: false,
    });
    await page.context().close();
  });
});

test("an expired link offers to subscribe again; a forged one is refused; both pass axe", async ({
  page,
}) => {
  const expired = issueConfirmationToken(
    DEVELOPMENT_AUTH_SECRET,
    "00000000-0000-4000-8000-000000000000",
    Date.now() - 49 * 3_600_000,
  );
  const old = await page.goto(`/newsletter/confirm?token=${expired}`);
  expect(old?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This link has expired",
  );
  await expect(
    page.getByRole("link", { name: "Subscribe again" }),
  ).toHaveAttribute("href", "/newsletter");
  await expectNoAxeViolations(page);

  const forged = await page.goto("/fr/newsletter/confirm?token=c1.forged");
  expect(forged?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ce lien n’est pas valide",
  );
  await expectNoAxeViolations(page);
});
