import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locale";
import { LocaleProvider } from "~/i18n/locale-context";
import { JourneyCarousel } from "./journey-carousel";

const steps = [
  {
    number: 1,
    title: "Discovery Call",
    description: "Talk.",
    duration: "60-90 min",
  },
  { number: 2, title: "Assessment", description: "Look.", duration: "1 week" },
];

function render(locale: Locale) {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <JourneyCarousel steps={steps} label="Blueprint journey" />
    </LocaleProvider>,
  );
}

/** The text of the element with this attribute, tags dropped. */
function textOf(html: string, attribute: string): string {
  const start = html.indexOf(attribute);
  const tag = html.lastIndexOf("<", start);
  const name = /^<(\w+)/.exec(html.slice(tag))?.[1] ?? "";
  const end = html.indexOf(`</${name}>`, start);
  return html.slice(html.indexOf(">", start) + 1, end).replace(/<[^>]+>/g, "");
}

describe("JourneyCarousel", () => {
  it("keeps its English words", () => {
    const html = render("en");
    expect(html).toContain('data-caption="Step 2 of 2: Assessment"');
    expect(textOf(html, "data-caption-step")).toBe(
      "Step 1 of 2: Discovery Call",
    );
    expect(html).toContain('aria-label="2 of 2"');
    expect(html).toContain('aria-label="Go to step 2: Assessment"');
    expect(textOf(html, "data-carousel-previous")).toBe("Previous step");
    expect(textOf(html, "data-carousel-next")).toBe("Next step");
    expect(html).toContain("Duration: ");
  });

  it("speaks French on French pages, each slide carrying the caption the enhancer shows", () => {
    const html = render("fr");
    expect(html).toContain('data-caption="Étape 2 sur 2\u00a0: Assessment"');
    expect(textOf(html, "data-caption-step")).toBe(
      "Étape 1 sur 2\u00a0: Discovery Call",
    );
    expect(html).toContain('aria-label="2 sur 2"');
    expect(html).toContain(
      'aria-label="Aller à l&#x27;étape 2\u00a0: Assessment"',
    );
    expect(textOf(html, "data-carousel-previous")).toBe("Étape Précédente");
    expect(textOf(html, "data-carousel-next")).toBe("Étape Suivante");
    expect(html).toContain("Durée\u00a0: ");
    expect(html).toContain(">Étape 1</p>");
    expect(html).not.toMatch(/\bStep\b|Previous|Next|Duration/);
  });
});
