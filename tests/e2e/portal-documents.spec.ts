import { englishText } from "../../app/i18n/message";
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { format } from "date-fns";
import type { Page } from "@playwright/test";
import { documentUploadMessages } from "../../app/domain/client-work/document-upload";
import { formatFileSize } from "../../app/domain/client-work/client-work-format";
import { demoDocuments } from "../../app/server/sample-data/sample-clients";
import { buildSimplePdf } from "../../app/server/sample-data/simple-pdf.server";
import {
  DEMO_PASSWORD,
  browserPage,
  ready,
  signInDirectly,
  toastWith,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { PAGING_CLIENT, pagingDocumentName } from "../support/e2e-paging";

/**
 * The Documents tab: the seeded documents with their labels, a download whose
 * bytes equal the stored file, an upload with visible progress (and without JavaScript),
 * a refused upload's reason, the empty state of a client with nothing yet, and a long list a
 * page at a time (Larkspur, tests/support/e2e-paging.ts). Uploads go to Northshore (Li Wei): the
 * Meridian and Larkspur lists the other checks read stay as seeded.
 */

async function openDocuments(
  page: Page,
  email: string,
  javaScriptEnabled = true,
) {
  await signInDirectly(page, "/auth", email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/documents");
  await ready(page, javaScriptEnabled);
}

const card = (page: Page, name: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** When global-setup.ts seeded the sample data, whose dates count back from it. */
function seededAt(): number {
  const at = Number(process.env.E2E_SEEDED_AT);
  if (!at)
    throw new Error(
      "E2E_SEEDED_AT is not set: run through playwright.config.ts",
    );
  return at;
}

function seeded(name: string) {
  const document = demoDocuments.find((candidate) => candidate.name === name)!;
  return {
    ...document,
    bytes: Buffer.from(new TextEncoder().encode(document.body)),
  };
}

test.describe("the Documents tab", () => {
  test("lists the client's documents with name, date, size, project and type, and opens by URL @mobile", async ({
    page,
  }) => {
    await openDocuments(page, "amira.haddad@example.org");
    await expect(page).toHaveTitle(/^Documents \| Client dashboard/);
    await expect(page.getByRole("link", { name: "Documents" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const document of demoDocuments)
      await expect(card(page, document.name)).toBeVisible();
    // Nothing of another client.
    await expect(
      page.getByText("Clinic Site Readiness Checklist.txt"),
    ).toHaveCount(0);

    const csv = seeded("Pilot Taxpayer Cohort.csv");
    const csvCard = card(page, csv.name);
    await expect(csvCard).toContainText("CSV");
    await expect(csvCard).toContainText(csv.projectName);
    await expect(csvCard).toContainText(formatFileSize(csv.bytes.byteLength));
    await expect(csvCard).toContainText(
      format(
        new Date(seededAt() - csv.createdDaysAgo * 86_400_000),
        "MMM d, yyyy",
      ),
    );
    await expect(card(page, "E-Invoicing Statement of Work.pdf")).toContainText(
      "PDF",
    );

    // Newest first.
    const headings = page.getByTestId("document-cards").getByRole("heading");
    await expect(headings.first()).toHaveText(
      "Risk Analytics Discovery Notes.txt",
    );
    await expect(headings.last()).toHaveText("Portal Go-Live Report.pdf");

    await page.reload();
    await expect(page.getByRole("link", { name: "Documents" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  });

  test("downloads a document: the bytes equal the stored file", async ({
    page,
  }) => {
    await openDocuments(page, "amira.haddad@example.org");
    const csv = seeded("Pilot Taxpayer Cohort.csv");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${csv.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(csv.name);
    expect(fs.readFileSync((await download.path())!)).toEqual(csv.bytes);
  });

  test("uploads with a progress bar, then shows the new card and downloads the same bytes", async ({
    page,
  }) => {
    // Two megabytes up and down through the embedded database: slower than a page view.
    test.slow();
    await openDocuments(page, "li.wei@example.org");
    // Record every state of the progress bar the page shows, however brief.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector("progress");
        if (bar) seen.push(Number(bar.value));
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    const name = `Clinic Connectivity Survey ${Date.now()}.pdf`;
    const bytes = Buffer.concat([
      Buffer.from(
        buildSimplePdf("Clinic connectivity survey", "22 clinics surveyed"),
      ),
      Buffer.alloc(2 * 1024 * 1024, 0x20),
    ]);
    await page
      .getByLabel("Project")
      .selectOption({ label: "Patient Identity Matching Review" });
    await page
      .getByLabel("File")
      .setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
    await page.getByRole("button", { name: "Upload document" }).click();

    await expect(toastWith(page, "Files uploaded")).toContainText(
      "1 file(s) uploaded successfully",
    );
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).toContainText(
      "Patient Identity Matching Review",
    );
    await expect(card(page, name)).toContainText("2 MB");
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(seen.length, "the progress bar was shown").toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(100);
    await expect(page.locator("progress")).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${name}` }).click(),
    ]);
    expect(fs.readFileSync((await download.path())!)).toEqual(bytes);
  });

  test("refuses a fake PDF with the spec's toast and the reason beside the field", async ({
    page,
  }) => {
    await openDocuments(page, "li.wei@example.org");
    await page
      .getByLabel("Project")
      .selectOption({ label: "Regional Telemedicine Expansion" });
    await page.getByLabel("File").setInputFiles({
      name: "Invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(toastWith(page, "Upload failed")).toContainText(
      "Failed to upload files. Please try again.",
    );
    await expect(page.getByLabel("File")).toHaveAccessibleDescription(
      englishText(documentUploadMessages.wrongType),
    );
    await expect(page.getByLabel("File")).toBeFocused();
    await expect(card(page, "Invoice.pdf")).toHaveCount(0);
  });

  test("checks the fields before sending anything", async ({ page }) => {
    await openDocuments(page, "li.wei@example.org");
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(page.getByLabel("Project")).toHaveAccessibleDescription(
      englishText(documentUploadMessages.projectRequired),
    );
    await page
      .getByLabel("Project")
      .selectOption({ label: "Regional Telemedicine Expansion" });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(page.getByLabel("File")).toHaveAccessibleDescription(
      englishText(documentUploadMessages.fileRequired),
    );
    await expect(page.getByLabel("File")).toBeFocused();
  });

  test("uploads without JavaScript as a plain form post", async ({
    browser,
    baseURL,
  }) => {
    const page = await browserPage(browser, baseURL!, false);
    await openDocuments(page, "li.wei@example.org", false);
    const name = `Referral roster ${Date.now()}.csv`;
    await page
      .getByLabel("Project")
      .selectOption({ label: "Regional Telemedicine Expansion" });
    await page.getByLabel("File").setInputFiles({
      name,
      mimeType: "text/csv",
      buffer: Buffer.from("clinic,specialist\nNorth Bay,Cardiology\n"),
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(page).toHaveURL(/\/dashboard\/documents$/);
    await expect(toastWith(page, "Files uploaded")).toContainText(
      "1 file(s) uploaded successfully",
    );
    await expect(card(page, name)).toContainText("CSV");

    // A refused file comes back in the page with its reason.
    await page
      .getByLabel("Project")
      .selectOption({ label: "Regional Telemedicine Expansion" });
    await page.getByLabel("File").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from([0x52, 0xe9, 0x75]),
    });
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(toastWith(page, "Upload failed")).toContainText(
      englishText(documentUploadMessages.notUtf8),
    );
    await expect(page.getByLabel("File")).toHaveAccessibleDescription(
      englishText(documentUploadMessages.notUtf8),
    );
    await page.context().close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`walks a long list a page at a time ${javaScriptEnabled ? "with" : "without"} JavaScript${javaScriptEnabled ? " @mobile" : ""}`, async ({
      browser,
      baseURL,
      page: defaultPage,
    }) => {
      // With JavaScript: the test's own page (desktop, and a Pixel 7 under @mobile).
      const page = javaScriptEnabled
        ? defaultPage
        : await browserPage(browser, baseURL!, false);
      await openDocuments(page, PAGING_CLIENT.adminEmail, javaScriptEnabled);
      const pager = page.getByRole("navigation", { name: "Document pages" });
      const names = page.getByTestId("document-cards").getByRole("heading");
      const total = PAGING_CLIENT.documents;
      await expect(pager).toContainText(`1–24 of ${total}`);
      await expect(pager).toContainText("Page 1 of 3");
      await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(
        0,
      );
      await expect(names).toHaveCount(24);
      await expect(names.first()).toHaveText(pagingDocumentName(1));
      await expect(names.last()).toHaveText(pagingDocumentName(24));

      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\/dashboard\/documents\?page=2$/);
      await expect(pager).toContainText(`25–48 of ${total}`);
      await expect(pager).toContainText("Page 2 of 3");
      await expect(names).toHaveCount(24);
      await expect(names.first()).toHaveText(pagingDocumentName(25));
      await expect(names.last()).toHaveText(pagingDocumentName(48));
      // Each card of page 2 keeps everything the spec lists, and its download.
      const card25 = card(page, pagingDocumentName(25));
      await expect(card25).toContainText("PLAIN");
      await expect(card25).toContainText("Berth 25 automation");
      await expect(card25).toContainText(/\d+ Bytes/);
      await expect(
        card25.getByRole("link", {
          name: `Download ${pagingDocumentName(25)}`,
        }),
      ).toHaveAttribute(
        "href",
        /^\/dashboard\/documents\/[0-9a-f-]{36}\/download$/,
      );

      await pager.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\?page=3$/);
      await expect(names).toHaveCount(total - 48);
      await expect(names.last()).toHaveText(pagingDocumentName(total));
      await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
      // A page past the end shows the last one; a reload keeps the page.
      await page.goto("/dashboard/documents?page=99");
      await ready(page, javaScriptEnabled);
      await expect(pager).toContainText(`Page 3 of 3`);
      await pager.getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(names.first()).toHaveText(pagingDocumentName(25));
      await page.reload();
      await expect(names.first()).toHaveText(pagingDocumentName(25));
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      else await page.context().close();
    });
  }

  test("sends a long page compressed as a whole, not a deflate block per 4 KB piece", async ({
    page,
    baseURL,
  }) => {
    await signInDirectly(
      page,
      "/auth",
      PAGING_CLIENT.adminEmail,
      DEMO_PASSWORD,
    );
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    // The bytes as sent: a browser's request would have them decompressed before we could count.
    const answer = await new Promise<{
      encoding: string | undefined;
      body: Buffer;
    }>((resolve, reject) => {
      http
        .get(
          `${baseURL}/dashboard/documents?page=2`,
          { headers: { cookie, "accept-encoding": "gzip" } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                body: Buffer.concat(chunks),
              }),
            );
            response.on("error", reject);
          },
        )
        .on("error", reject);
    });
    expect(answer.encoding).toBe("gzip");
    const html = zlib.gunzipSync(answer.body);
    expect(html.toString("utf8")).toContain(pagingDocumentName(25));
    // React writes 4 KB pieces; a compression flush after each one sent about twice what gzip
    // makes of the page (app/server/http/batched-document-stream.server.ts).
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(html).length * 1.2);
  });

  test("a client with nothing yet sees the empty state and why it cannot upload yet @mobile", async ({
    page,
  }) => {
    await openDocuments(page, "eastvale.admin@example.org");
    await expect(page.getByText("No documents available yet.")).toBeVisible();
    await expect(
      page.getByText("Documents are filed under a project."),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Upload document" }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
