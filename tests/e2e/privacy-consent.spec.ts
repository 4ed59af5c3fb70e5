import type { Locator, Page } from "@playwright/test";
import { CONSENT_TEXT } from "../../app/domain/privacy/consent-copy";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * Consent per purpose (decision 072), in Chromium: the careers application with its unticked
 * "keep my résumé" box ticked (the page's form, without JavaScript) sends an acknowledgement
 * with the withdrawal link; the link opens a page whose one button withdraws, and says so —
 * in English and French, with no axe violation on the page.
 */
function control(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope
    .locator("label")
    .filter({
      hasText: new RegExp(`^${escaped}(\\s*\\*|\\s*\\(optional\\))?$`),
    })
    .locator(
      "xpath=following::*[self::input or self::select or self::textarea][1]",
    );
}

const pdf = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  ),
};

const LANGUAGES = [
  {
    locale: "en" as const,
    prefix: "",
    labels: {
      first: "First name",
      last: "Last name",
      email: "Email",
      experience: "Experience",
      cover: "Cover letter",
      resume: "Résumé",
    },
    submit: "Submit Application",
    sent: "Application Submitted Successfully!",
    button: "Stop keeping my résumé",
    done: "Your consent is withdrawn",
  },
  {
    locale: "fr" as const,
    prefix: "/fr",
    labels: {
      first: "Prénom",
      last: "Nom de famille",
      email: "Courriel",
      experience: "Expérience",
      cover: "Lettre de présentation",
      resume: "Curriculum vitæ",
    },
    submit: "Envoyer ma candidature",
    sent: "Candidature envoyée!",
    button: "Ne plus conserver mon CV",
    done: "Votre consentement est retiré",
  },
];

for (const language of LANGUAGES) {
  test.describe(`keep my résumé (${language.locale})`, () => {
    test(`the ticked box brings a withdrawal link whose page withdraws in one step (${language.locale})`, async ({
      browser,
    }) => {
      const email = `keep-${language.locale}-${Date.now()}@example.org`;
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const page = await noScript.newPage();
      await page.goto(`${language.prefix}/careers?apply=general#application`);
      const form = page.locator("section#application form");
      const box = form.getByLabel(CONSENT_TEXT.keep_resume[language.locale]);
      await expect(box).not.toBeChecked();
      await control(form, language.labels.first).fill("Ada");
      await control(form, language.labels.last).fill("Lovelace");
      await control(form, language.labels.email).fill(email);
      await control(form, language.labels.experience).fill("Ten years.");
      await control(form, language.labels.cover).fill("Hello.");
      await control(form, language.labels.resume).setInputFiles(pdf);
      await box.check();
      await form.getByRole("button", { name: language.submit }).click();
      await expect(
        page.getByRole("status").filter({ hasText: language.sent }),
      ).toBeVisible();
      await noScript.close();

      const mail = await newestMailTo(email, (text) =>
        text.includes("/privacy/consent/withdraw?token="),
      );
      const link = new URL(
        /https?:\/\/[^\s]+\/privacy\/consent\/withdraw\?token=[^\s]+/.exec(
          mail,
        )![0],
      );
      expect(link.pathname).toBe(`${language.prefix}/privacy/consent/withdraw`);

      const context = await browser.newContext();
      const withdraw = await context.newPage();
      await withdraw.goto(link.pathname + link.search);
      const button = withdraw.getByRole("button", { name: language.button });
      await expect(button).toBeVisible();
      await expectNoAxeViolations(withdraw);
      await button.click();
      await expect(
        withdraw.getByRole("heading", { level: 1, name: language.done }),
      ).toBeVisible();
      await expectNoAxeViolations(withdraw);
      // The link again: the page still offers the button, and pressing it says the same.
      await withdraw.goto(link.pathname + link.search);
      await withdraw.getByRole("button", { name: language.button }).click();
      await expect(
        withdraw.getByRole("heading", { level: 1, name: language.done }),
      ).toBeVisible();
      await context.close();
    });
  });
}

test("a link that is not ours says so, without a button", async ({ page }) => {
  await page.goto("/privacy/consent/withdraw?token=w1.keep_resume.x.y");
  await expect(
    page.getByRole("heading", { level: 1, name: "This link does not work" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /résumé/ })).toHaveCount(0);
});
