/**
 * Les noms français des secteurs, expertises et types de contenu de la démonstration, par slug.
 * Le studio les nomme en anglais (la console reste en anglais); une page française montre le nom
 * ci-dessous, ou celui du studio pour un élément qu'on n'a pas encore traduit ici.
 */
export const frenchTaxonomyNames = {
  sector: {
    immigration: "Immigration et gestion des frontières",
    "public-finance": "Finances publiques et recettes",
    health: "Santé et télémédecine",
    construction: "Construction et infrastructures",
    "digital-legacy": "Patrimoine numérique",
    "public-administration": "Administration publique",
  },
  capability: {
    "ai-automation": "IA et automatisation intelligente",
    "digital-identity": "Identité numérique et confiance",
    "cloud-infrastructure": "Infrastructure infonuagique souveraine",
    "data-analytics": "Données et analytique décisionnelle",
    cybersecurity: "Cybersécurité et résilience",
    "citizen-experience": "Expérience citoyenne",
  },
  contentType: {
    article: "Article",
    "case-note": "Note de cas",
    guide: "Guide",
    whitepaper: "Livre blanc",
    news: "Nouvelles",
  },
} satisfies Record<string, Record<string, string>>;

type Named = { slug: string; name: string };

/**
 * An article's content type and capabilities named in `locale` (its structured data's section
 * and keywords): French names on the French site where there is one.
 */
export function withTaxonomyNamesIn<
  T extends { contentType: Named | null; capabilities: Named[] },
>(locale: "en" | "fr", item: T): T {
  if (locale === "en") return item;
  const rename =
    (names: Readonly<Record<string, string>>) =>
    <N extends Named>(ref: N): N => ({
      ...ref,
      name: names[ref.slug] ?? ref.name,
    });
  return {
    ...item,
    contentType: item.contentType
      ? rename(frenchTaxonomyNames.contentType)(item.contentType)
      : null,
    capabilities: item.capabilities.map(rename(frenchTaxonomyNames.capability)),
  };
}
