import type { Page } from "@playwright/test";
import { parseCsv } from "../../app/server/console/lead-export-csv";
import {
  browserPage,
  ready,
  signInDirectly,
  toastWith,
  DEMO_PASSWORD,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The confidentiality incident register (docs/privacy.md) as an admin uses it: an
 * incident recorded with JavaScript (the shared schema answers in the browser) and without
 * (the server's field errors come back in the page, with what was typed), then edited, found
 * in the list and in the CSV export; axe on each page. Each test's entries carry a tag of
 * their own in their circumstances.
 */

const STAFF = "staff.admin@example.org";
const REGISTER = "/lead_admin/privacy/incidents";

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function adminPage(
  browser: Parameters<typeof browserPage>[0],
  baseURL: string,
  javaScript: boolean,
): Promise<Page> {
  const page = await browserPage(browser, baseURL, javaScript);
  await signInDirectly(page, "/admin/auth", STAFF, DEMO_PASSWORD);
  return page;
}

function incidentForm(page: Page) {
  return page.getByRole("form", { name: "Incident" });
}

async function fillIncident(
  page: Page,
  values: {
    circumstances: string;
    discoveredOn: string;
    persons: string;
    serious: "Yes" | "No";
  },
) {
  const form = incidentForm(page);
  await form
    .getByLabel("Personal information concerned")
    .fill("Names and e-mail addresses of newsletter subscribers");
  await form.getByLabel("Circumstances").fill(values.circumstances);
  await form.getByLabel("When it happened").fill("between 3 and 5 November");
  await form.getByLabel("Discovered on").fill(values.discoveredOn);
  await form.getByLabel("Persons concerned").fill(values.persons);
  await form
    .getByLabel("Risk assessment")
    .fill("Addresses only; the recipient confirmed deletion.");
  await form
    .getByLabel("Does the incident present a risk of serious injury?")
    .selectOption({ label: values.serious });
  await form
    .getByLabel("Measures taken")
    .fill("Recipient deleted the file; exports now go to staff only.");
}

test("an admin records an incident with JavaScript, edits it, and finds it in the list and the CSV", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `js-${Date.now().toString(36)}`;
  const page = await adminPage(browser, baseURL!, true);
  await page.goto(REGISTER);
  await ready(page, true);
  await expect(
    page.getByRole("heading", { level: 2, name: "Incident register" }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Privacy" })
      .getByRole("link", { name: "Incident register" }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Record an incident" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Record an incident" }),
  ).toBeVisible();
  await ready(page, true);
  // The browser runs the shared schema first: nothing is posted, the first field takes focus.
  await incidentForm(page)
    .getByRole("button", { name: "Record the incident" })
    .click();
  await expect(
    incidentForm(page).getByText("Describe briefly what happened."),
  ).toBeVisible();
  await expect(
    incidentForm(page).getByLabel("Personal information concerned"),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  // A serious risk with no notice dates and no reason: the form says what it needs.
  await fillIncident(page, {
    circumstances: `A CSV export was e-mailed to the wrong recipient (${tag}).`,
    discoveredOn: utcDay(-2),
    persons: "40",
    serious: "Yes",
  });
  await incidentForm(page)
    .getByRole("button", { name: "Record the incident" })
    .click();
  await expect(
    incidentForm(page).getByText(/enter both notice dates, or say why/),
  ).toBeVisible();
  await incidentForm(page)
    .getByLabel("Why the notices are not sent yet (optional)")
    .fill("Confirming the two addresses concerned.");
  await incidentForm(page)
    .getByLabel("Commission notified on (optional)")
    .fill(utcDay(-1));
  await incidentForm(page)
    .getByRole("button", { name: "Record the incident" })
    .click();
  await expect(toastWith(page, "Incident recorded")).toBeVisible();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: `Incident discovered ${utcDay(-2)}`,
    }),
  ).toBeVisible();
  await expect(page.getByText("(it cannot be deleted before)")).toBeVisible();
  const entryPath = new URL(page.url()).pathname;
  expect(entryPath).toMatch(
    /^\/lead_admin\/privacy\/incidents\/[0-9a-f-]{36}$/,
  );
  await ready(page, true);
  await expectNoAxeViolations(page);

  // The edit: the persons were notified; the form keeps the reason it was given.
  await expect(
    incidentForm(page).getByLabel(
      "Why the notices are not sent yet (optional)",
    ),
  ).toHaveValue("Confirming the two addresses concerned.");
  await incidentForm(page)
    .getByLabel("Persons notified on (optional)")
    .fill(utcDay(0));
  await incidentForm(page)
    .getByRole("button", { name: "Save changes" })
    .click();
  await expect(toastWith(page, "Changes saved")).toBeVisible();
  await expect(
    incidentForm(page).getByLabel("Persons notified on (optional)"),
  ).toHaveValue(utcDay(0));

  await page.getByRole("link", { name: "Incident register" }).first().click();
  await expect(page).toHaveURL(new RegExp(`${REGISTER}$`));
  const row = page
    .getByRole("table", { name: /Confidentiality incidents/ })
    .getByRole("row")
    .filter({ has: page.locator(`a[href="${entryPath}"]`) });
  await expect(row).toContainText("40");
  await expect(row).toContainText("Yes");
  await expect(row).toContainText(
    `Commission ${utcDay(-1)}; Persons ${utcDay(0)}`,
  );

  const download = await page.request.get(`${REGISTER}/export.csv`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const [header, ...records] = parseCsv(await download.text());
  const record = records.find((r) => r.some((cell) => cell.includes(tag)));
  expect(record).toBeDefined();
  const cell = (name: string) => record![header!.indexOf(name)];
  expect(cell("persons concerned")).toBe("40");
  expect(cell("risk of serious injury")).toBe("yes");
  expect(cell("persons notified on")).toBe(utcDay(0));
  expect(cell("recorded by")).toBe(STAFF);
});

