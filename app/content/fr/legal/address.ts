import { site } from "../site";

/** Provinces and states as French writes them after a city: "Ottawa (Ontario)". */
const REGION_NAMES: Readonly<Record<string, string>> = {
  ON: "Ontario",
  GA: "Géorgie",
};

function officeOf(id: string) {
  const office = site.offices.find((candidate) => candidate.id === id);
  if (!office) throw new Error(`Unknown office: ${id}`);
  return office;
}

function cityAndRegion(office: ReturnType<typeof officeOf>): string {
  return `${office.city} (${REGION_NAMES[office.region] ?? office.region})`;
}

const headOffice = officeOf("ottawa");

/** The head office's address as Canada Post writes it in French, for the legal documents. */
export const headOfficeAddressFr = `${headOffice.streetAddress}, ${cityAndRegion(headOffice)} ${headOffice.postalCode}, ${headOffice.country}`;

/** "Atlanta (Géorgie)": the regional office's city, French style. */
export const usOfficeCityFr = cityAndRegion(officeOf("atlanta"));
