import type { Translation } from "~/i18n/copy";
import { site as englishSite } from "../site";

/**
 * What French writes differently at each office: Canadian addresses in the French order; an
 * address abroad stays as its post office writes it.
 */
const officeWords: Record<
  (typeof englishSite.offices)[number]["id"],
  { label: string; country: string; streetAddress?: string }
> = {
  ottawa: {
    label: "Siège social",
    streetAddress: "340, rue Albert, bureau 1300",
    country: "Canada",
  },
  atlanta: {
    label: "Bureau régional",
    country: "États-Unis",
  },
};

/**
 * The company in French: the name, addresses, phone numbers and mailbox stay as they are; the
 * tagline, description and office labels are translated.
 */
export const site: Translation<typeof englishSite> = {
  ...englishSite,
  tagline: "Des analyses hors du commun, une innovation sans pareille",
  description:
    "Nous concevons, bâtissons et exploitons des plateformes infonuagiques intégrant l’intelligence artificielle " +
    "pour les gouvernements et les grandes entreprises\u00a0: visa électronique et immigration, gouvernance numérique " +
    "et perception des impôts, soins de santé et télémédecine, avatars numériques commémoratifs, et inspection " +
    "des chantiers.",
  offices: englishSite.offices.map((office) => ({
    ...office,
    ...officeWords[office.id],
  })),
};
