import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newestMailTo } from "./mail-files";

/**
 * Booking a consultation in a browser (docs/booking.md): /book and /fr/book in two steps — a
 * time, which is then held, and the visitor's details — with JavaScript (times follow the
 * browser's zone) and without (a GET form chooses the zone), the manage page the confirmation
 * links to (move, cancel, a cancelled booking stays cancelled), a held time hidden from others
 * and refused to them (409 with fresh times), a booked time posted from a details step (409,
 * fresh times with the details kept), and a wrong manage link (404). The seeded host offers
 * weekday hours; each test takes a different slot, far from the others' (a meeting's 10-minute
 * buffer blocks the next half hour).
 */
const RUN = Date.now().toString(36);
const address = (label: string) => `book-${label}-${RUN}@example.org`;

async function open(
  browser: Browser,
  baseURL: string,
  options: { javaScript: boolean; timezoneId?: string },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScript,
    timezoneId: options.timezoneId ?? "America/Toronto",
  });
  return context.newPage();
}

/** Opens every folded day, then chooses the `index`th open time of the form `scope`. */
async function chooseSlot(
  page: Page,
  index: number,
  scope = page.locator("form[method=post]").first(),
) {
  const folded = scope.locator("details:not([open]) > summary");
  while ((await folded.count()) > 0) await folded.first().click();
  const label = scope.locator("input[name=slot] + label").nth(index);
  await label.click();
  return (await label.textContent())!.trim();
}

/** Chooses the `index`th open time and continues to the details step, where it is held. */
async function holdSlot(page: Page, index: number, french = false) {
  const chosen = await chooseSlot(page, index);
  await page
    .getByRole("button", { name: french ? "Continuer" : "Continue" })
    .click();
  await expect(page).toHaveURL(/[?&]hold=[A-Za-z0-9_-]{43}/);
  await expect(
    page.getByRole("heading", {
      name: french
        ? "Étape 2 sur 2\u00a0: vos coordonnées"
        : "Step 2 of 2: your details",
    }),
  ).toBeVisible();
  return chosen;
}

/** The instant a details step holds (its hidden slot). */
function heldSlotOf(page: Page) {
  return page.locator("input[type=hidden][name=slot]").getAttribute("value");
}

async function fillVisitor(page: Page, email: string, french = false) {
  await page
    .getByRole("textbox", { name: french ? "Votre nom" : "Your name" })
    .fill("Ada Okonkwo");
  await page
    .getByRole("textbox", {
      name: french ? "Courriel professionnel" : "Work e-mail",
    })
    .fill(email);
  await page
    .getByRole("textbox", { name: "Organisation" })
    .fill("Ministry of Digital Services");
}

