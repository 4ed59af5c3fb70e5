import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ButtonLink } from "./button-link";

/** Renders the button inside a router at a capability page's URL, as the site does. */
function renderAt(url: string, to: string): string {
  const Stub = createRoutesStub([
    {
      path: "/capabilities/:slug",
      Component: () => <ButtonLink to={to}>See it in our solutions</ButtonLink>,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

describe("ButtonLink", () => {
  it("keeps a same-page target as a bare fragment, so following it never reloads the page", () => {
    const html = renderAt("/capabilities/ai-automation", "#solutions");
    expect(html).toContain('href="#solutions"');
    expect(html).not.toContain("/capabilities/ai-automation/#solutions");
  });

  it("resolves other targets as router links", () => {
    expect(renderAt("/capabilities/ai-automation", "/contact")).toContain(
      'href="/contact"',
    );
  });
});
