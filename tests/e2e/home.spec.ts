import { expect, test } from "./fixtures";

const solutionPages = [
  ["e-Visa & Immigration", "/solutions/evisa"],
  ["Digital Governance & Tax Collection", "/solutions/governance"],
  ["Healthcare & Telemedicine", "/solutions/healthcare"],
  ["AftrLife Avatars", "/solutions/aftrlife"],
  ["Construction & Inspection", "/solutions/construction"],
  ["Core Capabilities", "/capabilities"],
] as const;

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders the headline, calls to action and six solution cards", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Operating System for Modern Enterprises and Nations",
    );
    await expect(
      page.getByText("Unordinary insights, uncommon innovation").first(),
    ).toBeVisible();
    const hero = page.locator("section").first();
    await expect(
      hero.getByRole("link", { name: "Get Your Blueprint" }),
    ).toHaveAttribute("href", "/blueprint");
    await expect(hero.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about",
    );

    const cards = page.locator("[data-solution-card]");
    await expect(cards).toHaveCount(6);
    for (const [index, [title, href]] of solutionPages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByRole("link")).toHaveAttribute("href", href);
    }
  });

  test("shows the public-services strip, the About figures and the five values with the mission", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Public services we digitise" }),
    ).toBeVisible();
    for (const figure of ["3+", "1M+", "99.9%", "70%"]) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const values = page
      .getByRole("list", { name: "Our values" })
      .getByRole("heading", { level: 3 });
    await expect(values).toHaveText([
      "Innovation",
      "Transparency",
      "Global Inclusion",
      "Sustainability",
      "Security",
    ]);
    await expect(page.getByRole("main").getByText("Our mission")).toBeVisible();
  });

  test("the footer carries both offices, the mailbox and the legal links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByText("Ottawa · Head office")).toBeVisible();
    await expect(footer.getByText("Atlanta · Regional office")).toBeVisible();
    await expect(
      footer.getByRole("link", { name: "info@kestrelcivic.com" }),
    ).toHaveAttribute("href", "mailto:info@kestrelcivic.com");
    const legal: [string, string][] = [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ];
    // In the Legal navigation: the footer's newsletter box links the privacy policy too.
    const legalNav = footer.getByRole("navigation", { name: "Legal" });
    for (const [name, href] of legal) {
      await expect(legalNav.getByRole("link", { name })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(
      footer.getByRole("navigation", { name: "Solutions" }).getByRole("link"),
    ).toHaveCount(5);
  });
});
