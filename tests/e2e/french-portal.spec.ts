import { generateSync } from "otplib";
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
 * The portal and the account pages in French (decision 055): the account's choice on /account,
 * else the browser's language. Choosing changes an account's profile, so those tests run on a
 * server of this file's own: the suite's other specs keep their English accounts.
 */
test.describe("a client who chooses Français", () => {
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess;

  test.beforeAll(async () => {
    // A second server, started while the suite's own is busy: give it time on a loaded machine.
    test.setTimeout(240_000);
    server = await startServer({
      DATA_DIR: seededDataDir(),
      LOG_LEVEL: "warn",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("sees the account page and the portal in French, lang fr-CA, with no axe violation", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "en-CA",
    });
    const page = await context.newPage();
    await signInDirectly(
      page,
      "/auth",
      "tomas.lindqvist@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    // No choice yet and an English browser: English.
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");

    await page.goto("/account");
    await ready(page, true);
    const language = page.getByRole("region", { name: "Language / Langue" });
    await language.getByLabel("Français").check();
    await language.getByRole("button", { name: "Save language" }).click();
    await expect(toastWith(page, "Langue enregistrée")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: "Votre compte" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(language.getByLabel("Français")).toBeChecked();

    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Bienvenue, Tomas Lindqvist",
      }),
    ).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Tableau de bord" });
    for (const name of ["Projets", "Documents", "Soutien", "Équipe"])
      await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText(
      /Commencé le \d{1,2} [a-zéû]+\.? \d{4}/,
    );
    await expect(page.getByText("Welcome", { exact: false })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Tableau de bord client \|/);
    await ready(page, true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("sees a project's page and its timeline in French", async ({
    browser,
  }) => {
    // Tomas chose Français in the first test: his English browser no longer decides.
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "en-CA",
    });
    const page = await context.newPage();
    await signInDirectly(
      page,
      "/auth",
      "tomas.lindqvist@example.org",
      DEMO_PASSWORD,
    );
    await ready(page, true);
    await page
      .getByRole("link", { name: "E-Invoicing Platform Rollout" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(/^E-Invoicing Platform Rollout \|/);
    await expect(
      page.getByRole("link", { name: "Tous les projets" }),
    ).toHaveAttribute("href", "/dashboard");
    await expect(
      page.getByRole("heading", { level: 3, name: "Mises à jour" }),
    ).toBeVisible();
    const timeline = page.getByRole("list").filter({
      has: page.getByRole("heading", { name: /onboarding wave 2/ }),
    });
    await expect(timeline.getByRole("listitem").first()).toContainText(
      "Prochaines étapes",
    );
    await expect(timeline.getByRole("listitem").last()).toContainText(
      "Jalon atteint",
    );
    // "5 novembre 2026", not "November 5, 2026".
    await expect(timeline.locator("time").first()).toHaveText(
      /^\d{1,2} [a-zéû]+ \d{4}$/,
    );
    await expect(page.getByRole("main")).toContainText(
      /Début\s*\d{1,2} [a-zéû]+ \d{4}/,
    );
    await expect(page.getByRole("region", { name: "Documents" })).toBeVisible();
    for (const english of ["All projects", "Updates", "Started", "Milestone"])
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("a client admin with a French browser manages the Team tab in French", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "fr-CA",
      extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" },
    });
    const page = await context.newPage();
    await signInDirectly(
      page,
      "/auth",
      "amira.haddad@example.org",
      DEMO_PASSWORD,
    );
    await page.goto("/dashboard/team");
    await ready(page, true);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(/^Équipe \| Tableau de bord client \|/);
    const people = page.getByRole("region", { name: /^Personnes de / });
    await expect(people).toContainText(
      /\d+ personnes ont accès à ce portail\./,
    );
    await expect(people).toContainText(
      /Membre depuis le \d{1,2} [a-zéû]+\.? \d{4}/,
    );
    await expect(people.getByText("Vous", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The browser's check, in French.
    await page.getByRole("button", { name: "Envoyer l’invitation" }).click();
    await expect(
      page.getByText(
        "Entrez l’adresse courriel professionnelle de votre collègue.",
      ),
    ).toBeVisible();
    await page
      .getByLabel("Courriel professionnel")
      .fill("nouvelle.collegue@example.org");
    await page.getByRole("button", { name: "Envoyer l’invitation" }).click();
    await expect(toastWith(page, "Invitation envoyée")).toContainText(
      /nouvelle\.collegue@example\.org recevra un lien d’inscription à .+, valide jusqu’au \d{1,2} [a-zéû]+ \d{4}\./,
    );
    const row = page
      .getByRole("region", { name: "Invitations" })
      .getByRole("listitem")
      .filter({ hasText: "nouvelle.collegue@example.org" });
    await expect(row).toContainText("En attente");
    await expect(row).toContainText("Utilisateur client");
    await expect(row).toContainText("Invitation envoyée par Amira Haddad");
    await expect(row).toContainText(/Expire le \d{1,2} [a-zéû]+\.? \d{4}/);

    await row
      .getByRole("button", {
        name: "Annuler l’invitation envoyée à nouvelle.collegue@example.org",
      })
      .click();
    const dialog = page.getByRole("dialog", {
      name: "Annuler l’invitation envoyée à nouvelle.collegue@example.org?",
    });
    await expect(dialog).toContainText("cesse immédiatement de fonctionner");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Annuler l’invitation" }).click();
    await expect(toastWith(page, "Invitation annulée")).toContainText(
      "Le lien d’inscription envoyé à nouvelle.collegue@example.org ne fonctionne plus.",
    );
    await expect(row).toContainText(/Révoquée le \d{1,2} [a-zéû]+\.? \d{4}/);
    for (const english of ["Invite a colleague", "Pending", "Client user"])
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    await context.close();
  });

  test("saves the choice without JavaScript too, and refuses a language the site does not have", async ({
    browser,
  }) => {
    const page = await browserPage(browser, server.url, false);
    await signInDirectly(page, "/auth", "li.wei@example.org", DEMO_PASSWORD);
    await page.goto("/account");
    await page.getByLabel("Français").check();
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByRole("heading", { level: 1, name: "Votre compte" }),
    ).toBeVisible();

    // A forged post: the form offers two languages only, the server checks it anyway.
    const refused = await page.request.post("/account", {
      form: { intent: "set-language", locale: "de" },
      headers: { Origin: server.url },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Choisissez English ou Français.");
    await page.context().close();
  });

  test("a French browser sets up two-factor authentication and gets its second step in French", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "fr-CA",
      extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" },
    });
    const page = await context.newPage();
    await signInDirectly(
      page,
      "/auth",
      "grace.okafor@example.org",
      DEMO_PASSWORD,
    );
    await page.goto("/account");
    await ready(page, true);
    await page
      .getByLabel("Confirmez votre mot de passe")
      .filter({ visible: true })
      .fill(DEMO_PASSWORD);
    await page
      .getByRole("button", {
        name: "Configurer l’authentification à deux facteurs",
      })
      .click();
    await expect(
      page
        .getByLabel(
          "Code QR de votre secret d’authentification à deux facteurs",
        )
        .filter({ visible: true }),
    ).toBeVisible();
    const secret = (await page
      .locator("code")
      .filter({ hasText: /^[A-Z2-7]{16,}$/ })
      .first()
      .textContent())!.trim();
    await page
      .getByLabel("Code d’authentification")
      .filter({ visible: true })
      .fill(generateSync({ secret }));
    await page
      .getByRole("button", {
        name: "Activer l’authentification à deux facteurs",
      })
      .click();
    await expect(
      toastWith(page, "L’authentification à deux facteurs est activée"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signInDirectly(
      page,
      "/auth",
      "grace.okafor@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/auth\/two-factor/);
    await ready(page, true);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(/^Authentification à deux facteurs \|/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Authentification à deux facteurs",
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Recommencer" }),
    ).toHaveAttribute("href", "/auth");
    await expectNoAxeViolations(page);
    await page
      .getByLabel("Code d’authentification")
      .filter({ visible: true })
      .fill("000000");
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(
      page.getByText(/^Ce code n’a pas fonctionné.*ou un code de secours\.$/),
    ).toBeVisible();
    await page
      .getByLabel("Code d’authentification")
      .filter({ visible: true })
      .fill(generateSync({ secret }));
    await page.getByRole("button", { name: "Vérifier" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.close();
  });
});

test("a French browser with no account gets /auth in French", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: "fr-CA",
    extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" },
  });
  const page = await context.newPage();
  await page.goto("/auth");
  await ready(page, true);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(
    page.getByRole("heading", { name: "Portail client" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Se connecter" }),
  ).toBeVisible();
  await expect(
    page.getByLabel("Courriel").filter({ visible: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Connexion \|/);
  await context.close();

  // The same page for an English browser stays as the specification words it.
  const english = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "Accept-Language": "en-CA,en;q=0.9" },
  });
  const englishPage = await english.newPage();
  await englishPage.goto("/auth");
  await expect(englishPage.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(
    englishPage.getByRole("button", { name: "Sign In" }),
  ).toBeVisible();
  await english.close();
});

test("a French browser gets the password reset pages in French, with no axe violation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: "fr-CA",
    extraHTTPHeaders: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" },
  });
  const page = await context.newPage();
  await page.goto("/auth/forgot-password");
  await ready(page, true);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page).toHaveTitle(/^Réinitialiser votre mot de passe \|/);
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Réinitialiser votre mot de passe",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Retour à la connexion" }),
  ).toHaveAttribute("href", "/auth");
  await expectNoAxeViolations(page);
  await page
    .getByLabel("Courriel")
    .filter({ visible: true })
    .fill("personne.du.tout@example.org");
  await page
    .getByRole("button", { name: "Envoyer le lien de réinitialisation" })
    .click();
  await expect(toastWith(page, "Consultez vos courriels")).toContainText(
    "Si un compte existe pour cette adresse",
  );

  await page.goto("/auth/reset-password?token=not-a-real-token");
  await ready(page, true);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page).toHaveTitle(/^Choisir un nouveau mot de passe \|/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Ce lien ne fonctionne plus" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: "Demander un nouveau lien de réinitialisation",
    }),
  ).toHaveAttribute("href", "/auth/forgot-password");
  await expectNoAxeViolations(page);
  await context.close();
});
