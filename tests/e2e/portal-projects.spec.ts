import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The client portal's Projects tab and a project's page: the cards, the
 * timeline, tabs that are URLs (reload and Back keep them), the empty state, and axe.
 */
test.describe("client portal: projects", () => {
  test("a client sees its projects as cards and opens one to read its updates", async ({
    page,
  }) => {
    await signInDirectly(
      page,
      "/auth",
      "tomas.lindqvist@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    const planning = cards.filter({
      hasText: "Compliance Risk Analytics Phase 2",
    });
    await expect(planning).toContainText("No description available");
    await expect(planning).toContainText("Planning");
    await expect(planning).toContainText(
      /Started [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    await expect(planning).toContainText(
      "Meridian Revenue Authority, Ministry of Finance",
    );
    await expect(
      cards.filter({ hasText: "Taxpayer Portal Redesign" }),
    ).toContainText("Completed");
    // Nothing of another client's.
    await expect(page.getByText("Regional Telemedicine Expansion")).toHaveCount(
      0,
    );

    await ready(page, true);
    await page
      .getByRole("link", { name: "E-Invoicing Platform Rollout" })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "E-Invoicing Platform Rollout",
      }),
    ).toBeVisible();
    const timeline = page.getByRole("list").filter({
      has: page.getByRole("heading", { name: /onboarding wave 2/ }),
    });
    await expect(timeline.getByRole("listitem")).toHaveCount(3);
    await expect(timeline.getByRole("listitem").first()).toContainText(
      "Next steps",
    );
    await expect(timeline.getByRole("listitem").last()).toContainText(
      "Milestone reached",
    );
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    // The project's own documents, and no other project's.
    const documents = page.getByRole("region", { name: "Documents" });
    await expect(
      documents.getByRole("heading", {
        name: "E-Invoicing Statement of Work.pdf",
      }),
    ).toBeVisible();
    await expect(
      documents.getByRole("heading", { name: "Pilot Taxpayer Cohort.csv" }),
    ).toBeVisible();
    await expect(documents.getByText("Portal Go-Live Report.pdf")).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  test("each tab has its own URL: reload and Back keep it", async ({
    page,
  }) => {
    await signInDirectly(
      page,
      "/auth",
      "tomas.lindqvist@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await ready(page, true);
    for (const [tab, path] of [
      ["Documents", "/dashboard/documents"],
      ["Support", "/dashboard/support"],
      ["Team", "/dashboard/team"],
    ] as const) {
      await page.getByRole("link", { name: tab, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(
        page.getByRole("link", { name: tab, exact: true }),
      ).toHaveAttribute("aria-current", "page");
    }
    await page.reload();
    await expect(
      page.getByRole("link", { name: "Team", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/support$/);
    await expect(
      page.getByRole("link", { name: "Support", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a client with no projects sees the empty state; the tab passes axe", async ({
    page,
  }) => {
    await signInDirectly(
      page,
      "/auth",
      "eastvale.admin@example.org",
      DEMO_PASSWORD,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("No projects available yet.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the portal works without JavaScript and is never cached @mobile", async ({
    browser,
    baseURL,
  }) => {
    const page = await browserPage(browser, baseURL!, false);
    await signInDirectly(page, "/auth", "li.wei@example.org", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole("link", { name: "Regional Telemedicine Expansion" })
      .click();
    await expect(
      page.getByText("Eight of fourteen rural clinics connected"),
    ).toBeVisible();
    const response = await page.request.get("/dashboard");
    expect(response.headers()["cache-control"]).toContain("no-store");
    await page.context().close();
  });
});

test("a completed project is not offered on the Documents tab, which points to the project pages", async ({
  page,
}) => {
  // Read-only on Meridian: portal-documents.spec.ts checks Meridian's list order.
  await signInDirectly(
    page,
    "/auth",
    "amira.haddad@example.org",
    DEMO_PASSWORD,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await ready(page, true);
  await page.getByRole("link", { name: "Documents", exact: true }).click();
  await expect(
    page.getByText(
      "To add a document to another project, open it from the Projects tab.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("option", { name: "E-Invoicing Platform Rollout" }),
  ).toHaveCount(1);
  await expect(
    page.getByRole("option", { name: "Taxpayer Portal Redesign" }),
  ).toHaveCount(0);
});

test("a project's own page takes an upload, which then shows among its documents", async ({
  page,
}) => {
  // Northshore: its list is only ever added to by the specs (portal-documents.spec.ts uploads there too).
  await signInDirectly(page, "/auth", "li.wei@example.org", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await ready(page, true);
  await page
    .getByRole("link", { name: "Patient Identity Matching Review" })
    .click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: "Patient Identity Matching Review",
    }),
  ).toBeVisible();
  const name = `Duplicate record sample ${Date.now()}.txt`;
  await page.getByLabel("File").setInputFiles({
    name,
    mimeType: "text/plain",
    buffer: Buffer.from(
      "142 suspected duplicate pairs across two hospital systems.\n",
    ),
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(toastWith(page, "Files uploaded")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Documents" })
      .getByRole("heading", { name }),
  ).toBeVisible();
});
