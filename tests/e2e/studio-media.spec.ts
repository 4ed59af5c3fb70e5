import sharp from "sharp";
import {
  browserPage,
  DEMO_PASSWORD,
  ready,
  signInDirectly,
  toastWith,
  staffPage,
} from "./accounts-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { EDITOR, newInsightDraft } from "./studio-support";

/**
 * The studio's media library as an editor uses it (docs/decisions/052-media-library.md):
 * upload an image, give it alt text, choose it as an insight's featured image, publish, and
 * the public page shows it as a `<picture>` whose image loads, from a file cached for a year.
 */

/** A 1800 × 1200 photo-like JPEG whose pixels no other run has (so it is a new asset). */
async function uniqueJpeg(): Promise<Buffer> {
  const width = 1800;
  const height = 1200;
  const salt = Date.now() % 251;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (salt + x + y) % 256;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test.describe("the studio's media library", () => {
  test("upload an image, write its alt text, pick it as an insight's featured image, publish: the public page shows a <picture>", async ({
    browser,
    baseURL,
  }) => {
    // A whole editor journey to a public page: 15–40 s alone, over a minute on a loaded 2-core machine.
    test.slow();
    const run = Date.now().toString(36);
    const imageTitle = `Harbour at dawn ${run}`;
    const page = await staffPage(browser, baseURL!, EDITOR);
    await page.goto("/lead_admin/media");
    await ready(page, true);
    await expect(page.getByRole("link", { name: "Media" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "Media" }),
    ).toBeVisible();

    // Upload without alt text: the library says it is needed.
    const upload = page.getByRole("form", { name: "Upload an image" });
    await upload.getByLabel("Image", { exact: true }).setInputFiles({
      name: "harbour.jpg",
      mimeType: "image/jpeg",
      buffer: await uniqueJpeg(),
    });
    await upload.getByLabel("Title (optional)").fill(imageTitle);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toastWith(page, "Image uploaded")).toBeVisible({
      timeout: 30_000,
    });
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: imageTitle }),
    });
    await expect(card.getByText("Alt text needed").first()).toBeVisible();
    await expect(card).toContainText("1800 × 1200 px");
    await expectNoAxeViolations(page);

    // Its alt text, inline.
    await card
      .getByLabel("Alt text", { exact: true })
      .fill("A research vessel moored in a harbour at dawn");
    await card.getByRole("button", { name: `Save “${imageTitle}”` }).click();
    await expect(toastWith(page, "Image saved")).toBeVisible();
    await expect(card.getByText("Alt text needed")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A new insight takes it as its featured image, from the picker.
    const insightTitle = `Field notes from the harbour ${run}`;
    await page.goto("/lead_admin/insights/new");
    await ready(page, true);
    await page.getByLabel("Title", { exact: true }).fill(insightTitle);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: insightTitle }),
    ).toBeVisible();
    await ready(page, true);
    await page
      .getByLabel("Excerpt")
      .fill("What a morning on the water taught a survey team.");
    await page.getByLabel("Byline").fill("Amara Okafor");
    await page.getByLabel("Content type").selectOption({ index: 1 });
    await expect(
      page.getByRole("toolbar", { name: "Formatting" }),
    ).toBeVisible();
    const body = page.locator('[contenteditable="true"][role="textbox"]');
    await body.click();
    await body.fill("The survey left at first light.");

    // The body's "Insert image" opens the library: the image goes in with its alt text and size.
    await page.getByRole("button", { name: "Insert image" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel("Search by title or alt text")
      .fill(`harbour at dawn ${run}`);
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(
      dialog.getByRole("button", { name: `Choose “${imageTitle}”` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog
      .getByRole("button", { name: `Choose “${imageTitle}”` })
      .click();
    await expect(dialog).toBeHidden();
    const inserted = body.locator("img");
    await expect(inserted).toHaveAttribute(
      "src",
      /^\/media\/[0-9a-f]{20}-1600\.jpg$/,
    );
    await expect(inserted).toHaveAttribute(
      "alt",
      "A research vessel moored in a harbour at dawn",
    );
    await expect(inserted).toHaveAttribute("width", "1600");
    // The cursor is after the image: what is typed next follows it and never replaces it.
    await page.keyboard.type("Moored at the quay.");
    await expect(body.locator("img")).toHaveCount(1);
    await expect(body.locator("img + p")).toHaveText("Moored at the quay.");
    await expect(body.locator("p").first()).toHaveText(
      "The survey left at first light.",
    );

    // The featured image, from the same picker.
    await page.getByRole("button", { name: "Choose from the library" }).click();
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel("Search by title or alt text")
      .fill(`harbour at dawn ${run}`);
    await dialog.getByRole("button", { name: "Search" }).click();
    await dialog
      .getByRole("button", { name: `Choose “${imageTitle}”` })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Featured image")).toHaveValue(
      /^\/media\/[0-9a-f]{20}-1600\.jpg$/,
    );

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();
    const slug = (await page.getByLabel("URL slug").inputValue()).trim();

    // The public page, without JavaScript: a <picture> with AVIF and WebP sources and a JPEG
    // with srcset, width and height, fetched first; its image loads.
    const visitor = await browserPage(browser, baseURL!, false);
    const response = await visitor.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    const picture = visitor.locator("article picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /-480\.avif 480w, .*-1600\.avif 1600w$/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /-1600\.webp 1600w$/,
    );
    const image = picture.locator("img");
    await expect(image).toHaveAttribute(
      "alt",
      "A research vessel moored in a harbour at dawn",
    );
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1067");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).not.toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("srcset", /-800\.jpg 800w/);
    await expect
      .poll(() =>
        image.evaluate(
          (element) =>
            (element as HTMLImageElement).complete &&
            (element as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
    // Chromium chose a modern format from the sources.
    const chosen = await image.evaluate(
      (element) => (element as HTMLImageElement).currentSrc,
    );
    expect(chosen).toMatch(/\/media\/[0-9a-f]{20}-\d+\.(avif|webp)$/);

    // The body's image keeps its size on the page (no layout shift as it loads).
    const bodyImage = visitor.locator("article img[loading=lazy]").first();
    await expect(bodyImage).toHaveAttribute("width", "1600");
    await expect(bodyImage).toHaveAttribute("height", "1067");

    // The file itself, through the whole server: typed, cached for a year, never sniffed.
    const file = await visitor.request.get(new URL(chosen).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
    expect(file.headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    const again = await visitor.request.get(new URL(chosen).pathname, {
      headers: { "If-None-Match": file.headers()["etag"]! },
    });
    expect(again.status()).toBe(304);

    // Used now: the library refuses to delete it and says where it is used.
    await page.goto(`/lead_admin/media?q=${encodeURIComponent(imageTitle)}`);
    await ready(page, true);
    const usedCard = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: imageTitle }),
    });
    await expect(
      usedCard.getByRole("link", { name: insightTitle }),
    ).toHaveCount(2);
    await usedCard
      .getByRole("button", { name: `Delete “${imageTitle}”` })
      .click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "the image is in use" })
        .first(),
    ).toBeVisible();
    await visitor.context().close();
  });

  test("alt text per language: the French alt text is written at upload and edited in the library, and the card says when it is missing", async ({
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const imageTitle = `Quay at noon ${run}`;
    const page = await staffPage(browser, baseURL!, EDITOR);
    await page.goto("/lead_admin/media");
    await ready(page, true);

    // Uploaded with its English alt text only: the card asks for the French.
    const upload = page.getByRole("form", { name: "Upload an image" });
    await upload.getByLabel("Image", { exact: true }).setInputFiles({
      name: "quay.jpg",
      mimeType: "image/jpeg",
      buffer: await uniqueJpeg(),
    });
    await upload.getByLabel("Title (optional)").fill(imageTitle);
    await upload
      .getByLabel("Alt text", { exact: true })
      .fill("Fishing boats tied up along a stone quay");
    await expect(upload.getByLabel("French alt text")).toHaveAttribute(
      "maxlength",
      "300",
    );
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toastWith(page, "Image uploaded")).toBeVisible({
      timeout: 30_000,
    });
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: imageTitle }),
    });
    await expect(card.getByText("French alt text missing")).toBeVisible();
    await expect(card.getByText("Alt text needed")).toHaveCount(0);

    // Written inline, beside the English; saved, it survives a reload.
    const frenchAlt = "Bateaux de pêche amarrés le long d’un quai de pierre";
    await card.getByLabel("French alt text").fill(frenchAlt);
    await card.getByRole("button", { name: `Save “${imageTitle}”` }).click();
    await expect(toastWith(page, "Image saved")).toBeVisible();
    await expect(card.getByText("French alt text missing")).toHaveCount(0);
    await page.reload();
    await ready(page, true);
    await expect(card.getByLabel("French alt text")).toHaveValue(frenchAlt);
    await expect(card.getByLabel("French alt text")).toHaveAttribute(
      "lang",
      "fr",
    );
    await expect(card.getByLabel("Alt text", { exact: true })).toHaveValue(
      "Fishing boats tied up along a stone quay",
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test("a French item's picker asks for, saves and inserts the French alt text; publishing refuses an image without it; the French page says it", async ({
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const imageTitle = `Ferry terminal ${run}`;
    const englishAlt = "A ferry leaving its terminal at dusk";
    const frenchAlt = "Un traversier quitte son terminal au crépuscule";
    const page = await staffPage(browser, baseURL!, EDITOR);
    await page.goto("/lead_admin/media");
    await ready(page, true);
    const upload = page.getByRole("form", { name: "Upload an image" });
    await upload.getByLabel("Image", { exact: true }).setInputFiles({
      name: "ferry.jpg",
      mimeType: "image/jpeg",
      buffer: await uniqueJpeg(),
    });
    await upload.getByLabel("Title (optional)").fill(imageTitle);
    await upload.getByLabel("Alt text", { exact: true }).fill(englishAlt);
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(toastWith(page, "Image uploaded")).toBeVisible({
      timeout: 30_000,
    });

    // An English insight, published, then its French version.
    const englishTitle = `Ferry timetables ${run}`;
    await newInsightDraft(page, englishTitle);
    await page.getByLabel("Excerpt").fill("How ferry timetables went digital.");
    await page.getByLabel("Byline").fill("Amara Okafor");
    await page.getByLabel("Content type").selectOption({ index: 1 });
    const body = page.locator('[contenteditable="true"][role="textbox"]');
    await body.click();
    await body.fill("Timetables moved online.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();
    await page
      .getByRole("button", { name: "Create the French version" })
      .click();
    await expect(toastWith(page, "French version created")).toBeVisible();
    await ready(page, true);
    await expect(page.locator("[data-item-language]")).toHaveText("French");
    const frenchSlug = `horaires-traversiers-${run}`;
    await page
      .getByLabel("Title", { exact: true })
      .fill(`Les horaires des traversiers ${run}`);
    await page.getByLabel("URL slug").fill(frenchSlug);
    await page
      .getByLabel("Excerpt")
      .fill("Comment les horaires des traversiers sont passés au numérique.");
    await body.click();
    await body.fill("Les horaires sont passés en ligne.");

    // The featured image, chosen without a French alt text: publishing refuses it.
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await page.getByRole("button", { name: "Choose from the library" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search by title or alt text").fill(imageTitle);
    await dialog.getByRole("button", { name: "Search" }).click();
    const item = dialog.getByRole("listitem").filter({ hasText: imageTitle });
    await expect(item.getByText("French alt text needed")).toBeVisible();
    await item.getByRole("button", { name: `Choose “${imageTitle}”` }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(
      page.getByText(`French alt text for the image “${imageTitle}”`).first(),
    ).toBeVisible();

    // In the body: the picker asks for the French alt text, saves it, and inserts the image with it.
    await body.click();
    await page.keyboard.press("End");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Search by title or alt text").fill(imageTitle);
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(
      item.getByRole("button", { name: `Choose “${imageTitle}”` }),
    ).toBeDisabled();
    await item.getByRole("button", { name: "Save", exact: true }).click();
    await expect(item.getByRole("alert")).toHaveText(
      /Describe the image in French/,
    );
    await item
      .getByLabel(`French alt text for “${imageTitle}”`)
      .fill(frenchAlt);
    await item.getByRole("button", { name: "Save", exact: true }).click();
    await expect(item).toContainText(`French alt: ${frenchAlt}`);
    await item.getByRole("button", { name: `Choose “${imageTitle}”` }).click();
    await expect(dialog).toBeHidden();
    await expect(body.locator("img")).toHaveAttribute("alt", frenchAlt);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toastWith(page, "Published")).toBeVisible();

    // The French page says the French alt text; the English library alt text is unchanged.
    const visitor = await browserPage(browser, baseURL!, false);
    await visitor.goto(`/fr/blog/${frenchSlug}`);
    const images = visitor.locator("article img");
    await expect(images).toHaveCount(2);
    for (const image of await images.all())
      await expect(image).toHaveAttribute("alt", frenchAlt);
    await expect(visitor.locator("article")).not.toContainText(englishAlt);
    await expect(
      visitor.locator(`article img[alt="${englishAlt}"]`),
    ).toHaveCount(0);
    await visitor.context().close();
    await page.goto("/lead_admin/media");
    await ready(page, true);
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: imageTitle }),
    });
    await expect(card.getByLabel("Alt text", { exact: true })).toHaveValue(
      englishAlt,
    );
    await expect(card.getByLabel("French alt text")).toHaveValue(frenchAlt);
    await page.context().close();
  });

  test("without JavaScript: an upload is a plain post, an SVG is refused on the page, alt text is saved", async ({
    browser,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    const page = await browserPage(browser, baseURL!, false);
    await signInDirectly(page, "/admin/auth", EDITOR, DEMO_PASSWORD);
    await page.goto("/lead_admin/media");
    const upload = page.getByRole("form", { name: "Upload an image" });

    await upload.getByLabel("Image", { exact: true }).setInputFiles({
      name: "drawing.png",
      mimeType: "image/png",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(
      page.getByRole("form", { name: "Upload an image" }),
    ).toContainText("SVG images are not accepted");

    const title = `Small diagram ${run}`;
    await page
      .getByRole("form", { name: "Upload an image" })
      .getByLabel("Image", { exact: true })
      .setInputFiles({
        name: "diagram.png",
        mimeType: "image/png",
        buffer: await sharp({
          create: {
            width: 320,
            height: 200,
            channels: 3,
            background: { r: Date.now() % 255, g: 90, b: 160 },
          },
        })
          .png()
          .toBuffer(),
      });
    await page
      .getByRole("form", { name: "Upload an image" })
      .getByLabel("Title (optional)")
      .fill(title);
    await page
      .getByRole("form", { name: "Upload an image" })
      .getByRole("button", { name: "Upload" })
      .click();
    await expect(
      page.getByText(/Image uploaded|Already in the library/).first(),
    ).toBeVisible();
    const card = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: title }),
    });
    await expect(card.getByText("Alt text needed").first()).toBeVisible();
    await expect(card).toContainText("320 × 200 px");
    await card
      .getByLabel("Alt text", { exact: true })
      .fill("A small blue diagram");
    await card.getByRole("button", { name: `Save “${title}”` }).click();
    await expect(page.getByText("Image saved").first()).toBeVisible();
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: title }) })
        .getByText("Alt text needed"),
    ).toHaveCount(0);
    await page.context().close();
  });
});
