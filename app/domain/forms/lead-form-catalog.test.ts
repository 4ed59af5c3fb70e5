import { describe, expect, it } from "vitest";
import { FORM_KINDS } from "./consent";
import {
  formKindOfSlug,
  isFormKind,
  leadFormCatalog,
  leadFormEndpoint,
} from "./lead-form-catalog";
import { asLeadFormResponse } from "./lead-form-response";
import { stepOfFirstError } from "./lead-forms";

describe("lead form catalog", () => {
  it("gives every form an endpoint that leads back to it", () => {
    for (const kind of FORM_KINDS) {
      const slug = leadFormEndpoint(kind).replace("/api/forms/", "");
      expect(formKindOfSlug(slug)).toBe(kind);
    }
    expect(leadFormEndpoint("get_started")).toBe("/api/forms/get-started");
    expect(formKindOfSlug("toString")).toBeUndefined();
    expect(formKindOfSlug(undefined)).toBeUndefined();
    expect(isFormKind("constructor")).toBe(false);
  });

  it("carries the spec's toasts (§ 8)", () => {
    expect(leadFormCatalog.blueprint.toasts.en.success({})).toEqual({
      title: "Success!",
      description:
        "Thank you for your interest. We'll be in touch within 24 hours.",
    });
    expect(leadFormCatalog.blueprint.toasts.en.failure).toEqual({
      title: "Error",
      description: "Something went wrong. Please try again.",
    });
    expect(leadFormCatalog.contact.toasts.en.failure.title).toBe(
      "Submission Failed",
    );
    expect(leadFormCatalog.get_started.toasts.en.success({}).title).toBe(
      "Request Submitted Successfully",
    );
    expect(
      leadFormCatalog.get_started.toasts.en.success({ scheduling: "calendar" })
        .description,
    ).toBe(
      "Your information has been received. Please schedule a consultation below.",
    );
    // No scheduler configured: no "below" to point at; say what happens instead.
    for (const details of [{ scheduling: "email" }, {}] as Record<
      string,
      string
    >[]) {
      expect(
        leadFormCatalog.get_started.toasts.en.success(details).description,
      ).toBe(
        "Your information has been received. We will e-mail you within one business day with times for your consultation.",
      );
    }
    expect(
      leadFormCatalog.job_application.toasts.en.success({
        firstName: "Ada",
        jobTitle: "Data Engineer",
      }).description,
    ).toBe(
      "Thank you, Ada. We have received your application for Data Engineer and will be in touch soon.",
    );
    expect(
      leadFormCatalog.job_application.toasts.en.success({
        firstName: "Ada",
        jobTitle: "General Application",
      }).description,
    ).toMatch(/^Thank you, Ada\. We have your general application/);
  });
});

describe("the French toasts", () => {
  it("answers a French page in French, with the same details", () => {
    expect(leadFormCatalog.contact.toasts.fr.success({})).toEqual({
      title: "Formulaire envoyé",
      description: "Nous vous répondrons dans les meilleurs délais!",
    });
    expect(leadFormCatalog.blueprint.toasts.fr.failure.title).toBe("Erreur");
    expect(
      leadFormCatalog.job_application.toasts.fr.success({
        firstName: "Awa",
        jobTitle: "Data Engineer",
      }).description,
    ).toMatch(/^Merci, Awa\. .*«\u00a0Data Engineer\u00a0»/);
    expect(
      leadFormCatalog.get_started.toasts.fr.success({ scheduling: "calendar" })
        .description,
    ).toMatch(/ci-dessous\.$/);
  });

  it("gives each language its schema's messages", () => {
    const posted = { firstName: "A" };
    const fieldError = (locale: "en" | "fr") => {
      const result = leadFormCatalog.contact.schema(locale).safeParse(posted);
      return result.success
        ? undefined
        : result.error.issues.find((issue) => issue.path[0] === "firstName")
            ?.message;
    };
    expect(fieldError("en")).toBe("First name must be at least 2 characters");
    expect(fieldError("fr")).toBe(
      "Le prénom doit compter au moins 2 caractères",
    );
  });
});

describe("asLeadFormResponse", () => {
  it("accepts the two shapes the endpoint answers", () => {
    expect(
      asLeadFormResponse({
        ok: true,
        details: { firstName: "Ada" },
        formToken: "v1.x",
      }),
    ).not.toBeNull();
    expect(
      asLeadFormResponse({
        ok: false,
        fieldErrors: { email: ["Invalid"] },
        formErrors: [],
      }),
    ).not.toBeNull();
  });

  it("treats anything else as a failure", () => {
    for (const body of [
      null,
      "ok",
      {},
      { ok: true, details: {} },
      { ok: false, fieldErrors: { a: "x" }, formErrors: [] },
      { ok: "yes" },
    ]) {
      expect(asLeadFormResponse(body)).toBeNull();
    }
  });
});

describe("stepOfFirstError", () => {
  it("shows the first step with an error, else the last", () => {
    expect(stepOfFirstError({ timeline: ["x"], firstName: ["y"] })).toBe(1);
    expect(stepOfFirstError({ currentChallenges: ["x"] })).toBe(2);
    expect(stepOfFirstError({})).toBe(3);
  });
});
