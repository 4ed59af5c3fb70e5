import type * as en from "../contact";

/** La page /fr/contact; les bureaux et la boîte aux lettres viennent de ../site.ts. */

export const contactHero: typeof en.contactHero = {
  eyebrow: "Nous joindre",
  title: "Parlez à notre équipe",
  lead:
    "Que vous planifiiez une plateforme nationale ou que vous modernisiez un seul service, tout commence par une " +
    "conversation. Dites-nous ce que vous cherchez à accomplir et nous vous mettrons en relation avec l’équipe qui convient.",
};

export const contactForm: typeof en.contactForm = {
  heading: "Écrivez-nous",
  intro:
    "Parlez-nous brièvement de votre organisation et de vos besoins. Les champs marqués d’un astérisque sont obligatoires.",
};

export const contactByEmail: typeof en.contactByEmail = {
  heading: "Écrivez-nous",
  body:
    "Indiquez votre nom, votre organisation, le domaine qui vous intéresse (visa électronique, gouvernance, soins de " +
    "santé, AftrLife, construction ou autre) et quelques lignes sur vos besoins.",
  actionLabel: "Nous écrire",
};

export const generalEnquiries: typeof en.generalEnquiries = {
  heading: "Renseignements généraux",
  body: "Pour toute question sur nos solutions, nos partenariats ou pour une demande des médias, écrivez à",
  careers: {
    lead: "Vous cherchez un emploi chez nous?",
    label: "Voir les postes offerts",
    to: "/careers",
  },
};

export const nextSteps: typeof en.nextSteps = [
  {
    title: "Une personne le lit",
    description:
      "Votre message est transmis à un consultant de l’équipe concernée, et non à une file d’attente automatisée.",
  },
  {
    title: "Une réponse d’ici un jour ouvrable",
    description:
      "Nous vous répondons en vous proposant les prochaines étapes ou des plages pour un appel, du lundi au vendredi, heure de l’Est.",
  },
  {
    title: "Un premier appel de 30 minutes",
    description:
      "Nous écoutons le problème, les contraintes (approvisionnement, résidence des données, échéances) et ce qui a déjà été tenté.",
  },
  {
    title: "Un résumé écrit",
    description:
      "Vous recevez une courte note de ce que nous avons compris et, si cela convient, une proposition de mandat de découverte ou de plan directeur.",
  },
];
