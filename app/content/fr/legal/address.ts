/**
 * The head office's address as Canada Post writes it in French; site.ts holds the English form
 * ("340 Albert Street, Suite 1300"), and a French street address is not something to rebuild
 * from English parts. address.test.ts keeps the two in step.
 */
export const headOfficeAddressFr =
  "340, rue Albert, bureau 1300, Ottawa (Ontario) K1R 7Y6, Canada";

/** The regional office's city and state, French style. */
export const usOfficeCityFr = "Atlanta (Géorgie)";
