import type { NavGroup, NavLinkItem } from "../navigation";

/** French navigation: the same links as ../navigation.ts (paths stay English; links localize them). */
export const headerNavigation: NavGroup[] = [
  {
    id: "solutions",
    label: "Solutions",
    links: [
      {
        label: "Plan directeur",
        to: "/blueprint",
        description: "Un plan chiffré et échelonné pour votre transformation",
      },
      {
        label: "Plateformes du secteur public",
        to: "/public-sector-platforms",
        description:
          "Visa électronique, perception numérique des impôts et surveillance sanitaire",
      },
      {
        label: "Expertises clés",
        to: "/capabilities",
        description:
          "Automatisation par l’IA, identité numérique, nuage souverain",
      },
    ],
  },
  {
    id: "work",
    label: "Réalisations",
    links: [
      {
        label: "Projets et retombées",
        to: "/projects",
        description: "Études de cas et résultats obtenus",
      },
      {
        label: "Blogue et analyses",
        to: "/blog",
        description: "Notes de terrain de nos architectes et conseillers",
      },
    ],
  },
  {
    id: "company",
    label: "Entreprise",
    links: [
      {
        label: "À propos",
        to: "/about",
        description: "Notre mission et les valeurs qui nous guident",
      },
      {
        label: "Vision",
        to: "/vision",
        description: "Où nous serons d’ici 2028",
      },
      {
        label: "Carrières",
        to: "/careers",
        description: "Bâtir des infrastructures publiques durables",
      },
      {
        label: "Nous joindre",
        to: "/contact",
        description: "Bureaux d’Ottawa et d’Atlanta",
      },
    ],
  },
];

export const getStartedLink: NavLinkItem = {
  label: "Démarrer un projet",
  to: "/get-started",
};

export const solutionLinks: NavLinkItem[] = [
  { label: "Visa électronique et immigration", to: "/solutions/evisa" },
  {
    label: "Gouvernance numérique et perception des impôts",
    to: "/solutions/governance",
  },
  { label: "Soins de santé et télémédecine", to: "/solutions/healthcare" },
  { label: "Avatars AftrLife", to: "/solutions/aftrlife" },
  { label: "Construction et inspection", to: "/solutions/construction" },
];

export const companyLinks: NavLinkItem[] = [
  { label: "À propos", to: "/about" },
  { label: "Vision", to: "/vision" },
  { label: "Projets et retombées", to: "/projects" },
  { label: "Blogue et analyses", to: "/blog" },
  { label: "Partenaires", to: "/partners" },
  { label: "Carrières", to: "/careers" },
  { label: "Nous joindre", to: "/contact" },
  { label: "Portail client", to: "/clients" },
];

export const legalLinks: NavLinkItem[] = [
  { label: "Politique de confidentialité", to: "/privacy" },
  { label: "Conditions d’utilisation", to: "/terms" },
  { label: "Politique relative aux témoins", to: "/cookies" },
];
