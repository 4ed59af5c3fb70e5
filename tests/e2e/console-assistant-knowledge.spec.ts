import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  staffPage,
  toastWith,
} from "./accounts-support";
import { openChat, replies, sendMessage } from "./chat-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The console's Assistant knowledge (decision 057) as the marketing editor: an answer created,
 * refused with a specific error for a page in the wrong language, edited, retired and restored,
 * with JavaScript and without (plain forms); the demo seed's answers listed with who changed
 * them; axe on every page. A client account gets the console's 404. Each test writes answers
 * no other test uses (a tag of its own).
 */

const EDITOR = "nadia.rahman@example.org";

async function open(page: Page, path: string, javaScriptEnabled = true) {
  await page.goto(path);
  await ready(page, javaScriptEnabled);
}

function answerForm(page: Page) {
  return page.getByRole("form", { name: "Answer" });
}

async function fillAnswer(
  page: Page,
  values: {
    language: string;
    question: string;
    phrasings?: string;
    answer: string;
    cites?: string;
  },
) {
  const form = answerForm(page);
  await form.getByLabel("Language").selectOption({ label: values.language });
  await form.getByLabel("Question").fill(values.question);
  await form
    .getByLabel("Other phrasings (optional)")
    .fill(values.phrasings ?? "");
  await form.getByLabel("Answer", { exact: true }).fill(values.answer);
  await form.getByLabel("Page it cites (optional)").fill(values.cites ?? "");
}

/** The assistant's honest "not on our site" (nothingFound in retrieval-answer.server.ts), in either wording. */
/** A finished reply from the pages ("More on …") or the honest "not on our site". */
const PAGES_OR_NOT_ON_SITE =
  /More on |could not find that on our site|our site does not say/i;

test("an editor teaches the assistant an answer, edits it, retires and restores it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `k${Date.now().toString(36)}`;
  const question = `How long does a blueprint take (${tag})?`;
  const page = await staffPage(browser, baseURL!, EDITOR);
  await open(page, "/lead_admin/assistant");
  await expect(
    page.getByRole("link", { name: "Assistant", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { level: 2, name: "Assistant knowledge" }),
  ).toBeVisible();
  // The demo seed's answers, with their author.
  const table = page.getByRole("table", { name: "Answers" });
  await expect(
    table.getByRole("link", { name: "Which cloud platforms do you build on?" }),
  ).toBeVisible();
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "Which cloud platforms do you build on?" }),
  ).toContainText("by Nadia Rahman");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New answer" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "New answer" }),
  ).toBeVisible();
  await ready(page, true);
  // The browser runs the shared schema first: nothing is posted.
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(answerForm(page).getByText("Enter the question.")).toBeVisible();
  // A French answer citing the English page: the server says which page to cite.
  await fillAnswer(page, {
    language: "French",
    question,
    phrasings: `blueprint weeks ${tag}\nplan duration ${tag}`,
    answer: "A blueprint takes about six weeks.",
    cites: "/blueprint",
  });
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(
    answerForm(page).getByText(
      "/blueprint is the English page: a French answer cites /fr/blueprint.",
    ),
  ).toBeVisible();
  await answerForm(page)
    .getByLabel("Language")
    .selectOption({ label: "English" });
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(toastWith(page, "Answer saved")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: question }),
  ).toBeVisible();
  await expect(page.getByText("by Nadia Rahman")).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit: the new answer text is kept, and the list shows it.
  await ready(page, true);
  await answerForm(page)
    .getByLabel("Answer", { exact: true })
    .fill(
      "A blueprint takes about six weeks, then delivery follows in phases.",
    );
  await answerForm(page).getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Changes saved")).toBeVisible();
  await expect(
    answerForm(page).getByLabel("Answer", { exact: true }),
  ).toHaveValue(
    "A blueprint takes about six weeks, then delivery follows in phases.",
  );

  await page.getByRole("button", { name: "Retire answer" }).click();
  await expect(toastWith(page, "Answer retired")).toBeVisible();
  await expect(
    page.getByText("Retired", { exact: true }).first(),
  ).toBeVisible();
  await open(page, `/lead_admin/assistant?q=${tag}`);
  await expect(page.getByText("No answer matches this search.")).toBeVisible();
  await open(page, `/lead_admin/assistant?q=${tag}&status=retired`);
  await page.getByRole("link", { name: question }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: question }),
  ).toBeVisible();
  await ready(page, true);
  await page.getByRole("button", { name: "Restore answer" }).click();
  await expect(toastWith(page, "Answer restored")).toBeVisible();
  await open(page, `/lead_admin/assistant?q=${tag}`);
  await expect(
    page
      .getByRole("table", { name: "Answers" })
      .getByRole("link", { name: question }),
  ).toBeVisible();
  await page.context().close();
});