/**
 * axe runs inside the page, which a context without JavaScript cannot do: the page as the server
 * rendered it (its scripts removed, so nothing hydrates) is served at its own URL to a context
 * with JavaScript, which loads the same stylesheets, and scanned there.
 */
async function expectNoAxeViolationsWithoutJavaScript(
  page: Page,
  browser: Parameters<typeof browserPage>[0],
  baseURL: string,
) {
  const html = (await page.content()).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    "",
  );
  const snapshot = await browserPage(browser, baseURL, true);
  const url = new URL(new URL(page.url()).pathname, baseURL).href;
  await snapshot.route(url, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await snapshot.goto(url);
  // Positive control: the scan reads the rendered page, not an empty one.
  await expect(
    snapshot.getByRole("heading", { level: 2, name: /incident/i }),
  ).toBeVisible();
  await expectNoAxeViolations(snapshot);
  await snapshot.context().close();
}

test("an admin records an incident without JavaScript: the server's errors come back with what was typed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `nojs-${Date.now().toString(36)}`;
  const page = await adminPage(browser, baseURL!, false);
  await page.goto(`${REGISTER}/new`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Record an incident" }),
  ).toBeVisible();
  await fillIncident(page, {
    circumstances: `A laptop with résumés was stolen (${tag}).`,
    discoveredOn: utcDay(3),
    persons: "-2",
    serious: "No",
  });
  await incidentForm(page)
    .getByRole("button", { name: "Record the incident" })
    .click();
  await expect(
    page.getByText(/The discovery date cannot be in the future/).first(),
  ).toBeVisible();
  await expect(
    page.getByText(/Enter a whole number of persons/).first(),
  ).toBeVisible();
  await expect(incidentForm(page).getByLabel("Circumstances")).toHaveValue(
    `A laptop with résumés was stolen (${tag}).`,
  );
  await expect(incidentForm(page).getByLabel("Discovered on")).toBeFocused();
  await expectNoAxeViolationsWithoutJavaScript(page, browser, baseURL!);

  await incidentForm(page).getByLabel("Discovered on").fill(utcDay(-4));
  await incidentForm(page).getByLabel("Persons concerned").fill("3");
  await incidentForm(page)
    .getByRole("button", { name: "Record the incident" })
    .click();
  await expect(toastWith(page, "Incident recorded")).toBeVisible();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: `Incident discovered ${utcDay(-4)}`,
    }),
  ).toBeVisible();
  await expect(incidentForm(page).getByLabel("Persons concerned")).toHaveValue(
    "3",
  );
  await expectNoAxeViolationsWithoutJavaScript(page, browser, baseURL!);
});
