import type { Page } from "@playwright/test";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
  staffPage,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { newInsightDraft } from "./studio-support";

/**
 * The content studio's insights, as a marketing editor uses them: write a draft, let it save
 * itself, preview it, publish it, see the public page, rename it (the old address redirects),
 * unpublish it; two editors on one insight; the history and restore. Each test writes its own
 * insight, with a title no other test uses.
 */

const ADMIN = "staff.admin@example.org";

/** The rich-text editor once its chunk has loaded (the HTML textarea before, or without JavaScript). */
function visualBody(page: Page) {
  return page.locator('[contenteditable="true"][role="textbox"]');
}

async function fillBody(page: Page, text: string) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  const body = visualBody(page);
  await body.click();
  await body.fill(text);
}

/** Pastes `html` into the editor as a browser would from the clipboard. */
async function pasteHtml(page: Page, html: string) {
  await visualBody(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", pasted.replace(/<[^>]+>/g, ""));
    element.dispatchEvent(
      new ClipboardEvent("paste", {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      }),
    );
  }, html);
}

async function fillForPublishing(page: Page) {
  await page
    .getByLabel("Excerpt")
    .fill("How one revenue authority moved its filing platform home.");
  await page.getByLabel("Byline").fill("Amara Okafor");
  await page.getByLabel("Content type").selectOption({ index: 1 });
  await fillBody(page, "A sovereign cloud keeps taxpayers' data at home.");
}