test("the chat widget answers with a saved answer first and cites its page; once retired, it no longer does", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A subject no page of the site names, so only the curated answer can answer it.
  const tag = `w${Date.now().toString(36)}`;
  const question = `Do you train ${tag} operators after go-live?`;
  const answer = `Yes: our architects coach ${tag} operators hands-on until they run the platform themselves.`;
  const staff = await staffPage(browser, baseURL!, EDITOR);
  await open(staff, "/lead_admin/assistant/new");
  await fillAnswer(staff, {
    language: "English",
    question,
    answer,
    cites: "/blueprint",
  });
  await answerForm(staff).getByRole("button", { name: "Save answer" }).click();
  await expect(toastWith(staff, "Answer saved")).toBeVisible();

  const visitor = await browserPage(browser, baseURL!, true);
  await openChat(visitor, "/");
  await sendMessage(visitor, `Will you train our ${tag} operators?`);
  const reply = replies(visitor).last();
  await expect(reply).toContainText(answer, { timeout: 30_000 });
  await expect(
    reply
      .getByRole("link", { name: "Digital Transformation Blueprint" })
      .first(),
  ).toHaveAttribute("href", "/blueprint");
  await visitor.context().close();

  await ready(staff, true);
  await staff.getByRole("button", { name: "Retire answer" }).click();
  await expect(toastWith(staff, "Answer retired")).toBeVisible();
  await staff.context().close();

  const later = await browserPage(browser, baseURL!, true);
  await openChat(later, "/");
  await sendMessage(later, `Will you train our ${tag} operators?`);
  // The pages' own answer (training is on the site) or "not on our site", never the retired answer.
  await expect(replies(later).last()).toContainText(PAGES_OR_NOT_ON_SITE, {
    timeout: 30_000,
  });
  await expect(replies(later).last()).not.toContainText("coach");
  await later.context().close();
});

test("works without JavaScript: the form is a plain post with the server's errors in the page", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = `n${Date.now().toString(36)}`;
  const question = `Travaillez-vous avec des ministères (${tag}) ?`;
  const page = await staffPage(browser, baseURL!, EDITOR, false);
  await open(page, "/lead_admin/assistant/new", false);
  await fillAnswer(page, {
    language: "French",
    question,
    answer: "",
    cites: "/fr/no-such-page",
  });
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(answerForm(page).getByText("Enter the answer.")).toBeVisible();
  await expect(answerForm(page).getByLabel("Question")).toHaveValue(question);
  await answerForm(page)
    .getByLabel("Answer", { exact: true })
    .fill("Oui : nous bâtissons des plateformes pour des ministères.");
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(
    answerForm(page).getByText(
      /No public page of this site is at \/fr\/no-such-page/,
    ),
  ).toBeVisible();
  await answerForm(page)
    .getByLabel("Page it cites (optional)")
    .fill("/fr/blueprint");
  await answerForm(page).getByRole("button", { name: "Save answer" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: question }),
  ).toBeVisible();
  await expect(toastWith(page, "Answer saved")).toBeVisible();
  await page.context().close();
});

test("a client account gets the console's 404, not the assistant's knowledge", async ({
  browser,
  baseURL,
}) => {
  const page = await browserPage(browser, baseURL!, true);
  await signInDirectly(
    page,
    "/auth",
    "amira.haddad@example.org",
    DEMO_PASSWORD,
  );
  for (const path of [
    "/lead_admin/assistant",
    "/lead_admin/assistant/unanswered",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("Assistant knowledge")).toHaveCount(0);
  }
  await page.context().close();
});
