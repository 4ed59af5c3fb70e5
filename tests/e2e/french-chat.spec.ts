import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Decision 055, in Chromium against the suite's server (offline brain): on a French page the chat
 * widget is French — its launcher, panel, greeting and controls — and a French question gets a
 * French reply from the French pages, linking to /fr pages. The English widget is covered by
 * chat-widget.spec.ts and chat-widget-live.spec.ts.
 */
const LAUNCHER_NAME = "Clavarder avec notre expert en transformation numérique";

const launcher = (page: Page) =>
  page.getByRole("button", { name: LAUNCHER_NAME });
const panel = (page: Page) =>
  page.getByRole("dialog", { name: "Expert en transformation numérique" });
const messageBox = (page: Page) =>
  panel(page).getByRole("textbox", { name: "Votre message" });
const replies = (page: Page) =>
  panel(page).locator('[data-chat-message="assistant"]');

test("on /fr the widget opens in French, and a French question gets a French reply citing /fr pages", async ({
  page,
}) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(launcher(page)).toHaveAttribute("data-enhanced", "");
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  await expect(messageBox(page)).toHaveAttribute(
    "placeholder",
    "Posez une question sur nos plateformes, nos projets ou nos mandats…",
  );
  await expect(
    panel(page).getByRole("button", { name: "Parler à une personne" }),
  ).toBeVisible();
  await expect(
    panel(page).getByRole("button", { name: "Fermer la conversation" }),
  ).toBeVisible();
  await expect(
    panel(page).getByRole("button", { name: "Envoyer le message" }),
  ).toBeVisible();
  await expect(replies(page).first()).toContainText(
    "Bonjour, je suis l’expert en transformation numérique de Kestrel.",
  );

  await messageBox(page).fill(
    "Parlez-moi de votre plateforme de visa électronique",
  );
  await messageBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
  await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });
  const reply = replies(page).last();
  await expect(reply).toContainText("Pour en savoir plus");
  await expect(
    reply
      .getByRole("link", { name: "Visa électronique et immigration" })
      .first(),
  ).toHaveAttribute("href", "/fr/solutions/evisa");
  for (const href of await reply
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
    expect(href).toMatch(/^\/fr(?:\/|$)/);
});

test("on an English page the widget stays English", async ({ page }) => {
  await page.goto("/about");
  const english = page.getByRole("button", {
    name: "Chat with our digital transformation expert",
  });
  await expect(english).toHaveAttribute("data-enhanced", "");
  await english.click();
  await expect(
    page.getByRole("dialog", { name: "Digital transformation expert" }),
  ).toBeVisible();
});

test("details written in French are not asked for again: Talk to a person is one French confirmation step", async ({
  page,
}) => {
  await page.goto("/fr");
  await expect(launcher(page)).toHaveAttribute("data-enhanced", "");
  await launcher(page).click();
  await messageBox(page).fill(
    "Je m'appelle Jean Roy, du ministère des Finances, courriel jean.roy@fin.example",
  );
  await messageBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(2);
  await expect(messageBox(page)).toBeEnabled({ timeout: 20_000 });

  await panel(page)
    .getByRole("button", { name: "Parler à une personne" })
    .click();
  const form = panel(page).locator('[data-chat-contact-form="handoff"]');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await expect(form.locator("[data-chat-contact-confirm]")).toHaveText(
    "Confier cette conversation à notre équipe sous le nom de Jean Roy (jean.roy@fin.example, ministère des Finances)?",
  );
  await expect(form.getByRole("textbox")).toHaveCount(0);
  await form.getByRole("button", { name: "Modifier mes coordonnées" }).click();
  await expect(form.getByLabel("Organisation")).toHaveValue(
    "ministère des Finances",
  );
  await expect(form.getByLabel("Nom")).toHaveValue("Jean Roy");
});
