import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * In the browser (decision 007): when the server answers that the form's token expired,
 * the enhanced form keeps everything typed, shows the message, and takes the fresh token
 * from the answer, so sending again succeeds. Item 5: the shared schema refuses a line
 * break in a single-line field before anything is sent.
 */
const EXPIRED =
  "This form has been open for more than a day. Please check your details and send it again.";

function control(scope: Page | Locator, label: string): Locator {
  return scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}(\\s*\\*)?$`) })
    .locator(
      "xpath=following::*[self::input or self::select or self::textarea][1]",
    );
}

async function gotoEnhanced(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLFormElement>("form[data-enhance]")].every(
      (form) => form.dataset.enhanced === "true",
    ),
  );
}

test("an expired token: the input stays, the message shows, and the next send uses the fresh token", async ({
  page,
}) => {
  await gotoEnhanced(page, "/contact");
  const form = page.getByRole("form", { name: "Contact us" });
  // A real token the server issued, standing in for the one an expired-token answer carries.
  const freshHtml = await (await page.request.get("/contact")).text();
  const freshToken = /name="_formToken" value="([^"]+)"/.exec(freshHtml)![1]!;

  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/forms/contact"))
      posted.push(
        new URLSearchParams(request.postData() ?? "").get("_formToken") ?? "",
      );
  });
  await page.route("**/api/forms/contact", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        ok: false,
        fieldErrors: {},
        formErrors: [EXPIRED],
        formToken: freshToken,
      }),
    }),
  );
  await control(form, "First name").fill("Lars");
  await control(form, "Last name").fill("Nilsen");
  await control(form, "Email").fill("expiry-e2e@health.example");
  await control(form, "Company or organisation").fill("Regional Health Trust");
  await control(form, "Area of interest").selectOption("other");
  await control(form, "Message").fill("Please call me back about clinics.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(EXPIRED)).toBeVisible();
  await expect(control(form, "Message")).toHaveValue(
    "Please call me back about clinics.",
  );
  await expect(form.locator('input[name="_formToken"]')).toHaveValue(
    freshToken,
  );

  await page.unroute("**/api/forms/contact");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Form Submitted Successfully")).toBeVisible();
  expect(posted).toHaveLength(2);
  expect(posted[1]).toBe(freshToken);
});

test("a line break pasted into a name is refused in the browser with the field's message", async ({
  page,
}) => {
  await gotoEnhanced(page, "/contact");
  const form = page.getByRole("form", { name: "Contact us" });
  const firstName = control(form, "First name");
  // An <input> drops typed line breaks; a script or a paste of U+2028 does not.
  await firstName.focus();
  await firstName.evaluate(
    (input: HTMLInputElement) =>
      (input.value = "Dear Al\u2028Bcc: victim@example.net"),
  );
  await firstName.press("Tab");
  await expect(page.locator('[id="contact-form-firstName-error"]')).toHaveText(
    "Please remove line breaks and control characters",
  );
});
