import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/support/render-route";
import { BlueprintContactSection } from "~/components/blueprint-contact-section";
import type { Locale } from "~/i18n/locale";
import { LocaleProvider } from "~/i18n/locale-context";
import Capabilities from "./capabilities";
import CapabilityDetail from "./capability-detail";

/** Renders a page as the site does: inside the router, in the URL's language. */
function renderPage(
  locale: Locale,
  url: string,
  Component: React.ComponentType,
): string {
  return renderRoute(Component, { path: url, locale });
}

function detail(locale: Locale, slug: "digital-identity") {
  const Page = () => (
    <CapabilityDetail
      {...({ loaderData: { slug } } as Parameters<typeof CapabilityDetail>[0])}
    />
  );
  return renderPage(locale, `/x/${slug}`, Page);
}

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");

describe("the capability pages in French", () => {
  it("/fr/capabilities shows the French cards and links only to French pages", () => {
    const html = renderPage("fr", "/fr/capabilities", Capabilities);
    expect(html).toContain("Identité numérique et confiance");
    expect(html).toContain("Explorer");
    expect(hrefs(html)).toContain("/fr/capabilities/digital-identity");
    expect(hrefs(html).filter((href) => !href.startsWith("/fr"))).toEqual([]);
  });

  it("a capability page names its breadcrumbs, sections and solutions in French", () => {
    const html = detail("fr", "digital-identity");
    expect(html).toContain('aria-label="Fil d’Ariane"');
    expect(html).toContain("Accueil");
    expect(html).toContain("Voir dans nos solutions");
    expect(html).toContain("Visa électronique et immigration");
    expect(html).not.toMatch(/Breadcrumb|>Home<|See it in|Features/);
    expect(
      hrefs(html).filter(
        (href) => !href.startsWith("/fr") && !href.startsWith("#"),
      ),
    ).toEqual([]);
  });

  it("the English page keeps its English", () => {
    const html = detail("en", "digital-identity");
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain("See it in our solutions");
    expect(html).toContain("e-Visa &amp; Immigration");
    expect(hrefs(html)).toContain("/solutions/evisa");
  });
});

describe("the blueprint contact section", () => {
  it("is in French on French pages", () => {
    const html = renderToStaticMarkup(
      <LocaleProvider locale="fr">
        <BlueprintContactSection form={null} />
      </LocaleProvider>,
    );
    expect(html).toContain("Prêts pour la transformation?");
    expect(html).toContain("Réponse dans les 24 heures");
    expect(html).toContain("Ottawa · Siège social");
    expect(html).not.toMatch(/Reply within|Head office|Ready to/);
  });
});
