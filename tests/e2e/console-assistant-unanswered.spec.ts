import type { Page } from "@playwright/test";
import { browserPage, ready, staffPage, toastWith } from "./accounts-support";
import { openChat, replies, sendMessage } from "./chat-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Unanswered questions (decision 057) on the demo seed's questions the assistant
 * could not answer (app/server/sample-data/sample-assistant.ts): grouped by wording with their
 * counts, examples, languages and mix; "Answer this" opens the answer form prefilled from the
 * group, and saving it makes the group leave the list; "Dismiss" (a plain post, without
 * JavaScript) does too. Each test deals with a group of its own and reads no other: the tests run
 * in parallel, so a group another test dismisses may already be gone.
 */

const ADMIN = "staff.admin@example.org";
const EDITOR = "nadia.rahman@example.org";

function group(page: Page, question: string) {
  return page.getByRole("article", { name: question });
}

/** The assistant's honest "not on our site" (nothingFound in retrieval-answer.server.ts), in either wording. */
const NOT_ON_SITE = /could not find that on our site|our site does not say/i;

test("'Answer this' turns a group into a curated answer and the group leaves the list", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const question = "Can citizens pay visa fees by mobile money?";
  const page = await staffPage(browser, baseURL!, EDITOR);
  await page.goto("/lead_admin/assistant/unanswered");
  await ready(page, true);
  await expect(
    page.getByRole("heading", { level: 2, name: "Unanswered questions" }),
  ).toBeVisible();
  const card = group(page, question);
  await expect(card).toContainText("Asked 3 times");
  await expect(card).toContainText(
    "“Do you support mobile money payments for visa fees?”",
  );
  await expect(card).toContainText("“mobile money visa fee payment?”");
  await expect(card).toContainText("English");
  await expect(card).toContainText("2 not answered, 1 only partly answered");
  // An editor sees the questions; the conversations are an admin's section.
  await expect(
    card.getByRole("link", { name: /mobile money payments/ }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The button's name carries the group's question (read as "Answer this : …").
  await card
    .getByRole("link", { name: /^Answer this\s*: Can citizens/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Answer these questions" }),
  ).toBeVisible();
  await ready(page, true);
  const form = page.getByRole("form", { name: "Answer" });
  await expect(form.getByLabel("Question")).toHaveValue(question);
  await expect(form.getByLabel("Language")).toHaveValue("en");
  await expect(form.getByLabel("Other phrasings (optional)")).toHaveValue(
    "Do you support mobile money payments for visa fees?\nmobile money visa fee payment?",
  );
  await expectNoAxeViolations(page);
  await form
    .getByLabel("Answer", { exact: true })
    .fill(
      "Our e-visa platform takes fees through the payment providers a government chooses; tell us yours and we will say how it connects.",
    );
  await form.getByLabel("Page it cites (optional)").fill("/solutions/evisa");
  await form.getByRole("button", { name: "Save answer" }).click();
  await expect(page).toHaveURL(/\/lead_admin\/assistant\/unanswered\?days=30$/);
  await expect(toastWith(page, "Answer saved")).toBeVisible();
  await expect(
    toastWith(page, "3 questions are marked answered"),
  ).toBeVisible();
  await expect(group(page, question)).toHaveCount(0);

  // The answer is in the assistant's knowledge, with its phrasings.
  await page.goto(
    `/lead_admin/assistant?q=${encodeURIComponent("mobile money")}`,
  );
  await ready(page, true);
  await expect(
    page
      .getByRole("table", { name: "Answers" })
      .getByRole("link", { name: question }),
  ).toBeVisible();
  await page.context().close();
});

test("an admin dismisses a group without JavaScript; its examples link to their conversations", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const question = "Acceptez-vous les paiements par virement international ?";
  const page = await staffPage(browser, baseURL!, ADMIN, false);
  await page.goto("/lead_admin/assistant/unanswered");
  const card = group(page, question);
  await expect(card).toContainText("Asked 2 times");
  await expect(card).toContainText("French");
  const example = card.getByRole("link", {
    name: "“Paiement par virement international possible ?”",
  });
  await expect(example).toHaveAttribute(
    "href",
    /^\/lead_admin\/conversations\/[0-9a-f-]{36}$/,
  );
  await card
    .getByRole("button", { name: /^Dismiss\s*: Acceptez-vous/ })
    .click();
  await expect(page).toHaveURL(/\/lead_admin\/assistant\/unanswered\?days=30$/);
  await expect(toastWith(page, "Questions dismissed")).toBeVisible();
  await expect(group(page, question)).toHaveCount(0);
  // The period is a plain GET form: a year shows what 30 days does not.
  await page
    .getByLabel("Asked in the")
    .selectOption({ label: "Last 12 months" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/days=365/);
  await expect(group(page, "Do you have an office in Nairobi?")).toContainText(
    "Asked once",
  );
  await page.context().close();
});

test("questions the widget could not answer reach the view, grouped by wording", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A subject no page names: the assistant says so, and the reply is stored as not answered.
  const tag = `u${Date.now().toString(36)}`;
  for (const wording of [
    `Do you sponsor ${tag} hackathons?`,
    `Would you sponsor a ${tag} hackathon?`,
  ]) {
    const visitor = await browserPage(browser, baseURL!, true);
    await openChat(visitor, "/");
    await sendMessage(visitor, wording);
    await expect(replies(visitor).last()).toContainText(NOT_ON_SITE, {
      timeout: 30_000,
    });
    await visitor.context().close();
  }
  const page = await staffPage(browser, baseURL!, EDITOR);
  await page.goto("/lead_admin/assistant/unanswered");
  await ready(page, true);
  const card = page
    .getByRole("article")
    .filter({ hasText: `sponsor ${tag}` })
    .or(page.getByRole("article").filter({ hasText: `sponsor a ${tag}` }));
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Asked 2 times");
  await page.context().close();
});