test.describe("the content studio's insights", () => {
  test("write, autosave, preview, publish, rename and unpublish an insight", async ({
    browser,
    baseURL,
  }) => {
    const page = await staffPage(browser, baseURL!, ADMIN);
    await page.goto("/lead_admin/insights");
    await ready(page, true);
    await expect(
      page.getByRole("heading", { level: 2, name: "Insights" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const title = "Customs clearance on a sovereign cloud";
    const editorPath = await newInsightDraft(page, title);
    // The slug follows the title until it is edited or published.
    await expect(page.getByLabel("URL slug")).toHaveValue(
      "customs-clearance-on-a-sovereign-cloud",
    );
    await fillForPublishing(page);
    await expect(page.locator("[data-autosave]")).toHaveText(
      "All changes saved",
      { timeout: 20_000 },
    );
    await expectNoAxeViolations(page);

    // Nobody outside sees the draft; staff see it in the preview, marked.
    const visitor = await browserPage(browser, baseURL!, false);
    const draftPage = await visitor.goto(
      "/blog/customs-clearance-on-a-sovereign-cloud",
    );
    expect(draftPage?.status()).toBe(404);
    await page.goto(`${editorPath}/preview`);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText(
      "Preview — not published",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("keeps taxpayers' data at home")).toBeVisible();
    await expectNoAxeViolations(page);
    const previewByVisitor = await visitor.goto(`${editorPath}/preview`);
    expect(new URL(visitor.url()).pathname).toBe("/admin/auth");
    expect(previewByVisitor?.status()).toBe(200);
    await page.getByRole("link", { name: "Exit preview" }).click();
    await ready(page, true);

    // Publish: the public page shows it, and the list says so.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();
    await expect(page.locator("main")).toContainText("Published");
    const live = await visitor.goto(
      "/blog/customs-clearance-on-a-sovereign-cloud",
    );
    expect(live?.status()).toBe(200);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

    // A new slug: the old address answers 301 to the new page.
    await page.getByLabel("URL slug").fill("customs-on-sovereign-cloud");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(
      toastWith(page, "/blog/customs-on-sovereign-cloud"),
    ).toBeVisible();
    const moved = await visitor.request.get(
      "/blog/customs-clearance-on-a-sovereign-cloud",
      { maxRedirects: 0 },
    );
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe(
      "/blog/customs-on-sovereign-cloud",
    );

    // Unpublish: gone from the site, kept in the studio.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(toastWith(page, "Unpublished")).toBeVisible();
    const gone = await visitor.goto("/blog/customs-on-sovereign-cloud");
    expect(gone?.status()).toBe(404);
    await page.goto("/lead_admin/insights?status=unpublished");
    await expect(
      page.getByRole("rowheader").filter({ hasText: title }),
    ).toBeVisible();
  });

  test("publishing without the required fields lists what is missing and saves nothing", async ({
    browser,
    baseURL,
  }) => {
    const page = await staffPage(browser, baseURL!, ADMIN, false);
    const editorPath = await newInsightDraft(
      page,
      "A draft with only a title",
      false,
    );
    await page
      .getByLabel("Title", { exact: true })
      .fill("A draft with only a title, renamed");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Missing: Excerpt, Content type, Body. Add them, then publish again",
    );
    // The form keeps what was typed; the stored draft did not change.
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
      "A draft with only a title, renamed",
    );
    await page.goto(editorPath);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
      "A draft with only a title",
    );
  });

  test("a save based on a stale version is refused and the editor's text is kept", async ({
    browser,
    baseURL,
  }) => {
    const first = await staffPage(browser, baseURL!, ADMIN);
    const editorPath = await newInsightDraft(first, "Two editors, one insight");
    // A second editor opens the same draft without JavaScript (no autosave in the way).
    const second = await staffPage(browser, baseURL!, ADMIN, false);
    await second.goto(editorPath);

    await first.getByLabel("Excerpt").fill("The first editor's excerpt.");
    await first.getByRole("button", { name: "Save draft" }).click();
    await expect(toastWith(first, "Draft saved")).toBeVisible();

    await second.getByLabel("Excerpt").fill("The second editor's excerpt.");
    await second.getByRole("button", { name: "Save draft" }).click();
    await expect(second.getByRole("alert")).toContainText(
      "Not saved: someone else saved first",
    );
    await expect(second.getByLabel("Excerpt")).toHaveValue(
      "The second editor's excerpt.",
    );
    await first.reload();
    await expect(first.getByLabel("Excerpt")).toHaveValue(
      "The first editor's excerpt.",
    );
  });

  test("the history compares two versions and restores one", async ({
    browser,
    baseURL,
  }) => {
    const page = await staffPage(browser, baseURL!, ADMIN);
    const editorPath = await newInsightDraft(
      page,
      "Tax portals that citizens trust",
    );
    await page
      .getByLabel("Title", { exact: true })
      .fill("Tax portals that taxpayers trust");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toastWith(page, "Draft saved")).toBeVisible();

    await page.getByRole("link", { name: "History" }).click();
    await ready(page, true);
    const diff = page.getByRole("region", { name: /Version 1 → version 2/ });
    await expect(diff.locator("del")).toContainText(["citizens"]);
    await expect(diff.locator("ins")).toContainText(["taxpayers"]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await expect(toastWith(page, "Revision restored")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
      "Tax portals that citizens trust",
    );
  });

  test("schedules a publication in the editor's time zone, shows it, and cancels it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL: baseURL!,
      timezoneId: "Africa/Dakar",
    });
    const page = await context.newPage();
    await signInDirectly(page, "/admin/auth", ADMIN, DEMO_PASSWORD);
    await newInsightDraft(page, "Mobile money for visa fees");
    await fillForPublishing(page);
    // The zone follows the browser's once the page runs.
    await expect(page.getByLabel("Time zone")).toHaveValue("Africa/Dakar");
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const day = tomorrow.toISOString().slice(0, 10);
    await page.getByLabel("Publish at").fill(`${day}T09:30`);
    await page.getByRole("button", { name: "Schedule publication" }).click();
    await expect(toastWith(page, "Publication scheduled")).toBeVisible();
    await expect(page.locator("[data-schedule=cancel-publish]")).toContainText(
      "09:30 (Africa/Dakar)",
    );
    await expect(page.locator("main")).toContainText("Scheduled");
    await page.goto("/lead_admin/insights?status=scheduled");
    await expect(
      page
        .getByRole("rowheader")
        .filter({ hasText: "Mobile money for visa fees" }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: "Mobile money for visa fees" })
      .click();
    await ready(page, true);
    await page.getByRole("button", { name: "Cancel this schedule" }).click();
    await expect(toastWith(page, "Schedule cancelled")).toBeVisible();
    await expect(page.locator("[data-schedule=cancel-publish]")).toHaveCount(0);

    // A time that has passed is refused with the field's own message.
    await page.getByLabel("Publish at").fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Schedule publication" }).click();
    await expect(page.getByText("That time has passed").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an editor signs in to the studio and sees nothing else of the console but the newsletter, the assistant's knowledge, the analytics and site search", async ({
    browser,
    baseURL,
  }) => {
    const page = await browserPage(browser, baseURL!, true);
    await signInDirectly(
      page,
      "/admin/auth",
      "nadia.rahman@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/lead_admin\/insights$/);
    await ready(page, true);
    const tabs = page.getByRole("navigation", { name: "Console" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Insights",
      "Case studies",
      "Media",
      "Taxonomy",
      "Newsletter",
      "Assistant",
      "Analytics",
      "Site search",
    ]);
    const leads = await page.goto("/lead_admin/leads");
    expect(leads?.status()).toBe(404);
  });

  test("the body keeps a Word paste's structure without its styling, and a pasted script never runs on the page", async ({
    browser,
    baseURL,
  }) => {
    const page = await staffPage(browser, baseURL!, ADMIN);
    const editorPath = await newInsightDraft(page, "Pasted from Word");
    await fillForPublishing(page);
    // On a line of its own, as an author pastes a section below what they wrote.
    await visualBody(page).press("End");
    await visualBody(page).press("Enter");
    await pasteHtml(
      page,
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>
<h2 class="MsoHeading2" style="mso-outline-level:2;color:#1F3864">Lessons from the pilot<o:p></o:p></h2>
<p class="MsoNormal" style="font-family:Calibri"><b style="mso-bidi-font-weight:normal">Fees</b> were paid by <span style="color:red">mobile money</span>.<o:p></o:p></p>
<ul><li style="mso-list:l0 level1 lfo1">Orange Money</li><li>Wave</li></ul>
<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>
<p><a href="javascript:window.__pwned = 3">a link</a> <iframe src="https://evil.example"></iframe></p>
</body></html>`,
    );
    await expect(visualBody(page).locator("h2")).toHaveText(
      "Lessons from the pilot",
    );
    await expect(visualBody(page).locator("strong")).toHaveText("Fees");
    await expect(visualBody(page).locator("li")).toHaveCount(2);
    await expect(visualBody(page).locator("[style], [class*=Mso]")).toHaveCount(
      0,
    );
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();

    const visitor = await browserPage(browser, baseURL!, true);
    const dialogs: string[] = [];
    visitor.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto("/blog/pasted-from-word");
    const article = visitor.locator("article");
    await expect(article.locator("h2")).toContainText([
      "Lessons from the pilot",
    ]);
    await expect(
      article.locator("li", { hasText: /^(Orange Money|Wave)$/ }),
    ).toHaveText(["Orange Money", "Wave"]);
    const html = await article.innerHTML();
    expect(html).not.toMatch(/style=|Mso|onerror|<script|javascript:|<iframe/i);
    expect(
      await visitor.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(editorPath).toMatch(/^\/lead_admin\/insights\//);
  });
});
