import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, ready, signInDirectly } from "./accounts-support";
import { pickDocuments, textDocument } from "./chat-media-support";
import {
  messageBox,
  openChat,
  panel,
  replies,
  sendMessage,
  visitorLines,
} from "./chat-support";
import { expect, test } from "./fixtures";

/**
 * docs/access-audit.md: a link a visitor wrote is never a link under our name. A visitor sends a message
 * and a document that carry "[Verify your staff account](https://evil.example/login)"; the
 * offline brain of the suite's server quotes the document. The visitor's own line shows the
 * address as plain text, in full; the reply's quote never repeats it (decision 057:
 * a forwarded phishing link would read as ours); the only links in the panel and in the staff
 * transcript are paths on this site.
 */
const PHISH = "[Verify your staff account](https://evil.example/login)";

/** Every link's href in the part of the page given: only site paths may be there. */
const hrefsIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [...element.querySelectorAll("a")].map(
          (a) => a.getAttribute("href") ?? "",
        ),
      ),
    );

test("a visitor's link is plain text in the panel and in the staff transcript", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openChat(page, "/about");
  await pickDocuments(page, [
    textDocument(
      "staff-notice.txt",
      "Our e-visa platform team must review every staff account before the next season starts. " +
        `Please ${PHISH} before the e-visa review meeting on Friday. ` +
        "The e-visa steering group meets every month to agree the release plan.",
    ),
  ]);
  await sendMessage(
    page,
    `What does my document say about verifying the staff account? ${PHISH}`,
  );
  // The reply is written (the box takes a message again): whatever it says of the document,
  // the visitor's address is not in it.
  await expect(replies(page)).toHaveCount(2);
  await expect(messageBox(page)).toBeEnabled({ timeout: 30_000 });
  const answer = replies(page).last();
  await expect(answer).not.toContainText("Writing a reply");
  await expect(answer).not.toContainText("evil.example");
  await expect(visitorLines(page).last()).toContainText(PHISH);
  for (const href of await hrefsIn(page, "#chat-panel"))
    expect(href).toMatch(/^\/(?![/\\])/);
  await expect(panel(page).locator('a[href*="evil.example"]')).toHaveCount(0);

  const conversationId = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem("chat:state")!) as {
          conversationId: string;
        }
      ).conversationId,
  );
  expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

  const staff = await browser.newContext({ baseURL });
  const console = await staff.newPage();
  await signInDirectly(
    console,
    "/admin/auth",
    "staff.admin@example.org",
    DEMO_PASSWORD,
  );
  await expect(console).toHaveURL(/\/lead_admin/, { timeout: 30_000 });
  await console.goto(`/lead_admin/conversations/${conversationId}`);
  await ready(console, true);
  const transcript = console.getByRole("list", { name: "Transcript" });
  // The visitor's line, word for word, as text: no link to the address anywhere.
  await expect(
    transcript.getByText(
      `What does my document say about verifying the staff account? ${PHISH}`,
    ),
  ).toBeVisible();
  await console.getByText("Text extracted from the document").click();
  await expect(
    console.getByRole("region", { name: "Text of staff-notice.txt" }),
  ).toContainText(PHISH);
  await expect(console.locator('a[href*="evil.example"]')).toHaveCount(0);
  for (const href of await hrefsIn(
    console,
    'ol[aria-labelledby="transcript-heading"]',
  ))
    expect(href).toMatch(/^\/(?![/\\])/);
  await staff.close();
});
