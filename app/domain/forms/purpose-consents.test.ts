import { describe, expect, it } from "vitest";
import french from "~/i18n/fr/forms";
import { CONSENT_TEXT } from "~/domain/privacy/consent-copy";
import {
  KEEP_RESUME_FIELD,
  keepResumeOptIn,
  newsletterOptIn,
  optedIn,
} from "./purpose-consents";

describe("the consent-per-purpose boxes", () => {
  it("show, in each language, the very sentence privacy_consents records", () => {
    expect(keepResumeOptIn.label.defaultMessage).toBe(
      CONSENT_TEXT.keep_resume.en,
    );
    expect(french[keepResumeOptIn.label.id as keyof typeof french]).toBe(
      CONSENT_TEXT.keep_resume.fr,
    );
    expect(newsletterOptIn.label.defaultMessage).toBe(
      CONSENT_TEXT.newsletter.en,
    );
    expect(french[newsletterOptIn.label.id as keyof typeof french]).toBe(
      CONSENT_TEXT.newsletter.fr,
    );
  });

  it("count as given only when the box posted 'on'", () => {
    const form = new FormData();
    expect(optedIn(form, KEEP_RESUME_FIELD)).toBe(false);
    form.set(KEEP_RESUME_FIELD, "yes");
    expect(optedIn(form, KEEP_RESUME_FIELD)).toBe(false);
    form.set(KEEP_RESUME_FIELD, "on");
    expect(optedIn(form, KEEP_RESUME_FIELD)).toBe(true);
  });
});
