import type { Browser, Page } from "@playwright/test";
import { browserPage, DEMO_PASSWORD, signInDirectly } from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * A privacy request in a browser (docs/privacy.md): the form at /privacy/request without
 * JavaScript in English (the server's field errors, a wrong code, the right one) and with it in
 * French, each confirmed by the code e-mailed to the address; then the request in the staff
 * queue, started and erased after its preview, and answered. axe on every page that runs it.
 */
const RUN = Date.now().toString(36);
const address = (label: string) => `privacy-${label}-${RUN}@example.org`;

async function open(
  browser: Browser,
  baseURL: string,
  javaScript: boolean,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: javaScript,
  });
  return context.newPage();
}

function codeOf(mail: string): string {
  const code = /\b(\d{6})\b/.exec(mail)?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}

test.describe("privacy requests", () => {
  test.slow();

  test("without JavaScript, in English: errors, a wrong code, then the right one", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, false);
    const email = address("en");
    await page.goto("/privacy/request");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Your personal information, your request",
      }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(
      page.getByText("Please choose what you are asking for"),
    ).toBeVisible();
    await expect(page.getByLabel("Your e-mail address")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await page.getByLabel("Correct information about me").check();
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(
      page.getByText(
        "Please tell us what to correct, or what your complaint is about",
      ),
    ).toBeVisible();
    // What was typed came back.
    await expect(page.getByLabel("Your e-mail address")).toHaveValue(email);
    await page
      .getByLabel("Details")
      .fill(
        "My job title in your records is out of date: it should read Director.",
      );
    await page.getByRole("button", { name: "Send my request" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Check your e-mail" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/privacy\/request\/[0-9a-f-]{36}$/);

    const code = codeOf(
      await newestMailTo(email, (text) => text.includes("Your code is")),
    );
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("6-digit code").fill(wrong);
    await page.getByRole("button", { name: "Confirm my request" }).click();
    await expect(
      page.getByText(
        /^That code is not right\. Tries left before a new code is needed: 2$/,
      ),
    ).toBeVisible();
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Confirm my request" }).click();
    await expect(
      page.getByRole("heading", { name: "Your request is confirmed" }),
    ).toBeVisible();
    await newestMailTo(email, (text) =>
      text.includes("We received your request"),
    );
    await page.context().close();
  });

  test("with JavaScript, in French, then worked in the console: erased and answered", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, true);
    const email = address("fr");
    await page.goto("/fr/privacy/request");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expectNoAxeViolations(page);
    await page
      .getByLabel("Faire supprimer mes renseignements personnels")
      .check();
    await page.getByLabel("Votre adresse courriel").fill(email);
    await page.getByLabel("Votre nom (facultatif)").fill("Ada Tremblay");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Consultez votre boîte de réception",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await newestMailTo(email, (text) =>
      text.includes("Votre code est le"),
    );
    await page.getByLabel("Code à 6\u00a0chiffres").fill(codeOf(mail));
    await page.getByRole("button", { name: "Confirmer ma demande" }).click();
    await expect(
      page.getByRole("heading", { name: "Votre demande est confirmée" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const reference = (await page
      .getByText(/^Référence PR-[0-9A-F]{8}$/)
      .textContent())!.replace("Référence ", "");
    await page.context().close();

    const staff = await browserPage(browser, baseURL!, true);
    await signInDirectly(
      staff,
      "/admin/auth",
      "staff.admin@example.org",
      DEMO_PASSWORD,
    );
    await staff.goto("/lead_admin/privacy");
    await expect(
      staff.getByRole("heading", { name: "Privacy requests" }),
    ).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.getByRole("link", { name: reference }).click();
    await expect(
      staff.getByRole("heading", { name: `${reference}: Erasure` }),
    ).toBeVisible();
    await expect(
      staff.getByText("30 days left").or(staff.getByText("29 days left")),
    ).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff
      .getByRole("button", { name: "Start work on this request" })
      .click();
    await expect(staff.getByText("In progress", { exact: true })).toBeVisible();
    await staff.getByRole("button", { name: "Erase now" }).click();
    await expect(
      staff.getByText(
        "Tick the box to confirm the erasure: it cannot be undone.",
      ),
    ).toBeVisible();
    await staff
      .getByLabel(
        "I have checked the preview: delete and anonymise as listed. This cannot be undone.",
      )
      .check();
    await staff.getByRole("button", { name: "Erase now" }).click();
    await expect(staff.getByText("Data erased")).toBeVisible();
    await staff
      .getByLabel("Your answer")
      .fill(
        "Nous avons supprimé vos renseignements, sauf le dossier de votre demande.",
      );
    await staff
      .getByRole("button", { name: "Complete and send the answer" })
      .click();
    await expect(staff.getByText("Request completed")).toBeVisible();
    await expect(staff.getByText("Completed", { exact: true })).toBeVisible();
    await newestMailTo(email, (text) =>
      text.includes("vos renseignements, sauf le dossier"),
    );
  });
});
