import { describe, expect, it } from "vitest";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { clientListAnswer, clientsQuestion } from "./client-list.server";
import { makeDocument } from "./knowledge-document.server";
import { buildKnowledgeIndex } from "./knowledge-index.server";

const study = (slug: string, title: string, client: string) =>
  makeDocument(`case_study:${slug}`, "case_study", title, `/projects/${slug}`, [
    `Client: ${client}.`,
    "Sector: Public Finance.",
    "A platform that changed how the service runs, measured every month.",
  ]);
const index = buildKnowledgeIndex([
  study(
    "health",
    "A rural telemedicine network",
    "Ministry of Health, East Africa",
  ),
  study(
    "visa",
    "A national e-visa platform",
    "National immigration directorate, West Africa",
  ),
]);
const contact = { title: "Contact", href: "/contact" };

describe("clientsQuestion", () => {
  it("reads who our clients are, of a kind or any, in both languages", () => {
    expect(clientsQuestion("Who are your clients?", "en")).toEqual({
      asked: null,
      kind: null,
    });
    expect(
      clientsQuestion("Which ministries have you worked with?", "en")?.asked,
    ).toBe("ministries");
    expect(clientsQuestion("Name three banks you work with", "en")?.asked).toBe(
      "banks",
    );
    expect(
      clientsQuestion("Avec quels ministères avez-vous travaillé ?", "fr")
        ?.asked,
    ).toBe("ministères");
    expect(clientsQuestion("Qui sont vos clients ?", "fr")?.kind).toBeNull();
  });

  it("leaves partners, platforms and other questions alone", () => {
    expect(
      clientsQuestion("Which partners do you work with?", "en"),
    ).toBeNull();
    expect(
      clientsQuestion("Which cloud providers do you work with?", "en"),
    ).toBeNull();
    expect(
      clientsQuestion("Avec quels partenaires travaillez-vous ?", "fr"),
    ).toBeNull();
    expect(
      clientsQuestion("How do clients sign in to the portal?", "en"),
    ).toBeNull();
  });
});

describe("clientListAnswer", () => {
  const intl = chatIntlFor("en");

  it("lists the case studies' clients of the kind asked for, with their pages", () => {
    const answer = clientListAnswer(
      index,
      clientsQuestion("Which ministries have you worked with?", "en")!,
      intl,
      contact,
    )!;
    expect(answer.text).toMatch(
      /^Our case studies describe our clients without naming them:/,
    );
    expect(answer.text).toContain(
      "- [A rural telemedicine network](/projects/health): Ministry of Health, East Africa",
    );
    expect(answer.text).not.toContain("immigration directorate");
    expect(answer.sources).toEqual([
      { title: "A rural telemedicine network", href: "/projects/health" },
    ]);
  });

  it("says plainly that the site names no client of a kind it has none of, and lists those it has", () => {
    const answer = clientListAnswer(
      index,
      clientsQuestion("Name three banks you work with", "en")!,
      intl,
      contact,
    )!;
    expect(answer.text).toMatch(
      /^Our site does not name any “banks” among our clients\./,
    );
    expect(answer.text).toContain(
      "National immigration directorate, West Africa",
    );
    expect(answer.text).toContain("[Contact](/contact)");
  });

  it("answers in French with the French wording", () => {
    const answer = clientListAnswer(
      index,
      clientsQuestion("Qui sont vos clients ?", "fr")!,
      chatIntlFor("fr"),
      { title: "Nous joindre", href: "/fr/contact" },
    )!;
    expect(answer.text).toMatch(
      /^Nos études de cas décrivent nos clients sans les nommer\u00a0:/,
    );
  });
});
