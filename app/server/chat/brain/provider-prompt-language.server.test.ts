import { describe, expect, it } from "vitest";
import { buildKnowledgeIndex } from "./knowledge-index.server";
import { providerContext, providerMessages } from "./provider-prompt.server";
import { frenchSiteDocuments } from "./site-copy/french-site";

describe("the provider's prompt in French (decision 055)", () => {
  it("asks for a French answer and grounds it on the French pages", () => {
    const index = buildKnowledgeIndex(frenchSiteDocuments());
    const input = {
      history: [],
      message: "Parlez-moi de votre plateforme de visa électronique",
      attachments: [],
      locale: "fr" as const,
    };
    const context = providerContext(index, "solution_area", input);
    const [system] = providerMessages(input, context.documents);
    expect(system?.content).toContain("answer in Canadian French");
    expect(system?.content).toContain("(/fr/solutions/evisa)");
    expect(context.sources.every((s) => s.href.startsWith("/fr"))).toBe(true);
  });

  it("asks for English by default", () => {
    const [system] = providerMessages(
      { history: [], message: "Hello", attachments: [] },
      [],
    );
    expect(system?.content).toContain("answer in English");
  });
});
