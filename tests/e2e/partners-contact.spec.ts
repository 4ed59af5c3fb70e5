import { partners } from "../../app/content/partners";
import { site } from "../../app/content/site";
import { expect, test } from "./fixtures";

test.describe("partners and contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/partners shows four partner cards whose Learn More links open safely in a new tab", async ({
    page,
  }) => {
    await page.goto("/partners");
    const cards = page.locator("[data-partner-card]");
    await expect(cards).toHaveCount(4);
    for (const [index, partner] of partners.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        partner.name,
      );
      const learnMore = card.getByRole("link", { name: /^Learn More/ });
      await expect(learnMore).toHaveAccessibleName(
        `Learn More about ${partner.name} (opens in a new tab)`,
      );
      await expect(learnMore).toHaveAttribute("href", partner.url);
      await expect(learnMore).toHaveAttribute("href", /^https:\/\//);
      await expect(learnMore).toHaveAttribute("target", "_blank");
      await expect(learnMore).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(learnMore).toHaveAttribute("rel", /\bnoreferrer\b/);
    }
  });

  test("/partners links to /contact", async ({ page }) => {
    await page.goto("/partners");
    const contact = page
      .locator("main")
      .getByRole("link", { name: "Contact Us" });
    await expect(contact).toHaveAttribute("href", "/contact");
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Talk to our team",
    );
  });

  test("/contact shows both offices with address and phone, and the mailbox as a mailto link", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.locator("main");
    for (const office of site.offices) {
      const card = main.locator(`[data-office="${office.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(
        new RegExp(`^${office.city}\\W+${office.label}$`),
      );
      await expect(card.getByText(office.streetAddress)).toBeVisible();
      await expect(
        card.getByText(
          `${office.locality}, ${office.region} ${office.postalCode}`,
        ),
      ).toBeVisible();
      await expect(
        card.getByRole("link", { name: office.phone }),
      ).toHaveAttribute("href", `tel:${office.phone.replace(/[^+\d]/g, "")}`);
    }
    await expect(main.locator("[data-office]")).toHaveText([
      /Ottawa\W+Head office/,
      /Atlanta\W+Regional office/,
    ]);

    await expect(
      main.getByRole("link", { name: site.contactEmail, exact: true }),
    ).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    await expect(
      main.getByText("A reply within one business day"),
    ).toBeVisible();
  });

  test("/contact describes the organisation's contact points in JSON-LD", async ({
    page,
  }) => {
    await page.goto("/contact");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (script) =>
            JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
        ),
      );
    const organization = blocks.find(
      (block) => block["@type"] === "Organization",
    );
    expect(organization?.contactPoint).toEqual(
      site.offices.map((office) =>
        expect.objectContaining({
          "@type": "ContactPoint",
          telephone: office.phone,
          email: site.contactEmail,
        }),
      ),
    );
  });
});

test.describe("partners, contact and careers on a small screen @phone", () => {
  test("have no horizontal overflow at 320 px", async ({ page, isMobile }) => {
    test.skip(!isMobile, "mobile layout only");
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/careers", "/partners", "/contact"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
