import type { LeadEventData } from "./webhook-events";

/**
 * The body of HubSpot's Forms API v3 "submit data to a form" for one new lead: the lead becomes
 * (or updates) a contact through a form of the portal, so HubSpot records the submission, the
 * page and the consent the visitor gave. Pure, so the console's preview is the very body that
 * is sent. Unlike a chat message this goes to a CRM, whose contact needs the e-mail address.
 */

/** A status change or an assignment is the console's own work, not a form submission. */
export const HUBSPOT_EVENT_TYPES = ["lead.created"] as const;

/** HubSpot's object type of a contact: every field is a contact property. */
const CONTACT_OBJECT_TYPE_ID = "0-1";

export type HubspotField = {
  objectTypeId: typeof CONTACT_OBJECT_TYPE_ID;
  name: "email" | "firstname" | "lastname" | "company";
  value: string;
};

export type HubspotSubmission = {
  submittedAt: number;
  fields: HubspotField[];
  context: { pageUri?: string; pageName?: string };
  legalConsentOptions?: {
    consent: {
      consentToProcess: true;
      text: string;
      communications: [];
    };
  };
};

export type HubspotSubmissionInput = {
  lead: LeadEventData;
  pageUri: string | null;
  pageName: string | null;
  /** The consent wording the visitor agreed to; null when the form showed none. */
  consentText: string | null;
  /** ISO 8601: when the visitor submitted the form. */
  submittedAt: string;
};

export function hubspotSubmissionOf({
  lead,
  pageUri,
  pageName,
  consentText,
  submittedAt,
}: HubspotSubmissionInput): HubspotSubmission {
  const submittedAtMs = Date.parse(submittedAt);
  if (Number.isNaN(submittedAtMs)) {
    throw new RangeError(`Not a date and time: ${submittedAt}`);
  }
  const { firstname, lastname } = nameParts(lead.full_name);
  const organisation = lead.organisation?.trim() ?? "";
  const fields: HubspotField[] = [field("email", lead.email.trim())];
  if (firstname) fields.push(field("firstname", firstname));
  if (lastname) fields.push(field("lastname", lastname));
  if (organisation) fields.push(field("company", organisation));

  const context: HubspotSubmission["context"] = {};
  if (pageUri) context.pageUri = pageUri;
  if (pageName) context.pageName = pageName;

  const submission: HubspotSubmission = {
    submittedAt: submittedAtMs,
    fields,
    context,
  };
  // Consent is only claimed when the visitor was shown wording to agree to.
  const consent = consentText?.trim();
  if (consent) {
    submission.legalConsentOptions = {
      consent: { consentToProcess: true, text: consent, communications: [] },
    };
  }
  return submission;
}

function field(name: HubspotField["name"], value: string): HubspotField {
  return { objectTypeId: CONTACT_OBJECT_TYPE_ID, name, value };
}

/**
 * The form asks for one full name; HubSpot keeps two. The last word is the last name
 * ("Ada Lovelace King" → "Ada Lovelace" and "King"), and a single word is a first name only.
 */
function nameParts(fullName: string): {
  firstname: string;
  lastname: string | null;
} {
  const name = fullName.replace(/\s+/g, " ").trim();
  const lastSpace = name.lastIndexOf(" ");
  if (lastSpace === -1) return { firstname: name, lastname: null };
  return {
    firstname: name.slice(0, lastSpace),
    lastname: name.slice(lastSpace + 1),
  };
}

const HUBSPOT_PORTAL_ID = /^\d{1,12}$/;
const HUBSPOT_FORM_GUID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A HubSpot account ("portal", or "hub") ID: digits only. */
export function isHubspotPortalId(value: string): boolean {
  return HUBSPOT_PORTAL_ID.test(value);
}

/** A form's GUID, as HubSpot shows it in the form's URL. */
export function isHubspotFormGuid(value: string): boolean {
  return HUBSPOT_FORM_GUID.test(value);
}

/** Refuses IDs that are not HubSpot's, so no other path of the API can be reached through them. */
export function hubspotSubmitUrl(portalId: string, formGuid: string): string {
  if (!isHubspotPortalId(portalId)) {
    throw new RangeError(`Not a HubSpot portal ID: ${portalId}`);
  }
  if (!isHubspotFormGuid(formGuid)) {
    throw new RangeError(`Not a HubSpot form GUID: ${formGuid}`);
  }
  return `https://api.hsforms.com/submissions/v3/integration/submit/${portalId}/${formGuid}`;
}
