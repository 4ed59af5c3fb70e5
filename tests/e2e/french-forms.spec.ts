import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  screenshotForPerson,
  test,
} from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * Decision 055: the contact form on /fr/contact speaks French — labels, the schema's messages in
 * the browser and from the server without JavaScript, the toast — and the lead it stores is
 * French (its acknowledgement arrives in French; tests/integration/french-leads.test.ts reads
 * the stored `locale` column itself).
 */

/** The control whose <label> reads exactly `label` (ignoring the required mark). */
function control(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return scope
    .locator("label")
    .filter({
      hasText: new RegExp(`^${escaped}(\\s*\\*|\\s*\\(facultatif\\))?$`),
    })
    .locator(
      "xpath=following::*[self::input or self::select or self::textarea][1]",
    );
}

async function expectFieldError(page: Page, label: string, message: string) {
  const field = control(page, label);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, `error linked to ${label}`).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

async function gotoEnhanced(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")].every(
      (form) => form.dataset.enhanced === "true",
    ),
  );
}

/** A few fields wrong: a one-letter first name, no last name, a bad address, a short message. */
async function fillWrongly(form: Locator) {
  await control(form, "Prénom").fill("A");
  await control(form, "Courriel").fill("pas-une-adresse");
  await control(form, "Message").fill("Court");
}

async function expectFrenchErrors(page: Page) {
  await expectFieldError(
    page,
    "Prénom",
    "Le prénom doit compter au moins 2 caractères",
  );
  await expectFieldError(
    page,
    "Nom de famille",
    "Le nom de famille doit compter au moins 2 caractères",
  );
  await expectFieldError(
    page,
    "Courriel",
    "Veuillez entrer une adresse courriel valide",
  );
  await expectFieldError(
    page,
    "Domaine d’intérêt",
    "Veuillez choisir un domaine d’intérêt",
  );
  await expectFieldError(
    page,
    "Message",
    "Le message doit compter au moins 10 caractères",
  );
}

test.describe("the French contact form", () => {
  test("shows French messages in the browser, then sends: French confirmation in the form, French acknowledgement", async ({
    page,
  }) => {
    await gotoEnhanced(page, "/fr/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const form = page.getByRole("form", { name: "Nous joindre" });
    await fillWrongly(form);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expectFrenchErrors(page);
    await expect(control(form, "Prénom")).toBeFocused();

    const email = "awa.traore@economie.example";
    await control(form, "Prénom").fill("Awa");
    await control(form, "Nom de famille").fill("Traoré");
    await control(form, "Courriel").fill(email);
    await control(form, "Entreprise ou organisation").fill(
      "Ministère de l'Économie numérique",
    );
    await control(form, "Domaine d’intérêt").selectOption("governance");
    await control(form, "Message").fill(
      "Nous voulons dématérialiser la déclaration de TVA.",
    );
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Formulaire envoyé")).toBeVisible();
    await expect(
      page.getByText("Nous vous répondrons dans les meilleurs délais!"),
    ).toBeVisible();
    // The confirmation stays in the form (no toast that vanishes), focused.
    await expect(
      form.getByRole("status").filter({ hasText: "Formulaire envoyé" }),
    ).toBeFocused();
    await expect(control(form, "Message")).toHaveValue("");
    // The lead was stored as French: its acknowledgement is written in French.
    // Polled until the whole message is there (a file being written can be read half-way).
    const mail = await newestMailTo(email, (text) =>
      text.includes("Nous lisons chaque message"),
    );
    expect(mail).toContain("Bonjour,");
    expect(mail).not.toContain("Hello,");
  });

  test("passes axe with its French errors, and a 390 px screenshot shows them", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoEnhanced(page, "/fr/contact");
    const form = page.getByRole("form", { name: "Nous joindre" });
    await fillWrongly(form);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expectFrenchErrors(page);
    await expectNoAxeViolations(page);
    await screenshotForPerson(form, {
      path: testInfo.outputPath("fr-contact-errors-390.png"),
    });
  });
});

test.describe("the French contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with French errors beside the fields, input kept", async ({
    page,
  }) => {
    await page.goto("/fr/contact");
    const form = page.getByRole("form", { name: "Nous joindre" });
    await fillWrongly(form);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expectFrenchErrors(page);
    await expect(
      control(page.getByRole("form", { name: "Nous joindre" }), "Courriel"),
    ).toHaveValue("pas-une-adresse");
  });

  test("a valid post shows the French confirmation in the page", async ({
    page,
  }) => {
    await page.goto("/fr/contact");
    const form = page.getByRole("form", { name: "Nous joindre" });
    await control(form, "Prénom").fill("Moussa");
    await control(form, "Nom de famille").fill("Keïta");
    await control(form, "Courriel").fill("moussa.keita@sante.example");
    await control(form, "Entreprise ou organisation").fill(
      "Ministère de la Santé",
    );
    await control(form, "Domaine d’intérêt").selectOption("healthcare");
    await control(form, "Message").fill(
      "Nous préparons un réseau de télémédecine pour 40 cliniques.",
    );
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Formulaire envoyé" }),
    ).toContainText("Nous vous répondrons dans les meilleurs délais!");
  });
});
