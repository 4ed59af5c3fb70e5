/**
 * The company as the site presents it. The specification does not name the company:
 * every page reads its name, tagline, offices and mailboxes from here, so a rename is
 * one edit.
 */
export type Office = {
  id: string;
  label: string;
  city: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
  phone: string;
};

export const site = {
  name: "Kestrel Civic Technologies",
  shortName: "Kestrel",
  tagline: "Unordinary insights, uncommon innovation",
  description:
    "We design, build and run AI-enabled cloud platforms for governments and large enterprises: " +
    "e-visa and immigration, digital governance and tax collection, healthcare and telemedicine, " +
    "digital legacy avatars, and construction inspection.",
  contactEmail: "info@kestrelcivic.com",
  /** The Privacy Officer's mailbox, which the privacy notice publishes (Québec's Law 25, s.3.1). */
  privacyEmail: "privacy@kestrelcivic.com",
  offices: [
    {
      id: "ottawa",
      label: "Head office",
      city: "Ottawa",
      streetAddress: "340 Albert Street, Suite 1300",
      locality: "Ottawa",
      region: "ON",
      postalCode: "K1R 7Y6",
      country: "Canada",
      countryCode: "CA",
      phone: "+1 613 555 0142",
    },
    {
      id: "atlanta",
      label: "Regional office",
      city: "Atlanta",
      streetAddress: "1100 Peachtree Street NE, Suite 200",
      locality: "Atlanta",
      region: "GA",
      postalCode: "30309",
      country: "United States",
      countryCode: "US",
      phone: "+1 404 555 0187",
    },
  ] satisfies Office[],
  social: {
    linkedIn: "https://www.linkedin.com/company/kestrel-civic-technologies",
  },
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
