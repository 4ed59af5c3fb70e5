import type { Translation } from "~/i18n/copy";
import type * as en from "../insights";
import { site } from "../site";

/** Le texte de /fr/blog, /fr/blog/{slug} et du fil RSS des analyses. */
export const insightsPage: Translation<typeof en.insightsPage> = {
  eyebrow: "Blogue et analyses",
  title: "Des analyses tirées du terrain",
  lead:
    "Notes de terrain de nos architectes, ingénieurs et conseillers sur la conception de services publics " +
    "numériques qui tiennent la route\u00a0: nuage souverain, IA sous la supervision des agents, identité " +
    "numérique, plateformes de recettes et de santé.",
  seoTitle: "Blogue et analyses",
  seoDescription:
    `Articles, guides et notes de cas de ${site.name} sur le nuage souverain, les services publics ` +
    "assistés par l’IA, l’identité numérique, la modernisation des recettes et la télémédecine.",
  featuredLabel: "Dernière analyse",
  moreHeading: "Autres analyses",
  readMore: "Lire l’analyse",
  empty: {
    message: "Aucune analyse n’est encore publiée. Revenez bientôt!",
    action: { label: "Retour à l’accueil", to: "/" },
  },
  feedTitle: `${site.name}\u00a0: analyses`,
};

export const insightDetail: Translation<typeof en.insightDetail> = {
  backLabel: "Retour aux analyses",
  readingTime: "Lecture de {minutes} min",
  capabilitiesLabel: "Expertises connexes",
  notFound: {
    title: "Analyse introuvable",
    message: "L’analyse que vous cherchez n’existe pas.",
    backLabel: "Retour aux analyses",
  },
  cta: {
    title: "Vous faites face à une décision semblable?",
    body:
      "Nos architectes et conseillers ont traité ces questions avec des ministères, des agences et des " +
      "autorités de réglementation. Dites-nous où vous en êtes\u00a0: nous vous répondrons dans les 24\u00a0heures " +
      "avec une prochaine étape concrète.",
    action: { label: "Parler à notre équipe", to: "/contact" },
  },
};
