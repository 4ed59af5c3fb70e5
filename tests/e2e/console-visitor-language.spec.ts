import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, signInDirectly } from "./accounts-support";
import { expect, screenshotForPerson, test } from "./fixtures";

/**
 * A lead sent from a French page reaches staff marked French (decision 055): the console stays
 * in English, but the lead's page says "Language: French" and reminds staff to reply in French.
 */

/** The control whose <label> reads exactly `label` (ignoring the required mark). */
function control(scope: Locator, label: string): Locator {
  return scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}(\\s*\\*)?$`) })
    .locator(
      "xpath=following::*[self::input or self::select or self::textarea][1]",
    );
}

async function sendFrenchContact(page: Page, email: string) {
  await page.goto("/fr/contact");
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")].every(
      (form) => form.dataset.enhanced === "true",
    ),
  );
  const form = page.getByRole("form", { name: "Nous joindre" });
  await control(form, "Prénom").fill("Lucie");
  await control(form, "Nom de famille").fill("Gagnon");
  await control(form, "Courriel").fill(email);
  await control(form, "Entreprise ou organisation").fill(
    "Ministère des Finances",
  );
  await control(form, "Domaine d’intérêt").selectOption("governance");
  await control(form, "Message").fill(
    "Nous aimerions discuter de la gouvernance des données.",
  );
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Formulaire envoyé")).toBeVisible();
}

test("a lead from the French contact page shows staff it is French", async ({
  page,
}, testInfo) => {
  const email = `lucie.gagnon.${Date.now()}@finances.example`;
  await sendFrenchContact(page, email);
  await signInDirectly(
    page,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/lead_admin/, { timeout: 20_000 });
  await page.goto(`/lead_admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Lucie Gagnon" }).first().click();
  await expect(page).toHaveURL(/\/lead_admin\/leads\/[0-9a-f-]{36}/);
  const submission = page.getByRole("region", { name: "Submission" });
  await expect(
    submission.locator("p").filter({ hasText: "Language:" }),
  ).toHaveText(/^Language:\s*French\s*Reply in French$/);
  await screenshotForPerson(submission, {
    path: testInfo.outputPath("lead-language-french.png"),
  });
});