test.describe("booking a consultation", () => {
  // Each walks two or three pages per visitor, with axe, beside other workers on two cores.
  test.slow();

  test("without JavaScript: choose the zone, book, get the invitation, then cancel for good", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, { javaScript: false });
    const answer = await page.goto("/book");
    expect(answer?.status()).toBe(200);
    await expect(
      page.getByText("Times are shown in America/Toronto."),
    ).toBeVisible();
    await page.getByLabel("Your time zone").selectOption("Europe/Paris");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/zone=Europe%2FParis/);
    await expect(
      page.getByText("Times are shown in Europe/Paris."),
    ).toBeVisible();

    // Continued without a time: the first step says so, nothing is held.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please choose a time")).toBeVisible();

    const chosen = await holdSlot(page, 20);
    await expect(
      page
        .locator("strong")
        .filter({ hasText: new RegExp(`${chosen} \\(Europe/Paris\\)$`) }),
    ).toBeVisible();
    await expect(
      page.getByText(/^We are holding this time for you until /),
    ).toBeVisible();
    // Posted empty: every field says what is missing, the time stays held.
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(
      page.getByText("Please enter a valid email address"),
    ).toBeVisible();
    await expect(
      page.getByText(/^We are holding this time for you until /),
    ).toBeVisible();

    const email = address("nojs");
    await fillVisitor(page, email);
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Your consultation is booked",
      }),
    ).toBeVisible();
    await expect(
      page.getByText(`We have e-mailed a calendar invitation to ${email}.`),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      /noindex/,
    );
    const managePath = new URL(page.url()).pathname;
    expect(managePath).toMatch(/^\/book\/manage\/[A-Za-z0-9_-]{43}$/);

    // The confirmation (not the host's copy, which the visitor's address replies to) carries a
    // calendar invitation and this very page's link.
    const mail = await newestMailTo(
      email,
      (text) => text.includes("METHOD:REQUEST") && text.includes(managePath),
    );
    expect(mail).toMatch(/^To: book-nojs-/m);
    expect(mail).toContain("text/calendar");
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.locator("main [role=status]").first()).toHaveText(
      "Your consultation is cancelled. We have e-mailed you a cancellation for your calendar.",
    );
    await expect(
      page.getByRole("heading", { name: "Cancelled consultation" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Move my consultation" }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: "Book a new time" }),
    ).toHaveAttribute("href", "/book");
    await newestMailTo(email, (text) => text.includes("METHOD:CANCEL"));
  });

  test("with JavaScript, in French: times in the browser's zone, book, move, axe on each state", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, {
      javaScript: true,
      timezoneId: "Europe/Paris",
    });
    await page.goto("/fr/book");
    await expect(page).toHaveURL(/zone=Europe%2FParis/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByText("Les heures sont indiquées selon le fuseau Europe/Paris."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await holdSlot(page, 40, true);
    await expect(
      page.getByText(/^Nous retenons cette plage horaire pour vous jusqu’à /),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await fillVisitor(page, address("fr"), true);
    await page.getByRole("button", { name: "Réserver cette plage" }).click();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Votre consultation est réservée",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const before = await page.locator("dd time").textContent();
    const rescheduleForm = page.locator("form[method=post]").filter({
      has: page.locator('input[name="intent"][value="reschedule"]'),
    });
    await chooseSlot(page, 3, rescheduleForm);
    await page
      .getByRole("button", { name: "Déplacer ma consultation" })
      .click();
    await expect(page.locator("main [role=status]").first()).toHaveText(
      "Votre consultation a été déplacée. Nous vous avons envoyé par courriel la nouvelle invitation.",
    );
    await expect(page.locator("dd time")).not.toHaveText(before!);
    await expectNoAxeViolations(page);
  });

  test("a held time is hidden from others and refused to them with fresh times (409)", async ({
    browser,
    baseURL,
  }) => {
    const first = await open(browser, baseURL!, { javaScript: false });
    const second = await open(browser, baseURL!, { javaScript: false });
    await first.goto("/book");
    await second.goto("/book");
    const chosen = await chooseSlot(first, 60);
    expect(await chooseSlot(second, 60)).toBe(chosen);
    await first.getByRole("button", { name: "Continue" }).click();
    await expect(first).toHaveURL(/hold=/);
    const held = await heldSlotOf(first);

    // The second visitor's page was shown before the hold: their post is refused.
    const [answer] = await Promise.all([
      second.waitForResponse(
        (response) => response.request().method() === "POST",
      ),
      second.getByRole("button", { name: "Continue" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(second.getByRole("alert")).toHaveText(
      "Someone else has just chosen that time. Please choose another one below.",
    );
    await expect(
      second.locator(`input[name=slot][value="${held}"]`),
    ).toHaveCount(0);
    // A fresh page does not offer it either, while the first visitor holds it.
    await second.goto("/book");
    await expect(second.locator("input[name=slot]").first()).toBeAttached();
    await expect(
      second.locator(`input[name=slot][value="${held}"]`),
    ).toHaveCount(0);

    await fillVisitor(first, address("hold-a"));
    await first.getByRole("button", { name: "Book this time" }).click();
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is booked",
    );
    // Going back to the spent details link says the time is no longer held.
    await first.goBack();
    await first.reload();
    await expect(first.getByRole("alert")).toHaveText(
      "That time is no longer held for you. Please choose a time again.",
    );
  });

  test("a details step whose time was booked meanwhile answers 409 with fresh times and the details kept", async ({
    browser,
    baseURL,
  }) => {
    // What a visitor sees whose hold lapsed while someone else booked the time: a details step
    // posting a booked time (here, set in the form by hand).
    const first = await open(browser, baseURL!, { javaScript: false });
    await first.goto("/book");
    await holdSlot(first, 70);
    const booked = await heldSlotOf(first);
    await fillVisitor(first, address("lapse-a"));
    await first.getByRole("button", { name: "Book this time" }).click();
    await expect(first.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is booked",
    );

    const second = await open(browser, baseURL!, { javaScript: true });
    await second.goto("/book?zone=America%2FToronto");
    await holdSlot(second, 0);
    await fillVisitor(second, address("lapse-b"));
    await second
      .locator("input[type=hidden][name=slot]")
      .evaluate(
        (input, value) => ((input as HTMLInputElement).value = value!),
        booked,
      );
    const [answer] = await Promise.all([
      second.waitForResponse(
        (response) => response.request().method() === "POST",
      ),
      second.getByRole("button", { name: "Book this time" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await expect(second.getByRole("alert")).toHaveText(
      "Someone has just booked that time. Please choose another one below.",
    );
    // What the visitor typed stays beside fresh times; the booked one is not among them.
    await expect(
      second.getByRole("textbox", { name: "Organisation" }),
    ).toHaveValue("Ministry of Digital Services");
    await expect(
      second.locator(`input[name=slot][value="${booked}"]`),
    ).toHaveCount(0);
    await expect(second.locator("input[name=slot]:checked")).toHaveCount(0);
    await expectNoAxeViolations(second);
    // Booking from there needs no hold.
    await chooseSlot(second, 2);
    await second.getByRole("button", { name: "Book this time" }).click();
    await expect(second.getByRole("heading", { level: 1 })).toHaveText(
      "Your consultation is booked",
    );
  });

  test("without JavaScript, in French: get-started's thank-you step is the picker, filled in", async ({
    browser,
    baseURL,
  }) => {
    const page = await open(browser, baseURL!, { javaScript: false });
    await page.goto("/fr/get-started");
    const field = (name: string) =>
      page.locator(`#get-started-form [name="${name}"]`);
    const email = address("lead-fr");
    await field("firstName").fill("Aminata");
    await field("lastName").fill("Diallo");
    await field("email").fill(email);
    await field("company").fill("Ministère du Numérique");
    await field("companySize").selectOption("1000+");
    await page.getByRole("button", { name: "Suivant" }).click();
    await field("primaryInterest").selectOption("governance");
    await page
      .locator("[name=currentChallenges]")
      .fill("Nos demandes de permis attendent des mois.");
    await page.getByRole("button", { name: "Suivant" }).click();
    await field("timeline").selectOption("short");
    await field("budget").selectOption("not-sure");
    await page.getByRole("button", { name: "Envoyer la demande" }).click();

    await expect(page).toHaveURL(/\/fr\/book\?lead=b1\./);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Merci, Aminata. Trouvons 30 minutes ensemble.",
    );
    await holdSlot(page, 80, true);
    await expect(page).toHaveURL(/\/fr\/book\?hold=[^&]+&lead=b1\./);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Merci, Aminata. Trouvons 30 minutes ensemble.",
    );
    await expect(
      page.getByRole("textbox", { name: "Courriel professionnel" }),
    ).toHaveValue(email);
    await expect(
      page.getByRole("textbox", { name: "Organisation" }),
    ).toHaveValue("Ministère du Numérique");
    await page.getByRole("button", { name: "Réserver cette plage" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Votre consultation est réservée",
    );
    // The host's copy names the lead in the console: the booking is linked to the request.
    const hostCopy = await newestMailTo(
      "staff.admin@example.org",
      (text) => text.includes(email) && text.includes("METHOD:REQUEST"),
    );
    expect(hostCopy).toMatch(/\/lead_admin\/leads\/[0-9a-f-]{36}/);
  });

  test("a wrong manage link is the ordinary 404", async ({ page }) => {
    const answer = await page.goto(`/book/manage/${"A".repeat(43)}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! Page not found",
    );
  });

  test("/contact links to the booking page", async ({ page }) => {
    await page.goto("/contact");
    await expect(
      page.getByRole("link", { name: "Book a consultation" }),
    ).toHaveAttribute("href", "/book");
  });
});
