import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A stored lead or sign-up leaves its confirmation in the page, where the visitor was, for as
 * long as they stay: focused (so it is in view and read out), with and without JavaScript. A
 * toast alone (gone after 5 s) was missed, worst on a phone.
 */
const RUN = Date.now().toString(36);

async function fillContact(page: Page) {
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("First name").fill("Lars");
  await form.getByLabel("Last name").fill("Nilsen");
  await form.getByLabel("Email").fill(`lars-${RUN}@health.example`);
  await form
    .getByLabel("Company or organisation")
    .fill("Regional Health Trust");
  await form.getByLabel("Area of interest").selectOption("healthcare");
  await form
    .getByLabel("Message")
    .fill("We need telemedicine for 40 rural clinics.");
  return form;
}

function confirmation(page: Page) {
  return page
    .getByRole("form", { name: "Contact us" })
    .getByRole("status")
    .filter({ hasText: "Form Submitted Successfully" });
}

test.describe("with JavaScript", () => {
  test("the contact form's confirmation stays in the form, focused and in view @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.clock.install();
    await page.goto("/contact");
    await expect(
      page.locator('form[data-form-kind="contact"][data-enhanced="true"]'),
    ).toHaveCount(1);
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(confirmation(page)).toContainText(
      "We'll get back to you as soon as possible!",
    );
    await expect(confirmation(page)).toBeFocused();
    await expect(confirmation(page)).toBeInViewport();
    await expect(form.getByLabel("Message")).toHaveValue("");
    // Long after any toast would have gone (5 s), it is still there.
    await page.clock.fastForward(60_000);
    await expect(confirmation(page)).toBeVisible();
    // The next message starts afresh: the old confirmation goes with the new attempt.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(confirmation(page)).toHaveCount(0);
  });

  test("the French contact form confirms in French, in the form", async ({
    page,
  }) => {
    await page.goto("/fr/contact");
    const form = page.locator('form[data-form-kind="contact"]');
    await expect(form).toHaveAttribute("data-enhanced", "true");
    await form.locator('[name="firstName"]').fill("Léa");
    await form.locator('[name="lastName"]').fill("Tremblay");
    await form.locator('[name="email"]').fill(`lea-${RUN}@sante.example`);
    await form.locator('[name="company"]').fill("Santé Québec");
    await form.locator('[name="interest"]').selectOption("healthcare");
    await form
      .locator('[name="message"]')
      .fill("Nous voulons moderniser nos services en ligne.");
    await form.locator('button[type="submit"]').click();
    const status = form.locator("[data-form-confirmation]");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toBeFocused();
    await expect(status).not.toContainText("Form Submitted");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page answers with its confirmation focused and in view @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/contact");
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(confirmation(page)).toContainText(
      "We'll get back to you as soon as possible!",
    );
    await expect(confirmation(page)).toBeFocused();
    await expect(confirmation(page)).toBeInViewport();
  });

  test("the newsletter page answers a sign-up with its status focused and in view @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/newsletter");
    const form = page.locator("#newsletter-form");
    await form
      .getByLabel("E-mail address")
      .fill(`nl-lasting-${RUN}@example.org`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("a confirmation e-mail is on its way");
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
  });
});
