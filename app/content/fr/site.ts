import type { Translation } from "~/i18n/copy";
import type { site as englishSite } from "../site";

/**
 * The company in French: the name, addresses, phone numbers and mailbox stay as they are; the
 * tagline, description and office labels are translated.
 */
export const site: Translation<typeof englishSite> = {
  name: "Kestrel Civic Technologies",
  shortName: "Kestrel",
  tagline: "Des analyses hors du commun, une innovation sans pareille",
  description:
    "Nous concevons, bâtissons et exploitons des plateformes infonuagiques intégrant l’intelligence artificielle " +
    "pour les gouvernements et les grandes entreprises\u00a0: visa électronique et immigration, gouvernance numérique " +
    "et perception des impôts, soins de santé et télémédecine, avatars numériques commémoratifs, et inspection " +
    "des chantiers.",
  contactEmail: "info@kestrelcivic.com",
  offices: [
    {
      id: "ottawa",
      label: "Siège social",
      city: "Ottawa",
      streetAddress: "340, rue Albert, bureau 1300",
      locality: "Ottawa",
      region: "ON",
      postalCode: "K1R 7Y6",
      country: "Canada",
      countryCode: "CA",
      phone: "+1 613 555 0142",
    },
    {
      id: "atlanta",
      label: "Bureau régional",
      city: "Atlanta",
      streetAddress: "1100 Peachtree Street NE, Suite 200",
      locality: "Atlanta",
      region: "GA",
      postalCode: "30309",
      country: "États-Unis",
      countryCode: "US",
      phone: "+1 404 555 0187",
    },
  ],
  social: {
    linkedIn: "https://www.linkedin.com/company/kestrel-civic-technologies",
  },
};
