import type { Page } from "@playwright/test";
import { jobLocationLabel, jobs } from "../../app/content/jobs";
import { jobValidThrough } from "../../app/content/job-posting-json-ld";
import { gotoEnhanced } from "./enhanced";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Waits until the page's dialog script has run (the links are only intercepted after it). */
async function openCareers(page: Page, path = "/careers") {
  await gotoEnhanced(page, path, "dialog[data-application-dialog]");
}

function card(page: Page, index: number) {
  return page.locator("[data-job-card]").nth(index);
}

test.describe("careers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows 14 job cards, each with title, department, location, type and a requirements list", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(page.locator("[data-job-card]")).toHaveCount(14);
    for (const [index, job] of jobs.entries()) {
      const jobCard = card(page, index);
      await expect(jobCard.getByRole("heading", { level: 3 })).toHaveText(
        job.title,
      );
      await expect(
        jobCard.getByText(job.department, { exact: true }),
      ).toBeVisible();
      await expect(
        jobCard.getByText(jobLocationLabel(job.location), { exact: true }),
      ).toBeVisible();
      await expect(jobCard.getByText(job.type, { exact: true })).toBeVisible();
      await expect(jobCard.getByText(job.description)).toBeVisible();
      await expect(jobCard.getByRole("list").getByRole("listitem")).toHaveText(
        job.requirements,
      );
      await expect(
        jobCard.getByRole("link", { name: /Apply Now/ }),
      ).toHaveAttribute("href", `/careers?apply=${job.id}#application`);
    }
  });

  test("Apply Now and Send Us Your Resume lead to the application form with that position chosen", async ({
    page,
  }) => {
    await page.goto("/careers");
    await card(page, 3)
      .getByRole("link", { name: /Apply Now/ })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/careers\\?apply=${jobs[3]!.id}#application$`),
    );
    const section = page.locator("section#application");
    await expect(
      section.getByRole("heading", { level: 2, name: "How to apply" }),
    ).toBeInViewport();
    await expect(
      section.getByRole("link", { name: "info@kestrelcivic.com" }),
    ).toHaveAttribute("href", "mailto:info@kestrelcivic.com");
    await expect(section.getByLabel("Position")).toHaveValue(jobs[3]!.title);
    await expect(
      section.getByText("PDF, DOC or DOCX, up to 10 MB."),
    ).toBeVisible();

    await page.goto("/careers");
    await page.getByRole("link", { name: "Send Us Your Resume" }).click();
    await expect(page).toHaveURL(/\/careers\?apply=general#application$/);
    await expect(
      page.locator("section#application").getByLabel("Position"),
    ).toHaveValue("General Application");
  });
});

test.describe("application dialog", () => {
  for (const index of [0, 7]) {
    test(`Apply Now on card ${index + 1} opens a dialog titled with that job; Escape closes it`, async ({
      page,
    }) => {
      const job = jobs[index]!;
      await openCareers(page);
      const apply = card(page, index).getByRole("link", { name: /Apply Now/ });
      await apply.click();
      const dialog = page.getByRole("dialog", {
        name: `Apply for ${job.title}`,
      });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("heading", { name: `Apply for ${job.title}` }),
      ).toBeVisible();
      // Intercepted: the page did not navigate to the no-JavaScript fallback.
      expect(new URL(page.url()).search).toBe("");
      // Focus is inside the dialog and stays there.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Tab");
        await expect(dialog.locator(":focus")).toHaveCount(1);
      }

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(apply).toBeFocused();
    });
  }

  test("Cancel closes the dialog and returns focus to the opener", async ({
    page,
  }) => {
    await openCareers(page);
    const apply = card(page, 12).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", {
      name: `Apply for ${jobs[12]!.title}`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("the dialog's form sends the position; closing resets it", async ({
    page,
  }) => {
    const job = jobs[5]!;
    await openCareers(page);
    const apply = card(page, 5).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await expect(dialog.locator('input[name="jobTitle"]')).toHaveValue(
      job.title,
    );
    await dialog.getByLabel("First name").fill("Ada");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.getByRole("link", { name: "Send Us Your Resume" }).click();
    const general = page.getByRole("dialog", { name: "General Application" });
    await expect(general.locator('input[name="jobTitle"]')).toHaveValue(
      "General Application",
    );
    await expect(general.getByLabel("First name")).toHaveValue("");
  });

  test("a successful submission (the form's lead-form:success event) closes the dialog", async ({
    page,
  }) => {
    await openCareers(page);
    const apply = card(page, 2).getByRole("link", { name: /Apply Now/ });
    await apply.click();
    const dialog = page.getByRole("dialog", {
      name: `Apply for ${jobs[2]!.title}`,
    });
    await expect(dialog).toBeVisible();
    await dialog
      .locator("form")
      .evaluate((form) =>
        form.dispatchEvent(
          new CustomEvent("lead-form:success", { bubbles: true }),
        ),
      );
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test("Send Us Your Resume opens the general application", async ({
    page,
  }) => {
    await openCareers(page);
    const opener = page.getByRole("link", { name: "Send Us Your Resume" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "General Application" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("PDF, DOC or DOCX")).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a link followed before hydration (?apply=<id>) opens that application once the page runs", async ({
    page,
  }) => {
    const job = jobs.find((j) => j.id === "data-engineer")!;
    await openCareers(page, `/careers?apply=${job.id}#application`);
    const dialog = page.getByRole("dialog", { name: `Apply for ${job.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Closing forgets the query, so a reload does not reopen it. The dialog hides at once but its
    // `close` event (which drops the query) is a later task, and Playwright learns of history
    // changes asynchronously: poll rather than read page.url() once.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect(page.locator(`#apply-${job.id}`)).toBeFocused();
  });
});

test.describe("application dialog on a phone @phone", () => {
  test("fits the screen and works by touch", async ({ page, isMobile }) => {
    test.skip(!isMobile, "mobile layout only");
    await openCareers(page);
    const apply = card(page, 1).getByRole("link", { name: /Apply Now/ });
    await apply.tap();
    const dialog = page.getByRole("dialog", {
      name: `Apply for ${jobs[1]!.title}`,
    });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await cancel.scrollIntoViewIfNeeded();
    await cancel.tap();
    await expect(dialog).toBeHidden();
  });
});

test("the page carries one JobPosting per role in its JSON-LD", async ({
  page,
}) => {
  await page.goto("/careers");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => script.textContent ?? ""),
    );
  const postings = blocks
    .flatMap((text) => {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    })
    .filter(
      (item): item is Record<string, unknown> =>
        (item as { "@type"?: string })["@type"] === "JobPosting",
    );

  expect(postings).toHaveLength(14);
  expect(postings.map((posting) => posting.title)).toEqual(
    jobs.map((job) => job.title),
  );
  for (const [index, posting] of postings.entries()) {
    const job = jobs[index]!;
    expect(posting.datePosted).toBe(job.datePosted);
    expect(posting.validThrough).toBe(jobValidThrough(job));
    expect(posting.directApply).toBe(true);
    expect(posting.employmentType).toBe(
      job.type === "Contract" ? "CONTRACTOR" : "FULL_TIME",
    );
    expect(posting.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: "Kestrel Civic Technologies",
    });
    expect(typeof posting.description).toBe("string");
    if (job.location.kind === "remote") {
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect(posting.applicantLocationRequirements).toEqual(
        job.location.countries.map((name) => ({ "@type": "Country", name })),
      );
    } else {
      expect(posting.jobLocation).toMatchObject({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality:
            job.location.officeId === "ottawa" ? "Ottawa" : "Atlanta",
        },
      });
    }
  }
});
